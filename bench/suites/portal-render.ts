/**
 * The server render's time (issue 19, ADR 0009): the pages Lighthouse measures, asked for by a
 * signed-in browser (the bench account's session cookie) or a visitor, one request at a time, on the
 * demo data. Time to first byte is what the render costs a visit: the session check, the screen's
 * loaders (its API calls, in process) and React's render up to its first chunk. Reported per page as
 * the median and p95 of 60 requests after 5 warm-ups (budget: p95 <= 50 ms), with the whole page's
 * time beside it.
 */
import { request } from 'node:http';
import { benchSession, median, startPortalServer } from '../portal/server.ts';
import type { Measurement } from '../types.ts';

const WARM_UPS = 5;
const REQUESTS = Number(process.env.BENCH_RENDER_REQUESTS ?? 60);

const pages = [
  { key: 'sign_in', path: '/', signedIn: false, shows: 'name="personal_code"' },
  { key: 'dashboard', path: '/', signedIn: true, shows: 'Welcome back' },
  { key: 'chat', path: '/chat', signedIn: true, shows: 'Recent conversations' },
  { key: 'ticket_list', path: '/boost', signedIn: true, shows: 'BOOST Support' },
  { key: 'knowledge_base', path: '/documents', signedIn: true, shows: 'Knowledge Base' },
] as const;

/** One GET: milliseconds to the first byte of the body and to its end, and the page itself. */
function timedGet(url: URL, cookie: string | undefined) {
  return new Promise<{ ttfb: number; total: number; status: number; body: string; timing: string }>(
    (resolve, reject) => {
      const started = performance.now();
      const req = request(url, { headers: cookie ? { cookie } : {} }, (res) => {
        let ttfb: number | undefined;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => {
          ttfb ??= performance.now() - started;
          chunks.push(chunk);
        });
        res.on('end', () =>
          resolve({
            ttfb: ttfb ?? performance.now() - started,
            total: performance.now() - started,
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            timing: String(res.headers['server-timing'] ?? ''),
          }),
        );
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    },
  );
}

/** The Server-Timing parts (session, data, render), in ms. */
function serverTiming(header: string): Record<string, number> {
  return Object.fromEntries(
    [...header.matchAll(/(\w+);dur=([\d.]+)/g)].map((m) => [m[1] ?? '', Number(m[2])]),
  );
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

export default async function portalRender(): Promise<Measurement[]> {
  const server = await startPortalServer();
  try {
    const session = await benchSession(server.base);
    const cookie = session.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const measurements: Measurement[] = [];
    for (const page of pages) {
      const url = new URL(page.path, server.base);
      const ttfb: number[] = [];
      const total: number[] = [];
      const parts: Record<string, number[]> = { session: [], data: [], render: [] };
      for (let i = 0; i < WARM_UPS + REQUESTS; i++) {
        const answer = await timedGet(url, page.signedIn ? cookie : undefined);
        if (answer.status !== 200 || !answer.body.includes(page.shows)) {
          throw new Error(`portal-render: ${page.path} answered ${answer.status} without "${page.shows}"`);
        }
        if (i < WARM_UPS) continue;
        ttfb.push(answer.ttfb);
        total.push(answer.total);
        for (const [part, value] of Object.entries(serverTiming(answer.timing))) parts[part]?.push(value);
      }
      const round = (value: number) => Math.round(value * 10) / 10;
      measurements.push(
        { name: `portal.render.${page.key}.ttfb_p95`, value: round(percentile(ttfb, 95)), unit: 'ms' },
        { name: `portal.render.${page.key}.ttfb_median`, value: round(median(ttfb)), unit: 'ms' },
        { name: `portal.render.${page.key}.total_p95`, value: round(percentile(total, 95)), unit: 'ms' },
        ...Object.entries(parts)
          .filter(([, values]) => values.length > 0)
          .map(
            ([part, values]): Measurement => ({
              name: `portal.render.${page.key}.${part}_median`,
              value: round(median(values)),
              unit: 'ms',
              note: 'Server-Timing',
            }),
          ),
      );
    }
    return measurements;
  } finally {
    await server.stop();
  }
}
