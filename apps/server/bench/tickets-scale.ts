/**
 * Tickets at scale (issue 17, part 7): the real server on a fresh embedded PostgreSQL with the demo data
 * plus 1,000,000 tickets. Measures, at a fixed rate from a second process (autocannon), the ticket list
 * as a manager (all visible) and as an agent (a department), ticket search, and, in process, the SLA
 * sweep when nothing is due. Prints one JSON document.
 *   node --conditions=@portal/source apps/server/bench/tickets-scale.ts
 *   BENCH_TICKETS (default 1000000), BENCH_RATE (200), BENCH_SECONDS (10) change it; BENCH_HOLD=1 keeps
 *   the server and database running after loading (prints how to reach them) for EXPLAIN ANALYZE.
 */
import type pg from 'pg';
import { sweepSlaBreaches } from '../src/sweep.ts';
import { runChild, startDemoServer } from './harness.ts';

const total = Number(process.env.BENCH_TICKETS ?? 1_000_000);
const rate = Number(process.env.BENCH_RATE ?? 200);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

/**
 * N tickets in one INSERT ... SELECT over generate_series, with the table's secondary indexes dropped
 * first and rebuilt after (as a bulk load is done: building an index once is far cheaper than a million
 * insertions into it, GIN above all). The shape, chosen to be the hard case rather than a flattering one:
 * - statuses cycle through all seven, so 5 in 7 (about 714,000) are open: a manager's all_open list
 *   matches most of the table, which is what made the exact count expensive;
 * - six departments in turn, requesters among the demo users, a third of tickets with an owner;
 * - subjects and descriptions from a vocabulary of 60 words in varying combinations, so a search for a
 *   word matches about 1 in 60 tickets and a search for a rare pair or a ticket number a handful;
 * - creation times spread over three years; open tickets older than a week already breached (recorded),
 *   the others due in the future: the SLA sweep has nothing due, as in a quiet minute.
 */
async function loadTickets(pool: pg.Pool, n: number) {
  const started = Date.now();
  const { rows: indexes } = await pool.query<{ name: string; def: string }>(`
    SELECT i.relname AS name, pg_get_indexdef(i.oid) AS def
    FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
    WHERE x.indrelid = 'tickets'::regclass AND NOT x.indisprimary`);
  for (const index of indexes) await pool.query(`DROP INDEX ${index.name}`);
  await pool.query(`
    WITH words AS (
      SELECT ARRAY['printer','laptop','password','vpn','email','invoice','payroll','badge','monitor','keyboard',
        'network','wifi','license','server','database','backup','firewall','certificate','phone','headset',
        'calendar','meeting','expense','contract','onboarding','offboarding','leave','pension','benefits','audit',
        'deployment','pipeline','container','cluster','storage','permissions','account','locked','slow','crash',
        'error','timeout','outage','upgrade','install','access','report','dashboard','export','import',
        'scanner','projector','docking','charger','mouse','token','mfa','sso','portal','archive'] AS w
    )
    INSERT INTO tickets (subject, description, status, priority, tier, category, subcategory, classification,
      support_department, channel, source, requester_id, requester_name, requester_email, owner_id, owner_name,
      due_at, sla_breached_at, created_at, updated_at, updated_by)
    SELECT
      initcap(w[1 + g % 60]) || ' ' || w[1 + (g / 60) % 60] || ' issue',
      '<p>Reported via the hub: the ' || w[1 + (g / 7) % 60] || ' ' || w[1 + (g / 420) % 60]
        || ' shows an ' || w[1 + (g / 13) % 60] || ' after the ' || w[1 + (g / 31) % 60] || ' change.</p>',
      s.status, (ARRAY['low','medium','high','urgent'])[1 + g % 4], 1 + g % 4, 'Access', 'Password Reset',
      'Incident', (ARRAY['OS Support','Finance','HR/P&T','IT','LEC','DevOps'])[1 + g % 6], 'Hub', 'boost',
      r.id, r.name, r.email,
      CASE WHEN g % 3 = 0 THEN o.id END, CASE WHEN g % 3 = 0 THEN o.name END,
      c.at + interval '3 days',
      CASE WHEN s.status NOT IN ('resolved','closed') AND c.at + interval '3 days' < now() THEN c.at + interval '3 days' END,
      c.at, c.at + interval '1 hour', 'Bench'
    FROM generate_series(1, ${n}) g
    CROSS JOIN words
    CROSS JOIN LATERAL (SELECT (ARRAY['open','in_progress','waiting_customer','on_hold','escalated','resolved','closed'])[1 + g % 7] AS status) s
    CROSS JOIN LATERAL (SELECT now() - ((${n} - g) * (3 * 365 * 86400.0 / ${n})) * interval '1 second' AS at) c
    JOIN (SELECT id, name, email, row_number() OVER (ORDER BY email) - 1 AS k FROM users) r ON r.k = g % 8
    JOIN (SELECT id, name, row_number() OVER (ORDER BY email) - 1 AS k FROM users) o ON o.k = (g / 3) % 8`);
  const loaded = Date.now();
  for (const index of indexes) await pool.query(index.def);
  await pool.query('VACUUM ANALYZE tickets');
  return { insert_s: (loaded - started) / 1000, index_s: (Date.now() - loaded) / 1000 };
}

