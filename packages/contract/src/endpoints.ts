/**
 * The catalogue of every call: method, path (relative to API_BASE_PATH '/api', with `:param`s), how it
 * authenticates, and the zod schemas of its query, body and answer. The server mounts routes from it,
 * the API client derives its functions and types from it, the OpenAPI document is generated from it.
 *
 *   type Res = EndpointResponse<'tickets.get'>;      // Ticket
 *   type Body = EndpointBody<'tickets.create'>;      // what the client sends (before defaults)
 *   endpointPath('tickets.get', { id })              // '/boost/tickets/6f1c...'
 *
 * Every error answer is `errorResponseSchema` (`{ detail }`) with the HTTP status.
 */
import { z } from 'zod';
import { ATTACHMENT_CONTENT_TYPES, DOCUMENT_CONTENT_TYPES } from './constants.ts';
import type { PathParams } from './routes.ts';
import {
  apiUsageSchema,
  cacheClearAllResponseSchema,
  cacheClearResponseSchema,
  chatAnalyticsQuerySchema,
  chatAnalyticsSchema,
  systemKpisSchema,
  systemSettingsSchema,
  systemSettingsUpdateRequestSchema,
  systemSettingsUpdateResponseSchema,
  systemStatsSchema,
} from './schemas/admin.ts';
import {
  chatMessagesResponseSchema,
  chatSendRequestSchema,
  chatSendResponseSchema,
  chatSessionSchema,
  chatStreamEventSchema,
  feedbackListQuerySchema,
  feedbackRequestSchema,
  feedbackSchema,
} from './schemas/chat.ts';
import { okResponseSchema } from './schemas/common.ts';
import {
  documentApproveRequestSchema,
  documentApproveResponseSchema,
  documentDownloadQuerySchema,
  documentListQuerySchema,
  documentRejectRequestSchema,
  documentSchema,
  documentUploadRequestSchema,
  ragStatsSchema,
} from './schemas/documents.ts';
import {
  markAllReadResponseSchema,
  notificationCreateRequestSchema,
  notificationSchema,
  notificationStreamMessageSchema,
  notificationStreamQuerySchema,
  unreadCountResponseSchema,
} from './schemas/notifications.ts';
import {
  attachmentSchema,
  attachmentUploadRequestSchema,
  auditCreateRequestSchema,
  auditEntrySchema,
  boostAgentUpdateRequestSchema,
  categoriesSchema,
  commentCreateRequestSchema,
  commentSchema,
  recentNotificationItemSchema,
  sinceQuerySchema,
  ticketCreateRequestSchema,
  ticketListQuerySchema,
  ticketListResponseSchema,
  ticketSchema,
  ticketSuggestionOpenedRequestSchema,
  ticketSuggestionsRequestSchema,
  ticketSuggestionsResponseSchema,
  ticketUpdateRequestSchema,
} from './schemas/tickets.ts';
import {
  assigneeSchema,
  azureCallbackErrorSchema,
  azureCallbackRequestSchema,
  azureCallbackResponseSchema,
  azureConfigResponseSchema,
  boostAgentSchema,
  boostUserUpdateRequestSchema,
  businessUnitCreateRequestSchema,
  businessUnitSchema,
  businessUnitUpdateRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  meResponseSchema,
  permissionsUpdateRequestSchema,
  permissionsUpdateResponseSchema,
  regenerateCodeResponseSchema,
  userCreateRequestSchema,
  userCreateResponseSchema,
  userSchema,
  userUpdateRequestSchema,
} from './schemas/users.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * How a call authenticates: `bearer` (the default: Authorization: Bearer {token} from other apps, or
 * the browser's HttpOnly session cookie `SESSION_COOKIE`), or `none`. No call takes a token in its URL.
 */
export type EndpointAuth = 'bearer' | 'none';

/** `json` (default), `form` (application/x-www-form-urlencoded), `multipart` (multipart/form-data). */
export type BodyEncoding = 'json' | 'form' | 'multipart';

/**
 * `json`: the answer is `response`. `sse`: text/event-stream whose `data:` lines are JSON of `response`
 * (one event each). `file`: a download (Content-Disposition: attachment); `response` is null.
 */
export type ResponseKind = 'json' | 'sse' | 'file';

