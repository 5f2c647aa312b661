import {
  ANALYTICS_WINDOW_DAYS,
  type AnalyticsPeriod,
  type ApiUsage,
  analyticsPeriodLabels,
  type ChatAnalytics,
  KNOWLEDGE_GAPS_LIMIT,
  MOST_ASKED_QUESTIONS_LIMIT,
  type SystemKpis,
  TICKET_CONVERSATIONS_LIMIT,
  ticketPriorityValues,
  USER_ACTIVITY_LEAGUE_LIMIT,
} from '@portal/contract';
import type pg from 'pg';

const PERIOD_DAYS: Record<AnalyticsPeriod, number | null> = {
  all_time: null,
  last_30_days: 30,
  last_7_days: 7,
};
/**
 * A suggestion set counts as a deflection when one of its suggestions was opened and its person filed
 * no ticket within this window after it was shown; it is counted only once the window has passed
 * (before that, a ticket may still follow).
 */
export const SUGGESTION_DEFLECTION_HOURS = 24;

const round = (n: number, d = 2) => Math.round(n * 10 ** d) / 10 ** d;

export async function chatAnalytics(pool: pg.Pool, period: AnalyticsPeriod): Promise<ChatAnalytics> {
  const days = PERIOD_DAYS[period];
  const { rows: summary } = await pool.query<ChatAnalytics['summary']>(
    `SELECT (SELECT count(*) FROM chat_sessions)::int AS total_sessions,
       (SELECT count(DISTINCT user_id) FROM chat_sessions)::int AS total_users,
       (SELECT count(*) FROM chat_messages)::int AS total_messages,
       (SELECT count(*) FROM chat_messages WHERE role = 'assistant')::int AS total_responses,
       coalesce((SELECT avg((metadata ->> 'response_time_seconds')::float8) FROM chat_messages
         WHERE role = 'assistant' AND metadata ? 'response_time_seconds'), 0)::float8 AS avg_response_time_seconds`,
  );
  const { rows: asked } = await pool.query<{ question: string; count: number }>(
    `SELECT (array_agg(content #>> '{}' ORDER BY created_at DESC))[1] AS question, count(*)::int AS count
     FROM chat_messages WHERE role = 'user' AND question_norm IS NOT NULL AND question_norm <> ''
     GROUP BY question_norm ORDER BY count DESC, max(created_at) DESC LIMIT $1`,
    [MOST_ASKED_QUESTIONS_LIMIT],
  );
  const { rows: toTickets } = await pool.query<{
    session_id: string;
    user: string;
    question: string | null;
    reason: string;
    timestamp: Date;
    ticket_id: string;
    ticket_number: number;
  }>(
    `SELECT s.id AS session_id, coalesce(u.name, u.email) AS "user",
       (SELECT m.content #>> '{}' FROM chat_messages m WHERE m.session_id = s.id AND m.role = 'user' ORDER BY m.seq LIMIT 1) AS question,
       t.subject AS reason, t.created_at AS timestamp, t.id AS ticket_id, t.number AS ticket_number
     FROM tickets t JOIN chat_sessions s ON s.id::text = t.conversation_session_id JOIN users u ON u.id = s.user_id
     ORDER BY t.created_at DESC LIMIT $1`,
    [TICKET_CONVERSATIONS_LIMIT],
  );
  const { rows: gaps } = await pool.query<{
    user: string;
    question: string;
    reason: string;
    timestamp: Date;
  }>(
    `SELECT DISTINCT ON (g.question_norm) coalesce(u.name, u.email, 'Unknown') AS "user", g.question, g.reason,
       g.created_at AS timestamp, count(*) OVER (PARTITION BY g.question_norm) AS n
     FROM knowledge_gaps g LEFT JOIN users u ON u.id = g.user_id
     ORDER BY g.question_norm, g.created_at DESC`,
  );
  const { rows: league } = await pool.query<ChatAnalytics['user_activity_league'][number]>(
    `SELECT coalesce(u.name, u.email) AS name, u.email, count(DISTINCT s.id)::int AS conversation_count,
       count(m.id)::int AS total_messages
     FROM chat_sessions s JOIN users u ON u.id = s.user_id LEFT JOIN chat_messages m ON m.session_id = s.id
     WHERE ($1::int IS NULL OR s.created_at >= now() - make_interval(days => $1::int))
     GROUP BY u.id, u.name, u.email ORDER BY conversation_count DESC, total_messages DESC, name LIMIT $2`,
    [days, USER_ACTIVITY_LEAGUE_LIMIT],
  );
  const s = summary[0] as ChatAnalytics['summary'];
  return {
    summary: { ...s, avg_response_time_seconds: round(s.avg_response_time_seconds) },
    most_asked_questions: asked,
    conversations_leading_to_tickets: toTickets.map((t) => ({
      session_id: t.session_id,
      user: t.user,
      question: t.question ?? '',
      reason: t.reason,
      timestamp: t.timestamp.toISOString(),
      ticket_id: t.ticket_id,
      ticket_number: `BST-${t.ticket_number}`,
    })),
    knowledge_gaps: (gaps as ((typeof gaps)[number] & { n: number })[])
      .sort((a, b) => Number(b.n) - Number(a.n) || b.timestamp.getTime() - a.timestamp.getTime())
      .slice(0, KNOWLEDGE_GAPS_LIMIT)
      .map((g) => ({
        user: g.user,
        question: g.question,
        reason: g.reason,
        timestamp: g.timestamp.toISOString(),
      })),
    user_activity_league: league,
    league_period: period,
    league_period_label: analyticsPeriodLabels[period],
  };
}

