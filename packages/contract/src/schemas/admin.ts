/** System administration: settings, stats, KPIs, analytics, API usage, cache. */
import { z } from 'zod';
import { DEFAULT_SYSTEM_SETTINGS } from '../constants.ts';
import {
  aiModelSchema,
  analyticsPeriodSchema,
  answerEngineSchema,
  cacheHoursSchema,
  cacheKindSchema,
  ticketPrioritySchema,
} from '../enum-schemas.ts';
import { countSchema, idSchema, isoDateTimeSchema } from './common.ts';

/** The settings an admin may change. */
export const systemSettingsInputSchema = z.object({
  ai_model: aiModelSchema.default(DEFAULT_SYSTEM_SETTINGS.ai_model),
  allow_user_registration: z.boolean().default(DEFAULT_SYSTEM_SETTINGS.allow_user_registration),
  require_document_approval: z.boolean().default(DEFAULT_SYSTEM_SETTINGS.require_document_approval),
  enable_audit_logging: z.boolean().default(DEFAULT_SYSTEM_SETTINGS.enable_audit_logging),
  response_cache_hours: cacheHoursSchema.default(DEFAULT_SYSTEM_SETTINGS.response_cache_hours),
});

/** `GET /admin/system-settings` answer (read by every signed-in user for the chat badges). */
export const systemSettingsSchema = z.object({
  ai_model: aiModelSchema,
  allow_user_registration: z.boolean(),
  require_document_approval: z.boolean(),
  enable_audit_logging: z.boolean(),
  response_cache_hours: cacheHoursSchema,
  /** Read-only: whether an OpenAI key is configured on the server. */
  openai_key_configured: z.boolean(),
  /**
   * Read-only: what answers the chat now ('built-in' while no AI service is configured, whatever
   * `ai_model` says). The chat's model badge shows this, not `ai_model`.
   */
  answer_engine: answerEngineSchema,
  /** Read-only: the model that answers: `ai_model` through the AI service, 'built-in' for the built-in engine. */
  answer_model: z.string(),
});
export type SystemSettings = z.infer<typeof systemSettingsSchema>;
/** The fields of the settings the server works out (never saved from a request). */
export type SystemSettingsReadOnlyField = 'openai_key_configured' | 'answer_engine' | 'answer_model';

/**
 * `PUT /admin/system-settings` body: an object of settings (the portal sends them all); fields left
 * out keep their stored values, and a read-only `openai_key_configured` sent back is ignored. The
 * server merges it over the stored settings and checks the result with `systemSettingsInputSchema`.
 */
export const systemSettingsUpdateRequestSchema = z.object({
  ai_model: aiModelSchema.optional(),
  allow_user_registration: z.boolean().optional(),
  require_document_approval: z.boolean().optional(),
  enable_audit_logging: z.boolean().optional(),
  response_cache_hours: cacheHoursSchema.optional(),
});
export type SystemSettingsUpdateRequest = z.input<typeof systemSettingsUpdateRequestSchema>;
/** The saved settings; an `error` field means the save failed ('Failed to save system settings...'). */
export const systemSettingsUpdateResponseSchema = systemSettingsSchema.extend({
  error: z.string().optional(),
});
export type SystemSettingsUpdateResponse = z.infer<typeof systemSettingsUpdateResponseSchema>;

/** `GET /admin/stats` (camelCase, as the spec). */
export const systemStatsSchema = z.object({
  totalTickets: countSchema,
  openTickets: countSchema,
  totalDocuments: countSchema,
  totalUsers: countSchema,
  activeUsers: countSchema,
  totalSessions: countSchema,
});
export type SystemStats = z.infer<typeof systemStatsSchema>;

/** Per-priority ticket figures of the KPIs. */
export const priorityKpiSchema = z.object({
  total: countSchema,
  resolved: countSchema,
  open: countSchema,
  /** Mean hours from creation to resolution of the resolved ones; null when none resolved. */
  avg_resolution_hours: z.number().nonnegative().nullable(),
});
export type PriorityKpi = z.infer<typeof priorityKpiSchema>;

