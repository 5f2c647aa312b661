/**
 * API latency under a fixed request rate from a second process (autocannon), with 10,000 tickets,
 * and SSE fan-out delivery to 1,000 subscribers. The work happens in apps/server/bench/run.ts;
 * this turns its JSON into measurements.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Measurement } from '../types.ts';

type LoadResult = {
  name: string;
  requests_per_second?: number;
  latency_ms?: { p50: number; p97_5?: number; p99: number };
  errors?: number;
};

const keys: Record<string, string> = {
  'ticket get': 'api.ticket_get',
  'ticket create': 'api.ticket_create',
  'sse fan-out': 'sse.fanout_1000',
};

export default async function api(): Promise<Measurement[]> {
  const root = path.resolve(import.meta.dirname, '../..');
  const out = execFileSync(process.execPath, ['--conditions=@portal/source', 'apps/server/bench/run.ts'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 16 * 1024 * 1024,
  });
  const report = JSON.parse(out.slice(out.indexOf('{'))) as { rate: number; results: LoadResult[] };
  const measurements: Measurement[] = [];
  for (const result of report.results) {
    // The list is measured as a manager (all 10,000 tickets visible) and as an agent (a department).
    const key =
      keys[result.name] ??
      (result.name.startsWith('ticket list')
        ? 'api.ticket_list'
        : result.name.startsWith('agent ticket list')
          ? 'api.ticket_list_agent'
          : undefined);
    if (!key) continue;
    if (result.requests_per_second !== undefined) {
      const note = `target ${report.rate}/s`;
      measurements.push({
        name: `${key}.req_per_s`,
        value: result.requests_per_second,
        unit: 'req/s',
        better: 'higher',
        note,
      });
    }
    const latency = result.latency_ms;
    if (latency) {
      measurements.push({ name: `${key}.p50`, value: latency.p50, unit: 'ms' });
      if (latency.p97_5 !== undefined)
        measurements.push({ name: `${key}.p97_5`, value: latency.p97_5, unit: 'ms' });
      measurements.push({ name: `${key}.p99`, value: latency.p99, unit: 'ms' });
    }
    measurements.push({ name: `${key}.errors`, value: result.errors ?? 0, unit: 'count' });
  }
  return measurements;
}