export async function apiUsage(pool: pg.Pool): Promise<ApiUsage> {
  const window = `created_at >= now() - make_interval(days => ${ANALYTICS_WINDOW_DAYS})`;
  const { rows: models } = await pool.query<{
    model: string;
    requests: number;
    tokens: number;
    cost: string;
  }>(
    `SELECT model, count(*)::int AS requests, coalesce(sum(total_tokens), 0)::int AS tokens, coalesce(sum(cost), 0) AS cost
     FROM api_usage WHERE ${window} GROUP BY model ORDER BY model`,
  );
  const { rows: recent } = await pool.query<{
    model: string;
    created_at: Date;
    query_preview: string;
    tokens: number;
    cost: string;
  }>(
    `SELECT model, created_at, query_preview, total_tokens AS tokens, cost FROM api_usage WHERE ${window}
     ORDER BY created_at DESC, id DESC LIMIT 20`,
  );
  const requests = models.reduce((a, m) => a + m.requests, 0);
  const tokens = models.reduce((a, m) => a + m.tokens, 0);
  const cost = models.reduce((a, m) => a + Number(m.cost), 0);
  return {
    summary: {
      total_requests_30d: requests,
      total_tokens_30d: tokens,
      total_cost_30d: round(cost, 6),
      avg_cost_per_request: requests ? round(cost / requests, 6) : 0,
    },
    model_usage: Object.fromEntries(
      models.map((m) => [
        m.model,
        { requests: m.requests, tokens: m.tokens, cost: round(Number(m.cost), 6) },
      ]),
    ),
    recent_requests: recent.map((r) => ({
      model: r.model,
      timestamp: r.created_at.toISOString(),
      query_preview: r.query_preview,
      tokens: r.tokens,
      cost: round(Number(r.cost), 6),
    })),
  };
}

