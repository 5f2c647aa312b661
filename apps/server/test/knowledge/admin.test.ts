import {
  apiUsageSchema,
  chatAnalyticsSchema,
  systemKpisSchema,
  systemSettingsSchema,
} from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedKnowledge } from '../../src/knowledge/seed.ts';
import { type KnowledgeServer, sendChat, startKnowledgeServer } from './harness.ts';

let s: KnowledgeServer;
let admin: string;
let user: string;
let manager: string;
beforeAll(async () => {
  s = await startKnowledgeServer();
  await seedKnowledge(s.ctx.database.pool, { conversations: false });
  admin = await s.token('admin');
  user = await s.token('user');
  manager = await s.token('manager');
}, 120_000);
afterAll(() => s.stop());

describe('system settings', () => {
  it('every signed-in user reads them; only admins change them; values are validated', async () => {
    expect((await s.call('GET', '/api/admin/system-settings')).status).toBe(401);
    const read = await s.call('GET', '/api/admin/system-settings', { token: user });
    expect(systemSettingsSchema.parse(read.body)).toEqual({
      ai_model: 'gpt-5',
      allow_user_registration: false,
      require_document_approval: true,
      enable_audit_logging: true,
      response_cache_hours: 24,
      openai_key_configured: false,
      // No AI service configured: the built-in engine answers, whatever the model setting says.
      answer_engine: 'built-in',
      answer_model: 'built-in',
    });
    const denied = await s.call('PUT', '/api/admin/system-settings', {
      token: manager,
      body: { ai_model: 'gpt-4o' },
    });
    expect(denied.status).toBe(403);
    expect(denied.body.detail).toBe('Permission required: system_settings');
    const badModel = await s.call('PUT', '/api/admin/system-settings', {
      token: admin,
      body: { ai_model: 'llama' },
    });
    expect(badModel.status).toBe(400);
    expect(badModel.body.detail).toMatch(/^ai_model/);
    const badHours = await s.call('PUT', '/api/admin/system-settings', {
      token: admin,
      body: { response_cache_hours: 5 },
    });
    expect(badHours.status).toBe(400);
    const ok = await s.call('PUT', '/api/admin/system-settings', {
      token: admin,
      body: { ...read.body, ai_model: 'gpt-5-mini', response_cache_hours: 72, openai_key_configured: true },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      ai_model: 'gpt-5-mini',
      response_cache_hours: 72,
      openai_key_configured: false,
      answer_engine: 'built-in',
      answer_model: 'built-in',
    });
    const reread = await s.call('GET', '/api/admin/system-settings', { token: user });
    expect(reread.body.response_cache_hours).toBe(72);
  });

  it('a partial PUT changes only the fields sent; the others keep their stored values', async () => {
    const full = await s.call('PUT', '/api/admin/system-settings', {
      token: admin,
      body: {
        ai_model: 'gpt-4o',
        allow_user_registration: true,
        require_document_approval: false,
        enable_audit_logging: false,
        response_cache_hours: 168,
      },
    });
    expect(full.status).toBe(200);
    const partial = await s.call('PUT', '/api/admin/system-settings', {
      token: admin,
      body: { response_cache_hours: 6 },
    });
    expect(partial.status).toBe(200);
    expect(partial.body).toEqual({
      ai_model: 'gpt-4o',
      allow_user_registration: true,
      require_document_approval: false,
      enable_audit_logging: false,
      response_cache_hours: 6,
      openai_key_configured: false,
      answer_engine: 'built-in',
      answer_model: 'built-in',
    });
    expect((await s.call('GET', '/api/admin/system-settings', { token: user })).body).toEqual(partial.body);
    // A bad value is still refused, and changes nothing.
    const bad = await s.call('PUT', '/api/admin/system-settings', {
      token: admin,
      body: { ai_model: 'gpt-3' },
    });
    expect(bad.status).toBe(400);
    // Back to the defaults for the tests below.
    const reset = await s.call('PUT', '/api/admin/system-settings', {
      token: admin,
      body: {
        ai_model: 'gpt-5',
        allow_user_registration: false,
        require_document_approval: true,
        enable_audit_logging: true,
        response_cache_hours: 24,
      },
    });
    expect(reset.status).toBe(200);
  });
});

