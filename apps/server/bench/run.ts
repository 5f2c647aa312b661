/**
 * API benchmark: starts the server over a fresh embedded PostgreSQL with the demo data plus 10,000
 * tickets, then measures ticket get, list and create at a fixed rate from a second process
 * (autocannon) and SSE fan-out to 1,000 subscribers. Prints one JSON document.
 *   npm run bench -w @portal/server        (BENCH_RATE, BENCH_SECONDS, BENCH_SUBSCRIBERS to change)
 */
import { runChild, startDemoServer } from './harness.ts';

const rate = Number(process.env.BENCH_RATE ?? 200);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const subscribers = Number(process.env.BENCH_SUBSCRIBERS ?? 1000);

const { server, base, login, stop } = await startDemoServer('portal-bench-');
try {
  const { pool } = server.ctx.database;
  // 10,000 tickets spread over departments, statuses and priorities.
  await pool.query(`
    INSERT INTO tickets (subject, description, status, priority, category, subcategory, classification,
      support_department, channel, requester_id, requester_name, requester_email, due_at, created_at, updated_at)
    SELECT 'Bench ticket ' || g, '<p>Load test ticket number ' || g || '</p>',
      (ARRAY['open','in_progress','waiting_customer','on_hold','escalated','resolved','closed'])[1 + g % 7],
      (ARRAY['low','medium','high','urgent'])[1 + g % 4], 'Access', 'Password Reset', 'Incident',
      (ARRAY['OS Support','Finance','HR/P&T','IT','LEC','DevOps'])[1 + g % 6], 'Hub',
      u.id, u.name, u.email, now() + interval '5 days', now() - (g || ' minutes')::interval, now()
    FROM generate_series(1, 10000) g
    CROSS JOIN LATERAL (SELECT id, name, email FROM users ORDER BY email OFFSET (g % 8) LIMIT 1) u`);
  await pool.query('ANALYZE');
  const admin = await login('alex.morgan@example.com', 'demo-alex');
  const agent = await login('sam.taylor@example.com', 'demo-sam');
  const manager = await login('maria.lopez@example.com', 'demo-maria');
  const ids = (
    await pool.query<{ id: string }>('SELECT id FROM tickets ORDER BY random() LIMIT 500')
  ).rows.map((r) => r.id);
  const results: unknown[] = [];
  results.push(
    await runChild('load.ts', {
      name: 'ticket get',
      url: base,
      token: admin,
      method: 'GET',
      paths: ids.map((id) => `/api/boost/tickets/${id}`),
      rate,
      seconds,
    }),
  );
  // The list as a manager sees it: every one of the 10,000 tickets is visible, so the count and the
  // page both run over the whole table (the worst case; managers and admins see all).
  results.push(
    await runChild('load.ts', {
      name: 'ticket list (10,000 tickets, manager visibility: all, all_open, page 1-5 of 25)',
      url: base,
      token: manager,
      method: 'GET',
      paths: [1, 2, 3, 4, 5].map((p) => `/api/boost/tickets?status=all_open&page=${p}&page_size=25`),
      rate,
      seconds,
    }),
  );
  // An agent sees about a sixth (their department, or their own). The root bench suite
  // (bench/suites/api.ts) keys results by these names' beginnings.
  results.push(
    await runChild('load.ts', {
      name: 'agent ticket list (10,000 tickets, own department visibility, all_open, page 1-5 of 25)',
      url: base,
      token: agent,
      method: 'GET',
      paths: [1, 2, 3, 4, 5].map((p) => `/api/boost/tickets?status=all_open&page=${p}&page_size=25`),
      rate,
      seconds,
    }),
  );
  results.push(
    await runChild('load.ts', {
      name: 'ticket create',
      url: base,
      token: agent,
      method: 'POST',
      paths: ['/api/boost/tickets'],
      body: JSON.stringify({
        support_department: 'IT',
        category: 'Access',
        subcategory: 'Password Reset',
        subject: 'IT - Access: bench',
        description: '<p>bench</p>',
        classification: 'Incident',
        priority: 'medium',
        channel: 'Hub',
      }),
      rate,
      seconds,
    }),
  );

  // SSE fan-out: 1,000 subscribers (sessions of the demo requester), then ticket events.
  const jordan = await login('jordan.lee@example.com', 'demo-jordan');
  const tokens = [jordan];
  const jordanId = (
    await pool.query<{ id: string }>("SELECT id FROM users WHERE email = 'jordan.lee@example.com'")
  ).rows[0]?.id;
  // Extra sessions are inserted directly: a thousand scrypt sign-ins would measure the KDF, not SSE.
  const { issueSession } = await import('../src/auth/sessions.ts');
  for (let k = 1; k < subscribers; k++) tokens.push((await issueSession(server.ctx, jordanId ?? '')).token);
  const ticket = (
    await pool.query<{ id: string }>('SELECT id FROM tickets WHERE requester_id = $1 LIMIT 1', [jordanId])
  ).rows[0]?.id;
  const events = 5;
  const sse = runChild(
    'sse-clients.ts',
    { url: `${base}/api/notifications/stream`, tokens, expect: events * subscribers },
    async (line) => {
      if (line !== 'ready') return;
      for (let e = 0; e < events; e++) {
        await fetch(`${base}/api/boost/tickets/${ticket}/comments`, {
          method: 'POST',
          headers: { authorization: `Bearer ${manager}`, 'content-type': 'application/json' },
          body: JSON.stringify({ body: `Fan-out ${e}` }),
        });
        await new Promise((r) => setTimeout(r, 500));
      }
    },
  );
  results.push({ name: 'sse fan-out', ...((await sse) as object) });
  console.log(JSON.stringify({ benchmark: 'api', rate, seconds, results }, null, 2));
} finally {
  await stop();
}
