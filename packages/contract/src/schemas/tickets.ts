/** BOOST tickets, their comments, attachments, audit trail, categories and suggestions. */
import { z } from 'zod';
import { ATTACHMENT_MAX_BYTES, messages } from '../constants.ts';
import {
  assignedFilterSchema,
  auditActionSchema,
  classificationSchema,
  departmentSchema,
  kbDepartmentSchema,
  notificationTypeSchema,
  ticketPrioritySchema,
  ticketScopeSchema,
  ticketSortSchema,
  ticketStatusFilterSchema,
  ticketStatusSchema,
  ticketTierSchema,
} from '../enum-schemas.ts';
import { HUB_CHANNEL } from '../enums.ts';
import {
  countSchema,
  epochMsSchema,
  filterValue,
  idSchema,
  isoDateTimeSchema,
  paginatedSchema,
  paginationQuerySchema,
  requiredTextSchema,
} from './common.ts';

// ---------------------------------------------------------------------------------------------------------
// Ticket

export const ticketSchema = z.object({
  id: idSchema,
  /** Readable number shown beside the subject, e.g. 'BST-000042'; searchable. */
  ticket_number: z.string(),
  subject: z.string(),
  /** HTML as given by the author: render it sanitized. */
  description: z.string(),
  status: ticketStatusSchema,
  priority: ticketPrioritySchema,
  tier: ticketTierSchema,
  category: z.string(),
  subcategory: z.string(),
  classification: classificationSchema,
  support_department: departmentSchema,
  /** 'Hub' for tickets raised in the portal. */
  channel: z.string(),
  /** Where the ticket came from, free text (e.g. 'chat', 'boost'); null when not recorded. */
  source: z.string().nullable(),
  justification: z.string().nullable(),
  /** The chat conversation the ticket was raised from ('View Full Conversation'). */
  conversation_session_id: idSchema.nullable(),
  /** Null once the requester's account is deleted (name and e-mail are kept). */
  requester_id: idSchema.nullable(),
  requester_name: z.string(),
  requester_email: z.string(),
  owner_id: idSchema.nullable(),
  owner_name: z.string().nullable(),
  boost_agent_id: idSchema.nullable(),
  boost_agent_name: z.string().nullable(),
  business_unit_id: idSchema.nullable(),
  business_unit_name: z.string().nullable(),
  /** SLA due instant (resolution target in business hours from creation, pushed back by pauses). */
  due_at: isoDateTimeSchema.nullable(),
  /** Set while the SLA clock is paused (status waiting_customer or on_hold); null while it runs. */
  sla_paused_at: isoDateTimeSchema.nullable(),
  /** Business time, in seconds, the SLA clock has spent paused so far (already added to due_at). */
  sla_paused_seconds: countSchema,
  /** When the periodic sweep recorded the breach; null if not breached (yet). */
  sla_breached_at: isoDateTimeSchema.nullable(),
  resolved_at: isoDateTimeSchema.nullable(),
  closed_at: isoDateTimeSchema.nullable(),
  created_at: isoDateTimeSchema,
  updated_at: isoDateTimeSchema,
  /** Name of whoever changed it last. */
  updated_by: z.string().nullable(),
  /** Comments the caller may see (internal ones are not counted for a user who may not see them). */
  comment_count: countSchema,
  attachment_count: countSchema,
});
export type Ticket = z.infer<typeof ticketSchema>;

/**
 * `POST /boost/tickets` body, without the cross-field rule (for `.pick`/`.extend` by forms).
 * The requester_* fields are accepted for compatibility but the server takes the requester from the token.
 */
export const ticketCreateFieldsSchema = z.object({
  support_department: departmentSchema,
  category: requiredTextSchema.max(200),
  subcategory: requiredTextSchema.max(200),
  subject: requiredTextSchema.max(300),
  description: requiredTextSchema.max(100_000),
  classification: classificationSchema,
  priority: ticketPrioritySchema,
  /** Required (non-blank) when priority is urgent. */
  justification: z.string().trim().max(10_000).nullable().optional(),
  business_unit_id: idSchema.nullable().optional(),
  channel: z.string().max(50).default(HUB_CHANNEL),
  source: z.string().max(50).nullable().optional(),
  assignee_id: idSchema.nullable().optional(),
  assignee_name: z.string().nullable().optional(),
  requester_name: z.string().optional(),
  requester_email: z.string().optional(),
  requester_id: idSchema.optional(),
  conversation_session_id: idSchema.nullable().optional(),
  /** The suggestion set shown while drafting (issue 4), so the server knows it was not a deflection. */
  suggestion_set_id: idSchema.nullable().optional(),
});

