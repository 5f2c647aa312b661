/**
 * Runs extraction and sectioning in a worker thread, so a large or hostile file never blocks the
 * server's event loop, and a time budget can stop it (the parent terminates the worker).
 * Sections are posted in batches as they are finished; the parent indexes each batch at once.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { extractBlocks, type FileKind } from './extract.ts';
import { type Section, Sectioner } from './sections.ts';

interface Input {
  bytes: Uint8Array;
  kind: FileKind;
  maxUnpackedBytes: number | undefined;
  /** Test hook: a pause after each batch, to exercise the time budget deterministically. */
  batchDelayMs: number;
}

const { bytes, kind, maxUnpackedBytes, batchDelayMs } = workerData as Input;
const port = parentPort;
if (!port) throw new Error('extract-worker must run in a worker thread');

/** Sections per message: small enough that a time budget keeps most of what was done. */
const BATCH = 8;

async function post(sections: Section[]) {
  for (let i = 0; i < sections.length; i += BATCH) {
    port?.postMessage({ type: 'sections', sections: sections.slice(i, i + BATCH) });
    if (batchDelayMs > 0) await new Promise((r) => setTimeout(r, batchDelayMs));
  }
}

try {
  const sectioner = new Sectioner();
  for await (const blocks of extractBlocks(bytes, kind, { maxUnpackedBytes }))
    await post(sectioner.push(blocks));
  await post(sectioner.end());
  port.postMessage({ type: 'done' });
} catch (error) {
  port.postMessage({ type: 'error', message: (error as Error).message || String(error) });
}
