/**
 * Retrieval quality on the demo knowledge base (recall@3, citations of documents not used,
 * false answers to questions the documents do not answer) and answer latency over a corpus of
 * 1,000 generated documents. Runs apps/server/bench/retrieval/run.ts in its own process and reads
 * the report it writes.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Measurement } from '../types.ts';

export default async function retrieval(): Promise<Measurement[]> {
  const root = path.resolve(import.meta.dirname, '../..');
  const script = 'apps/server/bench/retrieval/run.ts';
  execFileSync(process.execPath, ['--conditions=@portal/source', script], { cwd: root, stdio: 'inherit' });
  const report = JSON.parse(readFileSync(path.join(root, 'apps/server/bench/retrieval/report.json'), 'utf8'));
  return (report as { results: Measurement[] }).results;
}