/** `POST /boost/tickets` body; urgent priority needs a justification ('Critical priority requires justification'). */
export const ticketCreateRequestSchema = ticketCreateFieldsSchema
  .superRefine((value, ctx) => {
    if (value.priority === 'urgent' && !value.justification?.trim()) {
      ctx.addIssue({ code: 'custom', path: ['justification'], message: messages.justificationRequired });
    }
  })
  // The same rule in the published JSON Schema (a refinement has no JSON Schema of its own).
  .meta({
    if: { properties: { priority: { const: 'urgent' } }, required: ['priority'] },
    // biome-ignore lint/suspicious/noThenProperty: `then` is the JSON Schema keyword, never awaited.
    then: { properties: { justification: { type: 'string', pattern: '\\S' } }, required: ['justification'] },
  });
export type TicketCreateRequest = z.input<typeof ticketCreateRequestSchema>;
export type TicketCreateData = z.output<typeof ticketCreateRequestSchema>;

/**
 * `PUT /boost/tickets/:id` body: any of these. status/priority/tier/owner are manager and admin only,
 * except that the requester may set status 'resolved' while it is 'waiting_customer'.
 * owner_id null = unassigned. The server stamps `updated_at`/`updated_by` itself and records the change in
 * the audit trail in the same transaction.
 */
export const ticketUpdateRequestSchema = z.object({
  status: ticketStatusSchema.optional(),
  priority: ticketPrioritySchema.optional(),
  tier: ticketTierSchema.optional(),
  owner_id: idSchema.nullable().optional(),
  owner_name: z.string().nullable().optional(),
  support_department: departmentSchema.optional(),
  justification: z.string().trim().max(10_000).nullable().optional(),
});
export type TicketUpdateRequest = z.infer<typeof ticketUpdateRequestSchema>;

/** `PATCH /boost/tickets/:id/boost-agent` body; null = unassigned. */
export const boostAgentUpdateRequestSchema = z.object({
  boost_agent_id: idSchema.nullable(),
  boost_agent_name: z.string().nullable().optional(),
});
export type BoostAgentUpdateRequest = z.infer<typeof boostAgentUpdateRequestSchema>;

/**
 * `GET /boost/tickets` query. Empty, 'all' and 'none' mean "no filter" for every filter.
 * `status` defaults to no filter on the server; the screen's default is 'all_open'.
 * `limit` + `updated_since` are the notification fallback's form (`?limit=10&updated_since={ms}`):
 * `limit` overrides `page_size` and answers the most recently updated first.
 */
export const ticketListQuerySchema = paginationQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
  status: filterValue(ticketStatusFilterSchema),
  priority: filterValue(ticketPrioritySchema),
  support_department: filterValue(departmentSchema),
  business_unit_id: filterValue(idSchema),
  assigned_filter: filterValue(assignedFilterSchema),
  scope: ticketScopeSchema.default('visible'),
  sort: ticketSortSchema.default('newest'),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  updated_since: epochMsSchema.optional(),
  /**
   * `true`: only tickets past their due date and still open (the spec's overdue rule, `isOverdue`);
   * `false`: only the others. Lets a client count overdue tickets with `page_size=1` instead of
   * downloading every open ticket.
   */
  overdue: z.enum(['true', 'false']).optional(),
  /**
   * Keyset paging: the `next_cursor` of the previous answer. With it the page continues after that answer's
   * last ticket, in the same order and filters, and `page` is ignored: a deep page costs what page 1 costs,
   * and tickets created meanwhile do not shift it. Without it, `page` works as before.
   */
  cursor: z.string().trim().min(1).max(200).optional(),
});
export type TicketListQuery = z.input<typeof ticketListQuerySchema>;

/**
 * `GET /boost/tickets` answer: one page plus the total matching the filters. `total` is exact up to
 * `TICKET_COUNT_EXACT_LIMIT` matches; above it, counting every match would read most of a large table on
 * every request, so it is PostgreSQL's estimate (never below the limit + 1) and `total_is_estimate` is
 * true. `next_cursor` continues after this page's last ticket (`cursor`), null on the last page.
 */
export const ticketListResponseSchema = paginatedSchema(ticketSchema).extend({
  total_is_estimate: z.boolean().optional(),
  next_cursor: z.string().nullable().optional(),
});
export type TicketListResponse = z.infer<typeof ticketListResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// Comments

export const commentSchema = z.object({
  id: idSchema,
  ticket_id: idSchema,
  body: z.string(),
  is_internal: z.boolean(),
  author_id: idSchema.nullable(),
  author_name: z.string(),
  created_at: isoDateTimeSchema,
});
export type Comment = z.infer<typeof commentSchema>;

/** `POST /boost/tickets/:id/comments` body. `author_name` is accepted and ignored (taken from the token). */
export const commentCreateRequestSchema = z.object({
  body: requiredTextSchema.max(50_000),
  /** Only agent, manager and admin may post internal comments. */
  is_internal: z.boolean().default(false),
  author_name: z.string().optional(),
});
export type CommentCreateRequest = z.input<typeof commentCreateRequestSchema>;

// ---------------------------------------------------------------------------------------------------------
// Attachments

