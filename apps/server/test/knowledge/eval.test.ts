import { defaultPermissionMap } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/index.ts';
import { evaluateRetrieval } from '../../src/knowledge/evaluate.ts';
import { seedKnowledge } from '../../src/knowledge/seed.ts';
import { seedDemo } from '../../src/seed/demo.ts';
import { freshDatabase } from '../helpers.ts';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
  await seedDemo(database.db);
}, 120_000);
afterAll(() => database.close());

describe('demo knowledge base and the retrieval evaluation set', () => {
  it('seedKnowledge indexes the approved demo documents, leaves one pending and one rejected, and is idempotent', async () => {
    const result = await seedKnowledge(database.pool);
    expect(result.documents).toBeGreaterThanOrEqual(13);
    expect(result.sections).toBeGreaterThan(50);
    // 7 past conversations, and one for each demo ticket filed from the chat.
    const { rows: chatTickets } = await database.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM tickets WHERE conversation_session_id IS NOT NULL',
    );
    expect(chatTickets[0]?.n).toBeGreaterThan(0);
    expect(result.conversations).toBe(7 + (chatTickets[0]?.n ?? 0));
    const { rows } = await database.pool.query<{
      approval_status: string;
      processing_status: string | null;
      n: number;
    }>(
      `SELECT approval_status, processing_status, count(*)::int AS n FROM documents GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    expect(rows).toEqual([
      { approval_status: 'approved', processing_status: 'completed', n: 11 },
      { approval_status: 'pending_approval', processing_status: null, n: 1 },
      { approval_status: 'rejected', processing_status: null, n: 1 },
    ]);
    const again = await seedKnowledge(database.pool);
    expect(again.documents).toBe(0);
    // The demo conversations include a question nothing answers: a logged knowledge gap.
    const gaps = await database.pool.query('SELECT question, reason FROM knowledge_gaps');
    expect(gaps.rows.map((g) => g.question)).toContain('Is there a company gym membership discount?');
  }, 120_000);

  it('meets its measured quality: recall@3, no unused citations, no ungrounded text, no false answers', async () => {
    const { rows } = await database.pool.query<{ id: string; email: string }>(
      "SELECT id, email FROM users WHERE email = 'jordan.lee@example.com'",
    );
    const u = rows[0] as { id: string; email: string };
    const report = await evaluateRetrieval(database.pool, {
      id: u.id,
      email: u.email,
      name: 'Jordan Lee',
      isAdmin: false,
      isDocumentAdmin: false,
      isManager: false,
      permissions: defaultPermissionMap('user'),
    });
    console.log(JSON.stringify(report, null, 2));
    expect(report.questions).toBeGreaterThanOrEqual(40);
    expect(report.noAnswer).toBeGreaterThanOrEqual(10);
    expect(report.unusedCitationRate).toBe(0);
    expect(report.ungroundedStringRate).toBe(0);
    expect(report.recallAt3).toBeGreaterThanOrEqual(0.9);
    expect(report.summaryAnswerRate).toBeGreaterThanOrEqual(0.75);
    expect(report.falseAnswerRate).toBeLessThanOrEqual(0.1);
  }, 120_000);
});