const { server, base, login, stop } = await startDemoServer('portal-bench-1m-');
try {
  const { pool } = server.ctx.database;
  const loading = await loadTickets(pool, total);
  console.error(`loaded ${total} tickets: ${JSON.stringify(loading)}`);
  const manager = await login('maria.lopez@example.com', 'demo-maria');
  const agent = await login('sam.taylor@example.com', 'demo-sam');
  if (process.env.BENCH_HOLD) {
    const o = pool.options;
    console.error(
      `holding: ${base} manager=${manager} agent=${agent}\n  PGPASSWORD='${o.password}' psql -h ${o.host} -p ${o.port} -U ${o.user} ${o.database}`,
    );
    await new Promise((r) => process.once('SIGINT', r));
  }

  // A cursor for the keyset pages: what page 1 answers as `next_cursor`.
  const cursorOf = async (token: string, query: string) => {
    const res = await fetch(`${base}/api/boost/tickets?${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await res.json()) as { next_cursor?: string | null };
    if (!body.next_cursor) throw new Error(`no next_cursor for ${query}`);
    return body.next_cursor;
  };
  // Each list request mixes what the screen asks: page 1 of the open tickets (newest and oldest), a
  // keyset page further on, a priority filter, an offset page.
  const listPaths = async (token: string) => [
    '/api/boost/tickets?status=all_open&page_size=25',
    '/api/boost/tickets?status=all_open&page_size=25&sort=oldest',
    `/api/boost/tickets?status=all_open&page_size=25&cursor=${await cursorOf(token, 'status=all_open&page_size=25')}`,
    '/api/boost/tickets?status=all_open&priority=urgent&page_size=25',
    '/api/boost/tickets?status=all_open&page=3&page_size=25',
    '/api/boost/tickets?page_size=25',
  ];
  // Search as the list's search box sends it: a common word (1 in 60 tickets), a rare pair, a ticket
  // number, a phrase from the descriptions, and a word nothing contains.
  const searchPaths = [
    'search=printer',
    'search=vpn%20wifi',
    'search=BST-654321',
    'search=shows%20an%20outage',
    'search=zebra',
    'search=payroll&status=all_open',
  ].map((q) => `/api/boost/tickets?${q}&page_size=25`);

  const results: unknown[] = [];
  results.push(
    await runChild('load.ts', {
      name: 'list_manager',
      url: base,
      token: manager,
      method: 'GET',
      paths: await listPaths(manager),
      rate,
      seconds,
    }),
  );
  results.push(
    await runChild('load.ts', {
      name: 'list_agent',
      url: base,
      token: agent,
      method: 'GET',
      paths: await listPaths(agent),
      rate,
      seconds,
    }),
  );
  results.push(
    await runChild('load.ts', {
      name: 'search',
      url: base,
      token: manager,
      method: 'GET',
      paths: searchPaths,
      rate,
      seconds,
    }),
  );

  // The SLA sweep with nothing due, as the queue job runs it: one statement, timed 40 times.
  const { db } = server.ctx.database;
  const times: number[] = [];
  for (let k = 0; k < 41; k++) {
    const t = performance.now();
    const breached = await sweepSlaBreaches(db, new Date());
    if (breached !== 0) throw new Error(`the idle sweep found ${breached} due ticket(s)`);
    if (k > 0) times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round((times[Math.ceil(q * times.length) - 1] ?? 0) * 100) / 100;
  results.push({ name: 'sla_sweep_idle', latency_ms: { p50: at(0.5), p95: at(0.95), max: at(1) } });

  console.log(
    JSON.stringify({ benchmark: 'tickets-scale', tickets: total, rate, seconds, loading, results }),
  );
} finally {
  await stop();
}