export interface EndpointDef {
  readonly method: HttpMethod;
  /** Relative to API_BASE_PATH, with `:name` path parameters. */
  readonly path: string;
  readonly auth: EndpointAuth;
  readonly summary: string;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly bodyEncoding?: BodyEncoding;
  readonly response: z.ZodType | null;
  readonly responseKind: ResponseKind;
  /** HTTP status of success; 200 unless stated (201 for creations). */
  readonly successStatus?: 200 | 201;
  /** Another success status answering the same schema (e.g. 200 for a creation that already existed). */
  readonly alsoSuccess?: { readonly status: 200 | 201; readonly description: string };
  /** For `file` answers: the content types a download may have. */
  readonly fileTypes?: readonly string[];
  /** Error statuses beyond the ones every call of its kind may answer (see the OpenAPI generator). */
  readonly errors?: readonly number[];
  /** The error answers' schema when it is more than `errorResponseSchema`. */
  readonly errorResponse?: z.ZodType;
  /** For `sse` calls that can also answer plain JSON (asked with `stream: false`): that answer. */
  readonly jsonAlternative?: z.ZodType;
}

/** What the extras of `get` and `send` may set (documentation of answers). */
interface AnswerExtras {
  alsoSuccess?: EndpointDef['alsoSuccess'];
  fileTypes?: readonly string[];
  errors?: readonly number[];
  errorResponse?: z.ZodType;
  jsonAlternative?: z.ZodType;
}

const attachmentTypes = [...new Set(Object.values(ATTACHMENT_CONTENT_TYPES))];
const documentTypes = [...new Set(Object.values(DOCUMENT_CONTENT_TYPES))];

function get<const P extends string, R extends z.ZodType | null, Q extends z.ZodType | undefined = undefined>(
  path: P,
  summary: string,
  response: R,
  extra: { query?: Q; auth?: EndpointAuth; responseKind?: ResponseKind } & AnswerExtras = {},
) {
  return {
    method: 'GET' as const,
    path,
    summary,
    response,
    auth: extra.auth ?? ('bearer' as EndpointAuth),
    responseKind: extra.responseKind ?? ('json' as ResponseKind),
    query: extra.query as NoInfer<Q>,
    ...answerExtras(extra),
  };
}

function answerExtras(extra: AnswerExtras) {
  return {
    ...(extra.alsoSuccess ? { alsoSuccess: extra.alsoSuccess } : {}),
    ...(extra.fileTypes ? { fileTypes: extra.fileTypes } : {}),
    ...(extra.errors ? { errors: extra.errors } : {}),
    ...(extra.errorResponse ? { errorResponse: extra.errorResponse } : {}),
    ...(extra.jsonAlternative ? { jsonAlternative: extra.jsonAlternative } : {}),
  };
}

function send<
  const M extends Exclude<HttpMethod, 'GET'>,
  const P extends string,
  R extends z.ZodType | null,
  B extends z.ZodType | undefined = undefined,
>(
  method: M,
  path: P,
  summary: string,
  response: R,
  extra: {
    body?: B;
    bodyEncoding?: BodyEncoding;
    auth?: EndpointAuth;
    responseKind?: ResponseKind;
    successStatus?: 200 | 201;
  } & AnswerExtras = {},
) {
  return {
    method,
    path,
    summary,
    response,
    body: extra.body as NoInfer<B>,
    bodyEncoding: extra.bodyEncoding ?? ('json' as BodyEncoding),
    auth: extra.auth ?? ('bearer' as EndpointAuth),
    responseKind: extra.responseKind ?? ('json' as ResponseKind),
    successStatus: extra.successStatus ?? (200 as 200 | 201),
    ...answerExtras(extra),
  };
}