/** `GET /admin/system-kpis` (30 days). */
export const systemKpisSchema = z.object({
  chat_analytics: z.object({
    total_sessions: countSchema,
    sessions_per_day: z.number().nonnegative(),
    avg_response_time_seconds: z.number().nonnegative(),
    total_messages: countSchema,
  }),
  ticket_analytics: z.object({
    total_open: countSchema,
    /** Keyed by priority name (low, medium, high, urgent): all four present. */
    by_priority: z.record(ticketPrioritySchema, priorityKpiSchema),
  }),
  document_processing: z.object({
    documents_approved: countSchema,
    documents_processed: countSchema,
    /** Percentage 0-100 (see `processingHealth`). */
    processing_success_rate: z.number().min(0).max(100),
  }),
  /** Ticket suggestions before filing (issue 4). */
  ticket_suggestions: z.object({
    suggestion_sets: countSchema,
    suggestions_opened: countSchema,
    /** Sets where a suggestion was opened and no ticket was then filed. */
    deflections: countSchema,
  }),
  period_days: countSchema,
});
export type SystemKpis = z.infer<typeof systemKpisSchema>;

export const chatAnalyticsQuerySchema = z.object({
  league_period: analyticsPeriodSchema.default('all_time'),
});
export type ChatAnalyticsQuery = z.input<typeof chatAnalyticsQuerySchema>;

/** `GET /admin/chat-analytics?league_period=`. */
export const chatAnalyticsSchema = z.object({
  summary: z.object({
    total_sessions: countSchema,
    total_users: countSchema,
    total_messages: countSchema,
    total_responses: countSchema,
    avg_response_time_seconds: z.number().nonnegative(),
  }),
  /** Top 10, grouped by normalised question. */
  most_asked_questions: z.array(z.object({ question: z.string(), count: countSchema })),
  /** Top 8; a click opens /chat?session={session_id}. */
  conversations_leading_to_tickets: z.array(
    z.object({
      session_id: idSchema,
      user: z.string(),
      question: z.string(),
      reason: z.string(),
      timestamp: isoDateTimeSchema,
      ticket_id: idSchema.nullable().optional(),
      ticket_number: z.string().nullable().optional(),
    }),
  ),
  /** Top 10 questions nothing relevant was found for. */
  knowledge_gaps: z.array(
    z.object({ user: z.string(), question: z.string(), reason: z.string(), timestamp: isoDateTimeSchema }),
  ),
  /** Top 10 (medals for the top 3). */
  user_activity_league: z.array(
    z.object({
      name: z.string(),
      email: z.string(),
      conversation_count: countSchema,
      total_messages: countSchema,
    }),
  ),
  league_period: analyticsPeriodSchema,
  league_period_label: z.string(),
});
export type ChatAnalytics = z.infer<typeof chatAnalyticsSchema>;

/** `GET /admin/api-usage` (30 days). Costs in US dollars. */
export const apiUsageSchema = z.object({
  summary: z.object({
    total_requests_30d: countSchema,
    total_tokens_30d: countSchema,
    total_cost_30d: z.number().nonnegative(),
    avg_cost_per_request: z.number().nonnegative(),
  }),
  /** Keyed by model name (e.g. 'gpt-5', 'built-in'). */
  model_usage: z.record(
    z.string(),
    z.object({ requests: countSchema, tokens: countSchema, cost: z.number().nonnegative() }),
  ),
  recent_requests: z.array(
    z.object({
      model: z.string(),
      timestamp: isoDateTimeSchema,
      query_preview: z.string(),
      tokens: countSchema,
      cost: z.number().nonnegative(),
    }),
  ),
});
export type ApiUsage = z.infer<typeof apiUsageSchema>;

/** `POST /admin/cache/clear-{response|retrieval|embedding}` answer. */
export const cacheClearResponseSchema = z.object({
  message: z.string(),
  cache: cacheKindSchema,
  cleared: countSchema,
});
export type CacheClearResponse = z.infer<typeof cacheClearResponseSchema>;

/** `POST /admin/cache/clear-all` answer: a message plus the count per cache. */
export const cacheClearAllResponseSchema = z.object({
  message: z.string(),
  cleared: z.record(cacheKindSchema, countSchema),
  total_cleared: countSchema,
});
export type CacheClearAllResponse = z.infer<typeof cacheClearAllResponseSchema>;

/** The version info panel of System Settings (build-time data of the portal; the spec names no call). */
export const versionInfoSchema = z.object({
  version: z.string(),
  build_date: z.string(),
  environment: z.string(),
  features: z.array(z.string()),
  build_number: z.string(),
});
export type VersionInfo = z.infer<typeof versionInfoSchema>;
