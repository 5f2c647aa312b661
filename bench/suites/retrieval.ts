/**
 * The assistant's quality on the blind evaluation's two halves (budgets on the held-out half) and the
 * time to the first piece of an answer on the demo documents, in process and over HTTP. Runs
 * apps/server/bench/retrieval/run.ts in its own process and reads the report it writes.
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