export async function systemKpis(pool: pg.Pool): Promise<SystemKpis> {
  const days = ANALYTICS_WINDOW_DAYS;
  const { rows: chat } = await pool.query<{ total_sessions: number; total_messages: number; avg: number }>(
    `SELECT (SELECT count(*) FROM chat_sessions WHERE created_at >= now() - make_interval(days => $1))::int AS total_sessions,
       (SELECT count(*) FROM chat_messages WHERE created_at >= now() - make_interval(days => $1))::int AS total_messages,
       coalesce((SELECT avg((metadata ->> 'response_time_seconds')::float8) FROM chat_messages
         WHERE role = 'assistant' AND created_at >= now() - make_interval(days => $1)), 0)::float8 AS avg`,
    [days],
  );
  const { rows: tickets } = await pool.query<{
    priority: string;
    total: number;
    resolved: number;
    open: number;
    hours: number | null;
  }>(
    `SELECT priority, count(*)::int AS total,
       count(*) FILTER (WHERE status IN ('resolved', 'closed'))::int AS resolved,
       count(*) FILTER (WHERE status NOT IN ('resolved', 'closed'))::int AS open,
       avg(extract(epoch FROM (coalesce(resolved_at, closed_at) - created_at)) / 3600)
         FILTER (WHERE status IN ('resolved', 'closed') AND coalesce(resolved_at, closed_at) IS NOT NULL)::float8 AS hours
     FROM tickets WHERE created_at >= now() - make_interval(days => $1) GROUP BY priority`,
    [days],
  );
  const { rows: openRows } = await pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM tickets WHERE status NOT IN ('resolved', 'closed')`,
  );
  const { rows: docs } = await pool.query<{ approved: number; processed: number; finished: number }>(
    `SELECT count(*)::int AS approved,
       count(*) FILTER (WHERE processing_status IN ('completed', 'timeout') AND section_count > 0)::int AS processed,
       count(*) FILTER (WHERE processing_status IN ('completed', 'timeout', 'failed'))::int AS finished
     FROM documents WHERE approval_status = 'approved'`,
  );
  const { rows: sugg } = await pool.query<{ sets: number; opened: number; deflections: number }>(
    `SELECT count(*)::int AS sets,
       count(*) FILTER (WHERE EXISTS (SELECT 1 FROM ticket_suggestion_opens o WHERE o.set_id = s.id))::int AS opened,
       count(*) FILTER (WHERE EXISTS (SELECT 1 FROM ticket_suggestion_opens o WHERE o.set_id = s.id)
         AND s.created_at + make_interval(hours => $2) <= now()
         AND NOT EXISTS (SELECT 1 FROM tickets t WHERE t.requester_id = s.user_id AND t.created_at >= s.created_at
           AND t.created_at < s.created_at + make_interval(hours => $2)))::int AS deflections
     FROM ticket_suggestion_sets s WHERE s.created_at >= now() - make_interval(days => $1)`,
    [days, SUGGESTION_DEFLECTION_HOURS],
  );
  const c = chat[0] ?? { total_sessions: 0, total_messages: 0, avg: 0 };
  const d = docs[0] ?? { approved: 0, processed: 0, finished: 0 };
  const by = Object.fromEntries(
    ticketPriorityValues.map((p) => {
      const t = tickets.find((r) => r.priority === p);
      return [
        p,
        {
          total: t?.total ?? 0,
          resolved: t?.resolved ?? 0,
          open: t?.open ?? 0,
          avg_resolution_hours: t?.hours == null ? null : round(t.hours, 1),
        },
      ];
    }),
  ) as SystemKpis['ticket_analytics']['by_priority'];
  return {
    chat_analytics: {
      total_sessions: c.total_sessions,
      sessions_per_day: round(c.total_sessions / days),
      avg_response_time_seconds: round(c.avg),
      total_messages: c.total_messages,
    },
    ticket_analytics: { total_open: openRows[0]?.n ?? 0, by_priority: by },
    document_processing: {
      documents_approved: d.approved,
      documents_processed: d.processed,
      // Of the documents whose processing finished; none finished yet counts as healthy.
      processing_success_rate: d.finished ? round((d.processed / d.finished) * 100, 1) : 100,
    },
    ticket_suggestions: {
      suggestion_sets: sugg[0]?.sets ?? 0,
      suggestions_opened: sugg[0]?.opened ?? 0,
      deflections: sugg[0]?.deflections ?? 0,
    },
    period_days: days,
  };
}
