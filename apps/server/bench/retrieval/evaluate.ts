/**
 * The blind evaluation on its own (the retrieval suite runs it too):
 *
 *   node --conditions=@portal/source apps/server/bench/retrieval/evaluate.ts [tuning|heldout|both|FILE.json]
 *
 * A question file of the same format (another blind set) is given by its path, as the argument or in
 * BLIND_QUESTIONS. On the tuning half it prints every wrong answer (that is what tuning looks at); on
 * the held-out half and on any other file only the figures, so nobody tunes on them by accident.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../../src/db/embedded.ts';
import { connect, type Database } from '../../src/db/index.ts';
import { migrate } from '../../src/db/migrate.ts';
import { actingAs } from '../../src/knowledge/access.ts';
import { type Embedder, loadEmbedder } from '../../src/knowledge/embeddings/index.ts';
import { type BlindReport, evaluateBlind, type Half } from '../../src/knowledge/evaluate.ts';
import { isLanguageNotice } from '../../src/knowledge/language.ts';
import { seedKnowledge } from '../../src/knowledge/seed.ts';
import type { Caller } from '../../src/knowledge/types.ts';
import { seedDemo } from '../../src/seed/demo.ts';

/** A demo person by e-mail, acting as a plain user or as an admin (with every document right). */
export async function demoCaller(
  pool: import('pg').Pool,
  email: string,
  role: 'user' | 'admin',
): Promise<Caller> {
  const { rows } = await pool.query<{ id: string; name: string }>(
    'SELECT id, name FROM users WHERE email = $1',
    [email],
  );
  return actingAs(rows[0] as { id: string; name: string }, role);
}

export async function withDemoKnowledge<T>(
  fn: (ctx: {
    pool: import('pg').Pool;
    database: Database;
    user: Caller;
    admin: Caller;
    embedder: Embedder;
  }) => Promise<T>,
): Promise<T> {
  const embedder = await loadEmbedder();
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-eval-'));
  chmodSync(dir, 0o755);
  const server = await startEmbeddedPostgres(path.join(dir, 'pg'));
  const database = connect(server.url(), 10);
  try {
    await migrate(database.pool);
    await seedDemo(database.db);
    await seedKnowledge(database.pool, { conversations: false, embedder });
    const person = (email: string, role: 'user' | 'admin') => demoCaller(database.pool, email, role);
    return await fn({
      pool: database.pool,
      database,
      user: await person('jordan.lee@example.com', 'user'),
      admin: await person('alex.morgan@example.com', 'admin'),
      embedder,
    });
  } finally {
    await database.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function printReport(report: BlindReport, details: boolean) {
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  console.log(
    `\n${report.half} (${report.questions} questions, engine ${report.engine}): correct ${pct(report.correctRate)} of ${report.answerable} answerable; ` +
      `false answers ${pct(report.falseAnswerRate)} of ${report.unanswerable} unanswerable; leaks ${report.leaks}; ` +
      `obeyed injections ${report.obeyedInjections}; fact first ${pct(report.factFirstRate)}`,
  );
  for (const [category, c] of Object.entries(report.byCategory))
    console.log(`  ${category.padEnd(26)} ${String(c.correct).padStart(3)} / ${String(c.n).padEnd(3)}`);
  if (!details) return;
  for (const g of report.graded.filter((x) => !x.correct || x.leak || x.obeyed)) {
    console.log(`\n  x ${g.id} [${g.category}] ${g.question}`);
    console.log(
      `    cited: ${g.cited.join(', ') || '(none)'}; missing: ${g.missing.join(' | ') || '-'}; forbidden: ${g.forbidden.join(' | ') || '-'}`,
    );
    console.log(`    ${g.answer.replace(/\n/g, '\n    ').slice(0, 900)}`);
  }
}

if (import.meta.main) {
  const which = process.argv[2] ?? process.env.BLIND_QUESTIONS ?? 'tuning';
  const halves: (Half | string)[] = which === 'both' ? ['tuning', 'heldout'] : [which];
  await withDemoKnowledge(async ({ pool, user, admin, embedder }) => {
    for (const half of halves) {
      const report = await evaluateBlind(pool, user, admin, half, {
        languageNotice: isLanguageNotice,
        deps: { embedder },
      });
      printReport(report, half === 'tuning');
    }
  });
}
