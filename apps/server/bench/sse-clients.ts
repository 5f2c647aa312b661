/**
 * Opens N SSE subscriptions in its own process and reports, for every ticket_update received, the delay
 * between the notification's creation (server clock, same machine) and its arrival.
 * Input: JSON {url, tokens, expect}; prints 'ready' once all are connected, then one JSON line.
 */
import http from 'node:http';

const { url, tokens, expect } = JSON.parse(process.argv[2] ?? '{}') as {
  url: string;
  tokens: string[];
  expect: number;
};
const delays: number[] = [];
let connected = 0;
let errors = 0;
const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
const requests: http.ClientRequest[] = [];

for (const token of tokens) {
  // The way another app reads the stream: a Bearer header (no token goes in a URL).
  const req = http.get(url, { agent, headers: { authorization: `Bearer ${token}` } }, (res) => {
    if (res.statusCode !== 200) errors++;
    let buffer = '';
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      buffer += chunk;
      let cut = buffer.indexOf('\n\n');
      while (cut >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const data = block
          .split('\n')
          .filter((l) => l.startsWith('data:'))
          .map((l) => l.slice(5))
          .join('');
        if (data) {
          const message = JSON.parse(data) as { type: string; notification?: { created_at: string } };
          if (message.type === 'connected' && ++connected === tokens.length) console.log('ready');
          if (message.type === 'ticket_update' && message.notification) {
            delays.push(Date.now() - Date.parse(message.notification.created_at));
            if (delays.length >= expect) finish();
          }
        }
        cut = buffer.indexOf('\n\n');
      }
    });
  });
  req.on('error', () => errors++);
  requests.push(req);
}

const timer = setTimeout(finish, 60_000);
function finish() {
  clearTimeout(timer);
  const sorted = [...delays].sort((a, b) => a - b);
  const pct = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? null;
  console.log(
    JSON.stringify({
      subscribers: tokens.length,
      delivered: delays.length,
      expected: expect,
      latency_ms: { p50: pct(50), p99: pct(99), max: sorted.at(-1) ?? null },
      errors: errors + (expect - delays.length),
    }),
  );
  for (const req of requests) req.destroy();
  process.exit(0);
}