export const endpoints = {
  // --- Authentication
  'auth.login': send('POST', '/auth/login', 'Sign in with e-mail and personal code', loginResponseSchema, {
    body: loginRequestSchema,
    auth: 'none',
    // A wrong e-mail or code.
    errors: [401],
  }),
  'auth.logout': send(
    'POST',
    '/auth/logout',
    'End the session: revoke its token and clear its cookie',
    okResponseSchema,
  ),
  'auth.me': get('/auth/me', 'The signed-in user', meResponseSchema),
  'auth.azureConfig': get(
    '/auth/azure/config',
    'Corporate sign-in configuration',
    azureConfigResponseSchema,
    {
      auth: 'none',
    },
  ),
  'auth.azureCallback': send(
    'POST',
    '/auth/azure/callback',
    'Exchange the corporate sign-in code (PKCE) for a session',
    azureCallbackResponseSchema,
    {
      body: azureCallbackRequestSchema,
      bodyEncoding: 'form',
      auth: 'none',
      // 401: the provider refused the code or the ID token failed a check; 502: provider unreachable.
      errors: [401, 502],
      errorResponse: azureCallbackErrorSchema,
    },
  ),

  // --- Notifications
  'notifications.unread': get('/notifications/unread', 'Unread notifications', z.array(notificationSchema)),
  'notifications.unreadCount': get(
    '/notifications/unread-count',
    'How many notifications are unread (all, not only the listed ones)',
    unreadCountResponseSchema,
  ),
  'notifications.recent': get(
    '/notifications/recent',
    'Ticket events since a time (polling fallback)',
    z.array(recentNotificationItemSchema),
    { query: sinceQuerySchema },
  ),
  'notifications.stream': get(
    '/notifications/stream',
    'Server-sent notification stream',
    notificationStreamMessageSchema,
    { query: notificationStreamQuerySchema, responseKind: 'sse' },
  ),
  'notifications.create': send('POST', '/notifications', 'Create a notification', notificationSchema, {
    body: notificationCreateRequestSchema,
    successStatus: 201,
  }),
  'notifications.markRead': send(
    'PATCH',
    '/notifications/:id/read',
    'Mark one notification read',
    notificationSchema,
  ),
  'notifications.markAllRead': send(
    'PATCH',
    '/notifications/mark-all-read',
    'Mark every notification read',
    markAllReadResponseSchema,
  ),

  // --- Tickets
  'tickets.list': get(
    '/boost/tickets',
    'Tickets the caller may see, filtered and paginated',
    ticketListResponseSchema,
    {
      query: ticketListQuerySchema,
    },
  ),
  'tickets.get': get('/boost/tickets/:id', 'One ticket', ticketSchema),
  'tickets.create': send('POST', '/boost/tickets', 'Raise a ticket', ticketSchema, {
    body: ticketCreateRequestSchema,
    successStatus: 201,
  }),
  'tickets.update': send(
    'PUT',
    '/boost/tickets/:id',
    'Change status, priority, tier, owner...',
    ticketSchema,
    {
      body: ticketUpdateRequestSchema,
    },
  ),
  'tickets.updateBoostAgent': send(
    'PATCH',
    '/boost/tickets/:id/boost-agent',
    'Set or clear the boost agent',
    ticketSchema,
    { body: boostAgentUpdateRequestSchema },
  ),
  'tickets.myAssigned': get(
    '/boost/my-assigned-tickets',
    'Tickets owned by the caller',
    z.array(ticketSchema),
  ),
  'tickets.recentActivity': get(
    '/boost/recent-activity',
    'Ticket events since a time (polling fallback)',
    z.array(recentNotificationItemSchema),
    { query: sinceQuerySchema },
  ),
  'tickets.comments.list': get(
    '/boost/tickets/:id/comments',
    'Comments the caller may see',
    z.array(commentSchema),
  ),
  'tickets.comments.create': send('POST', '/boost/tickets/:id/comments', 'Add a comment', commentSchema, {
    body: commentCreateRequestSchema,
    successStatus: 201,
  }),
  'tickets.audit.list': get('/boost/tickets/:id/audit', 'The audit trail', z.array(auditEntrySchema)),
  'tickets.audit.create': send(
    'POST',
    '/boost/tickets/:id/audit',
    'Append an audit entry (the server records its own changes itself)',
    auditEntrySchema,
    {
      body: auditCreateRequestSchema,
      successStatus: 201,
    },
  ),
  'tickets.attachments.list': get('/boost/tickets/:id/attachments', 'Attachments', z.array(attachmentSchema)),
  'tickets.attachments.upload': send(
    'POST',
    '/boost/tickets/:id/attachments',
    'Upload one file',
    attachmentSchema,
    {
      body: attachmentUploadRequestSchema,
      bodyEncoding: 'multipart',
      successStatus: 201,
    },
  ),
  'tickets.attachments.download': get(
    '/boost/tickets/:id/attachments/:attachmentId',
    'Download one attachment',
    null,
    { responseKind: 'file', fileTypes: attachmentTypes },
  ),
  'tickets.suggestions': send(
    'POST',
    '/boost/ticket-suggestions',
    'Documents that may answer a draft ticket',
    ticketSuggestionsResponseSchema,
    { body: ticketSuggestionsRequestSchema },
  ),
  'tickets.suggestionOpened': send(
    'POST',
    '/boost/ticket-suggestions/:id/opened',
    'Record that a suggestion was opened',
    okResponseSchema,
    { body: ticketSuggestionOpenedRequestSchema },
  ),
  'boost.categories': get('/boost/categories', 'Department -> category -> subcategories', categoriesSchema),
  'boost.agents': get('/boost/agents', 'People who can be boost agent', z.array(boostAgentSchema)),
  'assignees.list': get('/assignees', 'Active people a ticket can be assigned to', z.array(assigneeSchema)),

  // --- BOOST users and business units
  'boost.users.list': get('/boost/users', 'Users (BOOST admin)', z.array(userSchema)),
  'boost.users.update': send('PUT', '/boost/users/:id', 'Change a BOOST user', userSchema, {
    body: boostUserUpdateRequestSchema,
  }),
  'boost.users.delete': send('DELETE', '/boost/users/:id', 'Delete a user', okResponseSchema),
  'businessUnits.list': get('/boost/business-units', 'Business units', z.array(businessUnitSchema)),
  'businessUnits.create': send(
    'POST',
    '/boost/business-units',
    'Create a business unit',
    businessUnitSchema,
    {
      body: businessUnitCreateRequestSchema,
      successStatus: 201,
    },
  ),
  'businessUnits.update': send(
    'PUT',
    '/boost/business-units/:id',
    'Change a business unit',
    businessUnitSchema,
    {
      body: businessUnitUpdateRequestSchema,
    },
  ),
  'businessUnits.delete': send(
    'DELETE',
    '/boost/business-units/:id',
    'Delete a business unit',
    okResponseSchema,
  ),

  // --- System administration
  'admin.users.list': get('/admin/users', 'Every user, with permissions', z.array(userSchema)),
  'admin.users.create': send(
    'POST',
    '/admin/users',
    'Create a user (answers the new personal code)',
    userCreateResponseSchema,
    {
      body: userCreateRequestSchema,
      successStatus: 201,
    },
  ),
  'admin.users.update': send('PUT', '/admin/users/:id', 'Change a user', userSchema, {
    body: userUpdateRequestSchema,
  }),
  'admin.users.delete': send('DELETE', '/admin/users/:id', 'Delete a user', okResponseSchema),
  'admin.users.updatePermissions': send(
    'PUT',
    '/admin/users/:id/permissions',
    "Replace a user's permission map",
    permissionsUpdateResponseSchema,
    { body: permissionsUpdateRequestSchema },
  ),
  'admin.users.regenerateCode': send(
    'POST',
    '/admin/users/:id/regenerate-code',
    'Issue a new personal code (the old one stops working)',
    regenerateCodeResponseSchema,
  ),
  'admin.stats': get('/admin/stats', 'Headline counts', systemStatsSchema),
  'admin.settings.get': get(
    '/admin/system-settings',
    'System settings (every signed-in user)',
    systemSettingsSchema,
  ),
  'admin.settings.update': send(
    'PUT',
    '/admin/system-settings',
    'Save system settings',
    systemSettingsUpdateResponseSchema,
    { body: systemSettingsUpdateRequestSchema },
  ),
  'admin.chatAnalytics': get('/admin/chat-analytics', 'Chat analytics', chatAnalyticsSchema, {
    query: chatAnalyticsQuerySchema,
  }),
  'admin.apiUsage': get('/admin/api-usage', 'Model usage and cost over 30 days', apiUsageSchema),
  'admin.systemKpis': get('/admin/system-kpis', 'KPIs over 30 days', systemKpisSchema),
  'admin.cache.clearAll': send(
    'POST',
    '/admin/cache/clear-all',
    'Empty every backend cache',
    cacheClearAllResponseSchema,
  ),
  'admin.cache.clearResponse': send(
    'POST',
    '/admin/cache/clear-response',
    'Empty the response cache',
    cacheClearResponseSchema,
  ),
  'admin.cache.clearRetrieval': send(
    'POST',
    '/admin/cache/clear-retrieval',
    'Empty the retrieval cache',
    cacheClearResponseSchema,
  ),
  'admin.cache.clearEmbedding': send(
    'POST',
    '/admin/cache/clear-embedding',
    'Empty the embedding cache',
    cacheClearResponseSchema,
  ),

  // --- Documents
  'documents.list': get('/documents', 'Documents (non-admins: approved only)', z.array(documentSchema), {
    query: documentListQuerySchema,
  }),
  'documents.download': get('/documents', 'Download one document (?file_id=)', null, {
    query: documentDownloadQuerySchema,
    responseKind: 'file',
    fileTypes: documentTypes,
  }),
  'documents.admin': get('/documents/admin', 'Every document (admins)', z.array(documentSchema)),
  'documents.ragStats': get('/documents/rag-stats', 'Indexed document counts', ragStatsSchema),
  'documents.upload': send(
    'POST',
    '/documents/upload',
    'Upload a document (pending approval)',
    documentSchema,
    {
      body: documentUploadRequestSchema,
      bodyEncoding: 'multipart',
      successStatus: 201,
    },
  ),
  'documents.approve': send(
    'PUT',
    '/documents/:id/approve',
    'Approve and process a document',
    documentApproveResponseSchema,
    { body: documentApproveRequestSchema },
  ),
  'documents.reject': send('PUT', '/documents/:id/reject', 'Reject a document', documentSchema, {
    body: documentRejectRequestSchema,
  }),
  'documents.delete': send('DELETE', '/documents/:id', 'Delete a document', okResponseSchema),

  // --- Chat
  'chat.sessions.list': get('/chat/sessions', "The caller's conversations", z.array(chatSessionSchema)),
  'chat.sessions.messages': get(
    '/chat/sessions/:id/messages',
    'Messages of a conversation',
    chatMessagesResponseSchema,
  ),
  'chat.sessions.delete': send('DELETE', '/chat/sessions/:id', 'Delete a conversation', okResponseSchema),
  'chat.send': send('POST', '/chat/send', 'Ask the assistant (streamed answer)', chatStreamEventSchema, {
    body: chatSendRequestSchema,
    responseKind: 'sse',
    // With `stream: false`: the stored answer as one JSON message.
    jsonAlternative: chatSendResponseSchema,
  }),
  'chat.feedback.create': send('POST', '/chat/feedback', 'Rate an assistant answer', feedbackSchema, {
    body: feedbackRequestSchema,
    successStatus: 201,
  }),
  'chat.feedback.list': get(
    '/chat/feedback',
    'Ratings on answers citing a department',
    z.array(feedbackSchema),
    {
      query: feedbackListQuerySchema,
    },
  ),
} as const satisfies Record<string, EndpointDef>;

export type Endpoints = typeof endpoints;
export type EndpointKey = keyof Endpoints;
export const endpointKeys = Object.keys(endpoints) as EndpointKey[];

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

/** The parsed answer (for `sse` calls: one event). `undefined` for file downloads. */
export type EndpointResponse<K extends EndpointKey> = Output<Endpoints[K]['response']>;
/** What the client sends as body (before defaults). `undefined` when the call takes none. */
export type EndpointBody<K extends EndpointKey> = Endpoints[K] extends { body: infer B }
  ? Input<B>
  : undefined;
/** The body after parsing (defaults applied): what the server handles. */
export type EndpointBodyData<K extends EndpointKey> = Endpoints[K] extends { body: infer B }
  ? Output<B>
  : undefined;
/** What the client puts in the query string. */
export type EndpointQuery<K extends EndpointKey> = Endpoints[K] extends { query: infer Q }
  ? Input<Q>
  : undefined;
/** The query after parsing (coerced, defaults applied). */
export type EndpointQueryData<K extends EndpointKey> = Endpoints[K] extends { query: infer Q }
  ? Output<Q>
  : undefined;

export type EndpointParams<K extends EndpointKey> = PathParams<Endpoints[K]['path']>;
