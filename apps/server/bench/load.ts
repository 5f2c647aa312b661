/**
 * The load generator, run as its own process so it does not share an event loop with the server.
 * Input: one JSON argument; output: one JSON line with requests/s, latency percentiles and errors.
 */
import autocannon from 'autocannon';

interface Job {
  name: string;
  url: string;
  token: string;
  method: 'GET' | 'POST';
  paths: string[];
  body?: string;
  rate: number;
  seconds: number;
}

const WARMUP_SECONDS = 3;
const job = JSON.parse(process.argv[2] ?? '{}') as Job;
let i = 0;
const run = (duration: number) =>
  autocannon({
    url: job.url,
    connections: 20,
    overallRate: job.rate,
    duration,
    headers: { authorization: `Bearer ${job.token}`, 'content-type': 'application/json' },
    requests: [
      {
        method: job.method,
        setupRequest: (req) => {
          const path = job.paths[i++ % job.paths.length] ?? '/';
          return { ...req, path, ...(job.body ? { body: job.body } : {}) };
        },
      },
    ],
  });
// Warm up first (JIT, connection pool, PostgreSQL's caches): the measured run is the steady state a
// long-running server is in, not its first seconds after start.
await run(WARMUP_SECONDS);
const result = await run(job.seconds);
console.log(
  JSON.stringify({
    name: job.name,
    rate_target: job.rate,
    requests_per_second: result.requests.average,
    latency_ms: {
      p50: result.latency.p50,
      p97_5: result.latency.p97_5,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
  }),
);
