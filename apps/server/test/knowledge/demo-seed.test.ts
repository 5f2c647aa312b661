import { chatAnalyticsSchema } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedKnowledge } from '../../src/knowledge/seed.ts';
import { type KnowledgeServer, startKnowledgeServer } from './harness.ts';

let s: KnowledgeServer;
let admin: string;
beforeAll(async () => {
  // The demo as the server loads it: people and tickets first, then documents and conversations.
  s = await startKnowledgeServer();
  await seedKnowledge(s.ctx.database.pool);
  admin = await s.token('admin');
}, 180_000);
afterAll(() => s.stop());

describe('demo data: conversations leading to tickets', () => {
  it('every chat-created demo ticket has its conversation, and the analytics panel lists them', async () => {
    const pool = s.ctx.database.pool;
    const { rows: tickets } = await pool.query<{ session_id: string; subject: string; requester: string }>(
      `SELECT t.conversation_session_id AS session_id, t.subject, u.name AS requester
       FROM tickets t JOIN users u ON u.id = t.requester_id
       WHERE t.conversation_session_id IS NOT NULL ORDER BY t.created_at DESC`,
    );
    expect(tickets.length).toBeGreaterThan(0);
    const { rows: dangling } = await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM tickets t WHERE t.conversation_session_id IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM chat_sessions c WHERE c.id::text = t.conversation_session_id)`,
    );
    expect(dangling[0]?.n).toBe(0);

    const res = await s.call('GET', '/api/admin/chat-analytics', { token: admin });
    expect(res.status).toBe(200);
    const panel = chatAnalyticsSchema.parse(res.body).conversations_leading_to_tickets;
    expect(panel).toHaveLength(Math.min(8, tickets.length));
    for (const [i, row] of panel.entries()) {
      const ticket = tickets[i];
      expect(row).toMatchObject({
        session_id: ticket?.session_id,
        user: ticket?.requester,
        reason: ticket?.subject,
      });
      // The question asked is the ticket's subject without its 'Department - Category: ' prefix.
      expect(ticket?.subject.endsWith(row.question)).toBe(true);
      expect(row.question.length).toBeGreaterThan(5);
    }

    // 'View Conversation' opens it (admins read any conversation) ...
    const first = panel[0] as (typeof panel)[number];
    const messages = await s.call('GET', `/api/chat/sessions/${first.session_id}/messages`, { token: admin });
    expect(messages.status).toBe(200);
    expect(messages.body.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    // ... and it is in the requester's own history, dated before the ticket.
    const { rows: owner } = await pool.query<{ email: string; before: boolean }>(
      `SELECT u.email, c.created_at < t.created_at AS before FROM chat_sessions c JOIN users u ON u.id = c.user_id
       JOIN tickets t ON t.conversation_session_id = c.id::text WHERE c.id = $1`,
      [first.session_id],
    );
    expect(owner[0]?.before).toBe(true);
    const { rows: requester } = await pool.query<{ email: string }>(
      `SELECT u.email FROM tickets t JOIN users u ON u.id = t.requester_id WHERE t.conversation_session_id = $1`,
      [first.session_id],
    );
    expect(owner[0]?.email).toBe(requester[0]?.email);
  });
});