describe('analytics, usage and KPIs from real rows', () => {
  it('are admin only', async () => {
    for (const p of ['/api/admin/chat-analytics', '/api/admin/api-usage', '/api/admin/system-kpis'])
      expect((await s.call('GET', p, { token: manager })).status).toBe(403);
  });

  it('count questions, gaps, tickets from conversations and the league', async () => {
    const sessionA = crypto.randomUUID();
    await sendChat(s.base, user, { session_id: sessionA, message: 'How do I reset my password?' });
    await sendChat(s.base, user, { session_id: sessionA, message: 'How long must a password be?' });
    await sendChat(s.base, manager, {
      session_id: crypto.randomUUID(),
      message: 'how do I reset my password',
    });
    await sendChat(s.base, user, {
      session_id: crypto.randomUUID(),
      message: 'Where can I park my car at the London office?',
    });
    const userId = (
      await s.ctx.database.pool.query("SELECT id FROM users WHERE email = 'jordan.lee@example.com'")
    ).rows[0].id;
    await s.ctx.database.pool.query(
      `INSERT INTO tickets (subject, description, priority, status, requester_id, conversation_session_id, created_at, resolved_at)
       VALUES ('Password still not working', 'd', 'high', 'resolved', $1, $2, now() - interval '10 hours', now() - interval '4 hours')`,
      [userId, sessionA],
    );

    const res = await s.call('GET', '/api/admin/chat-analytics?league_period=last_7_days', { token: admin });
    const a = chatAnalyticsSchema.parse(res.body);
    expect(a.summary).toMatchObject({
      total_sessions: 3,
      total_users: 2,
      total_messages: 8,
      total_responses: 4,
    });
    expect(a.most_asked_questions[0]).toEqual({ question: 'how do I reset my password', count: 2 });
    expect(a.knowledge_gaps.map((g) => g.question)).toEqual([
      'Where can I park my car at the London office?',
    ]);
    expect(a.conversations_leading_to_tickets).toEqual([
      expect.objectContaining({
        session_id: sessionA,
        user: 'Jordan Lee',
        question: 'How do I reset my password?',
        reason: 'Password still not working',
      }),
    ]);
    expect(a.user_activity_league[0]).toEqual({
      name: 'Jordan Lee',
      email: 'jordan.lee@example.com',
      conversation_count: 2,
      total_messages: 6,
    });
    expect(a.league_period_label).toBe('Last 7 Days');
    expect(
      (await s.call('GET', '/api/admin/chat-analytics?league_period=forever', { token: admin })).status,
    ).toBe(400);

    const usage = apiUsageSchema.parse((await s.call('GET', '/api/admin/api-usage', { token: admin })).body);
    expect(usage.summary.total_requests_30d).toBe(4);
    expect(usage.summary.total_cost_30d).toBe(0);
    expect(usage.model_usage['built-in']?.requests).toBe(4);
    expect(usage.model_usage['built-in']?.tokens).toBeGreaterThan(100);
    expect(usage.recent_requests[0]?.query_preview).toBe('Where can I park my car at the London office?');

    const k = systemKpisSchema.parse((await s.call('GET', '/api/admin/system-kpis', { token: admin })).body);
    expect(k.chat_analytics).toMatchObject({ total_sessions: 3, total_messages: 8 });
    // The demo seed has tickets too: compare with the rows themselves.
    const { rows: high } = await s.ctx.database.pool.query(
      `SELECT created_at, coalesce(resolved_at, closed_at) AS done FROM tickets
       WHERE priority = 'high' AND status IN ('resolved', 'closed') AND created_at >= now() - interval '30 days'`,
    );
    const hours = high.map((r) => (r.done.getTime() - r.created_at.getTime()) / 3_600_000);
    expect(hours).toContain(6);
    expect(k.ticket_analytics.by_priority.high.resolved).toBe(high.length);
    expect(k.ticket_analytics.by_priority.high.avg_resolution_hours).toBeCloseTo(
      hours.reduce((x, y) => x + y, 0) / hours.length,
      1,
    );
    expect(k.document_processing).toEqual({
      documents_approved: 11,
      documents_processed: 11,
      processing_success_rate: 100,
    });
  });
});