export const attachmentSchema = z.object({
  id: idSchema,
  ticket_id: idSchema,
  original_name: z.string(),
  file_size: countSchema,
  content_type: z.string(),
  /** Name of the uploader. */
  uploaded_by: z.string(),
  created_at: isoDateTimeSchema,
});
export type Attachment = z.infer<typeof attachmentSchema>;

/**
 * `POST /boost/tickets/:id/attachments` multipart body. The server checks size, extension and magic
 * bytes; `ticket_id` (if sent) must equal the path's; `uploaded_by` is accepted and ignored.
 */
export const attachmentUploadRequestSchema = z.object({
  file: z.file().max(ATTACHMENT_MAX_BYTES),
  ticket_id: idSchema.optional(),
  uploaded_by: z.string().optional(),
});
export type AttachmentUploadRequest = z.infer<typeof attachmentUploadRequestSchema>;

// ---------------------------------------------------------------------------------------------------------
// Audit

/** Free-form details: text or an object (e.g. `{ from: 'open', to: 'in_progress' }`). */
export const auditDetailsSchema = z.union([z.string(), z.record(z.string(), z.unknown())]).nullable();

export const auditEntrySchema = z.object({
  id: idSchema,
  ticket_id: idSchema,
  /** One of `auditActionValues`, or any other text (shown with a default icon). */
  action: z.string(),
  description: z.string(),
  details: auditDetailsSchema,
  user_id: idSchema.nullable(),
  user_name: z.string().nullable(),
  timestamp: isoDateTimeSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/**
 * `POST /boost/tickets/:id/audit` body: an entry appended as sent, for clients that keep a trail of their
 * own. The server records every change it makes itself (the portal posts nothing here), and refuses the
 * actions only it records (`serverAuditActionValues`). `action` is one of the known actions, exactly: a lookalike ('sla_breach' with a zero-width space) would show in the trail under the
 * known action's label.
 */
export const auditCreateRequestSchema = z.object({
  action: auditActionSchema,
  description: z.string().max(2000).default(''),
  user_name: z.string().optional(),
  timestamp: z.string().optional(),
  details: auditDetailsSchema.optional(),
});
export type AuditCreateRequest = z.input<typeof auditCreateRequestSchema>;

// ---------------------------------------------------------------------------------------------------------
// Categories, recent activity

/** `GET /boost/categories`: department -> category -> subcategories. */
export const categoriesSchema = z.record(z.string(), z.record(z.string(), z.array(z.string())));
export type Categories = z.infer<typeof categoriesSchema>;

/**
 * An item of `GET /notifications/recent` and `GET /boost/recent-activity`: a ticket event since a time.
 */
export const recentNotificationItemSchema = z.object({
  id: idSchema.optional(),
  ticket_id: idSchema,
  ticket_number: z.string().optional(),
  update_type: notificationTypeSchema,
  message: z.string().optional(),
  data: z.looseObject({
    ticket_subject: z.string().optional(),
    new_status: ticketStatusSchema.optional(),
  }),
  timestamp: isoDateTimeSchema,
  // `GET /notifications/recent` answers the person's notifications themselves, with these too.
  seq: z.number().int().nonnegative().optional(),
  user_id: idSchema.optional(),
  read: z.boolean().optional(),
  created_at: isoDateTimeSchema.optional(),
});
export type RecentNotificationItem = z.infer<typeof recentNotificationItemSchema>;

export const sinceQuerySchema = z.object({ since: epochMsSchema.optional() });

// ---------------------------------------------------------------------------------------------------------
// Ticket suggestions (issue 4): documents that may answer a draft before it is filed

export const ticketSuggestionsRequestSchema = z.object({
  subject: requiredTextSchema.max(300),
  description: z.string().max(100_000).optional(),
  support_department: departmentSchema.optional(),
});
export type TicketSuggestionsRequest = z.infer<typeof ticketSuggestionsRequestSchema>;

export const ticketSuggestionSchema = z.object({
  document_id: idSchema,
  /** The document's original name. */
  source: z.string(),
  department: kbDepartmentSchema,
  /** Heading path of the matching section joined with ' > ', or null for the whole document. */
  section: z.string().nullable(),
  excerpt: z.string(),
  score: z.number(),
});
export type TicketSuggestion = z.infer<typeof ticketSuggestionSchema>;

/** The set shown: its id goes back in `suggestion_opened` and in the ticket's `suggestion_set_id`. */
export const ticketSuggestionsResponseSchema = z.object({
  suggestion_set_id: idSchema,
  suggestions: z.array(ticketSuggestionSchema),
});
export type TicketSuggestionsResponse = z.infer<typeof ticketSuggestionsResponseSchema>;

/**
 * `POST /boost/ticket-suggestions/:id/opened`: the user opened one. A set with an opened suggestion and
 * no ticket filed with its `suggestion_set_id` counts as a deflection.
 */
export const ticketSuggestionOpenedRequestSchema = z.object({ document_id: idSchema });
export type TicketSuggestionOpenedRequest = z.infer<typeof ticketSuggestionOpenedRequestSchema>;
