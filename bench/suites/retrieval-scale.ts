/**
 * The assistant among 10,000 generated documents with near-duplicates (held-out quality and time to
 * the first piece over HTTP). Runs apps/server/bench/retrieval/scale.ts in its own process; the first
 * run builds and embeds the corpus (minutes), later runs reuse it from .data/.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Measurement } from '../types.ts';

export default async function retrievalScale(): Promise<Measurement[]> {
  const root = path.resolve(import.meta.dirname, '../..');
  const script = 'apps/server/bench/retrieval/scale.ts';
  execFileSync(process.execPath, ['--conditions=@portal/source', script], { cwd: root, stdio: 'inherit' });
  const report = JSON.parse(
    readFileSync(path.join(root, 'apps/server/bench/retrieval/report-scale.json'), 'utf8'),
  );
  return (report as { results: Measurement[] }).results;
}