describe('cache clear', () => {
  it('answers counts per cache, admin only', async () => {
    await sendChat(s.base, user, {
      session_id: crypto.randomUUID(),
      message: 'What is the hotel limit in London?',
    });
    expect((await s.call('POST', '/api/admin/cache/clear-response', { token: user })).status).toBe(403);
    const resp = await s.call('POST', '/api/admin/cache/clear-response', { token: admin });
    expect(resp.body).toMatchObject({ cache: 'response', cleared: 3 });
    expect((await s.call('POST', '/api/admin/cache/clear-response', { token: admin })).body.cleared).toBe(0);
    const all = await s.call('POST', '/api/admin/cache/clear-all', { token: admin });
    expect(all.body.cleared.response).toBe(0);
    expect(all.body.cleared.retrieval).toBeGreaterThan(0);
    expect(all.body.cleared.embedding).toBe(0);
    expect(all.body.message).toMatch(/cleared/);
    const emb = await s.call('POST', '/api/admin/cache/clear-embedding', { token: admin });
    expect(emb.body).toMatchObject({ cache: 'embedding', cleared: 0 });
  });
});

describe('ticket suggestions before filing', () => {
  it('suggests relevant approved documents, records opens, and counts deflections in the KPIs', async () => {
    // Someone with no tickets at all, so the 24 h windows below hold only the tickets this test files.
    const fin = await s.token('financeManager');
    const res = await s.call('POST', '/api/boost/ticket-suggestions', {
      token: fin,
      body: { subject: 'Forgot my password and account is locked' },
    });
    expect(res.status).toBe(200);
    expect(res.body.suggestions[0]).toMatchObject({
      source: 'Password Reset and Account Security Guide.txt',
      department: 'information_technology',
    });
    const none = await s.call('POST', '/api/boost/ticket-suggestions', {
      token: fin,
      body: { subject: 'Printer on floor 3 is jammed' },
    });
    expect(none.body.suggestions).toEqual([]);
    const docId = res.body.suggestions[0].document_id;
    const other = await s.call('POST', `/api/boost/ticket-suggestions/${res.body.suggestion_set_id}/opened`, {
      token: manager,
      body: { document_id: docId },
    });
    expect(other.status).toBe(404);
    const opened = await s.call(
      'POST',
      `/api/boost/ticket-suggestions/${res.body.suggestion_set_id}/opened`,
      {
        token: fin,
        body: { document_id: docId },
      },
    );
    expect(opened.body).toEqual({ ok: true });
    const kpis = async () => (await s.call('GET', '/api/admin/system-kpis', { token: admin })).body;
    // Opened, but a ticket may still follow within 24 h: not a deflection yet.
    expect((await kpis()).ticket_suggestions).toEqual({
      suggestion_sets: 2,
      suggestions_opened: 1,
      deflections: 0,
    });
    const pool = s.ctx.database.pool;
    const age = (id: string, hours: number) =>
      pool.query(
        `UPDATE ticket_suggestion_sets SET created_at = now() - make_interval(hours => $2) WHERE id = $1`,
        [id, hours],
      );
    // 25 h later without a ticket from that person: a deflection.
    await age(res.body.suggestion_set_id, 25);
    expect((await kpis()).ticket_suggestions.deflections).toBe(1);

    // Another opened suggestion, then a ticket filed by the same person within the window: not one.
    const again = await s.call('POST', '/api/boost/ticket-suggestions', {
      token: fin,
      body: { subject: 'How do I reset my password?' },
    });
    await s.call('POST', `/api/boost/ticket-suggestions/${again.body.suggestion_set_id}/opened`, {
      token: fin,
      body: { document_id: again.body.suggestions[0].document_id },
    });
    await age(again.body.suggestion_set_id, 30);
    await pool.query(
      `INSERT INTO tickets (subject, description, priority, status, requester_id, created_at)
       VALUES ('Password reset did not work', 'd', 'medium', 'open', $1, now() - interval '29 hours')`,
      [await s.userId('financeManager')],
    );
    expect((await kpis()).ticket_suggestions).toEqual({
      suggestion_sets: 3,
      suggestions_opened: 2,
      deflections: 1,
    });
  });
});
