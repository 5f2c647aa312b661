import { readFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, createDeflateRaw } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MAX_UNPACKED_BYTES } from '../../src/knowledge/extract.ts';
import { assertUnpackedWithin, UnpackLimitError } from '../../src/knowledge/unzip-limit.ts';
import { type KnowledgeServer, startKnowledgeServer } from './harness.ts';

/**
 * Zip-bomb .docx files (issue 15 #21): a 1 MB file unpacking to 315 MB took the server from 404 MB to
 * 3.2 GB before the time budget stopped it. The bombs are built here, streamed through deflate, so no
 * large file is committed and the test itself never holds one unpacked.
 */
const MB = 1024 * 1024;

interface ZipEntry {
  name: string;
  /** The uncompressed content, as chunks (repeated chunks make a bomb without holding it). */
  chunks: () => Iterable<Buffer>;
  /** A lie for the headers; the true size otherwise. */
  declaredSize?: number;
}

async function deflate(chunks: Iterable<Buffer>) {
  const out: Buffer[] = [];
  const stream = createDeflateRaw({ level: 9 });
  stream.on('data', (b: Buffer) => out.push(b));
  const done = new Promise((resolve) => stream.on('end', resolve));
  let crc = 0;
  let size = 0;
  for (const chunk of chunks) {
    crc = crc32(chunk, crc);
    size += chunk.length;
    if (!stream.write(chunk)) await new Promise((r) => stream.once('drain', r));
  }
  stream.end();
  await done;
  return { data: Buffer.concat(out), crc, size };
}

/** A zip archive (deflated entries, no data descriptors), as Word writes them. */
async function zip(entries: ZipEntry[]): Promise<Buffer> {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const { data, crc, size } = await deflate(entry.chunks());
    const declared = entry.declaredSize ?? size;
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(8, 10);
    header.writeUInt32LE(crc >>> 0, 16);
    header.writeUInt32LE(data.length, 20);
    header.writeUInt32LE(declared, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(offset, 42);
    central.push(header, name);
    parts.push(local, name, data);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const RELS = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

/** A .docx whose document.xml is `bytes` long: paragraphs of words, repeated. */
function docx(bytes: number, declaredSize?: number) {
  const head = Buffer.from(
    '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>',
  );
  const tail = Buffer.from('</w:body></w:document>');
  const paragraph = '<w:p><w:r><w:t>Leave policy words repeated for size.</w:t></w:r></w:p>';
  const block = Buffer.from(paragraph.repeat(Math.ceil(MB / paragraph.length)));
  const count = Math.max(1, Math.round((bytes - head.length - tail.length) / block.length));
  return zip([
    { name: '[Content_Types].xml', chunks: () => [Buffer.from(CONTENT_TYPES)] },
    { name: '_rels/.rels', chunks: () => [Buffer.from(RELS)] },
    {
      name: 'word/document.xml',
      chunks: function* () {
        yield head;
        for (let i = 0; i < count; i++) yield block;
        yield tail;
      },
      ...(declaredSize !== undefined ? { declaredSize } : {}),
    },
  ]);
}

let s: KnowledgeServer;
let admin: string;
const LIMIT_MB = 24;
const WORKER_MB = 48;

beforeAll(async () => {
  s = await startKnowledgeServer({
    processing: { maxUnpackedBytes: LIMIT_MB * MB, workerMemoryMb: WORKER_MB },
  });
  admin = await s.token('admin');
});
afterAll(() => s?.stop());

/** Uploads and approves a .docx; answers its processing outcome and the server's peak RSS growth. */
async function process(bytes: Buffer, name: string) {
  const fd = new FormData();
  fd.set('file', new File([new Uint8Array(bytes)], name));
  fd.set('department', 'other');
  const up = await s.call('POST', '/api/documents/upload', { token: admin, body: fd });
  expect(up.status, JSON.stringify(up.body)).toBe(201);
  global.gc?.();
  const before = process_.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process_.memoryUsage.rss());
  }, 5);
  try {
    const approve = await s.call('PUT', `/api/documents/${up.body.id}/approve`, { token: admin });
    expect(approve.status).toBe(200);
    await s.routes.services.documents.idle();
  } finally {
    clearInterval(sampler);
  }
  const { rows } = await s.database.pool.query<{
    processing_status: string;
    processing_error: string | null;
  }>('SELECT processing_status, processing_error FROM documents WHERE id = $1', [up.body.id]);
  return { ...rows[0], growthMb: (peak - before) / MB };
}
const process_ = globalThis.process;

describe('zip-bomb .docx', () => {
  it('refuses a bomb by the sizes it declares, before inflating anything', async () => {
    const bomb = await docx(64 * MB);
    expect(bomb.length).toBeLessThan(MB);
    const result = await process(bomb, 'bomb.docx');
    expect(result.processing_status).toBe('failed');
    expect(result.processing_error).toMatch(
      /^Text extraction failed: The file unpacks to 64(\.\d)? MB, more than the 24 MB allowed/,
    );
    expect(result.growthMb).toBeLessThan(120);
  });

  it('refuses a bomb that lies about its sizes, counting bytes as they inflate', async () => {
    const bomb = await docx(64 * MB, 4096);
    const result = await process(bomb, 'liar.docx');
    expect(result.processing_status).toBe('failed');
    expect(result.processing_error).toMatch(
      /word\/document\.xml unpacks to more than the 4096 bytes it declares/,
    );
    expect(result.growthMb).toBeLessThan(120);
  });

  it('stops the extraction worker at its memory limit: a file within the size limit that needs more heap fails', async () => {
    const heavy = await docx(12 * MB);
    const result = await process(heavy, 'heavy.docx');
    expect(result.processing_status).toBe('failed');
    expect(result.processing_error).toBe(
      `Text extraction needed more than the ${WORKER_MB} MB of memory allowed and was stopped`,
    );
    // The worker's heap limit, plus its young generation, code and the file's bytes.
    expect(result.growthMb).toBeLessThan(WORKER_MB + 150);
    // The server still processes a real document afterwards.
    const real = readFileSync(
      path.join(import.meta.dirname, '../../demo-documents/Annual Leave Policy.docx'),
    );
    const ok = await process(real, 'Annual Leave Policy copy.docx');
    expect(ok.processing_status).toBe('completed');
    // Near its limit the worker's heap is collected over and over before it gives up: slow under load.
  }, 120_000);

  it('the default limit (100 MB) refuses by the declared sizes alone, and lets a real .docx through', async () => {
    const bomb = await docx(150 * MB);
    await expect(assertUnpackedWithin(bomb, DEFAULT_MAX_UNPACKED_BYTES)).rejects.toThrow(UnpackLimitError);
    const real = readFileSync(
      path.join(import.meta.dirname, '../../demo-documents/Annual Leave Policy.docx'),
    );
    await expect(assertUnpackedWithin(real, DEFAULT_MAX_UNPACKED_BYTES)).resolves.toBeUndefined();
  });
});
