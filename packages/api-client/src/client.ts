import {
  type Attachment,
  type ChatMessage,
  type Document,
  type EndpointBody,
  type EndpointQuery,
  type EndpointResponse,
  endpointPath,
  type RecentNotificationItem,
  type Ticket,
} from '@portal/contract';
import { createCall } from './call.ts';
import { isApiError } from './errors.ts';
import { type ApiClientOptions, createHttp } from './http.ts';
import { type ChatStreamEvent, readChatStream } from './streams/chat-stream.ts';
import {
  type EventSourceConstructor,
  type NotificationStream,
  type NotificationStreamHandlers,
  openNotificationStream,
} from './streams/notification-stream.ts';
import {
  type DownloadedFile,
  downloadFile,
  type UploadOptions,
  uploadForm,
  type XhrConstructor,
} from './transfer.ts';

/** The answer of the recent-notifications poll: the call itself, or its 404 fallback. */
export type RecentNotificationsResult =
  | { source: 'recent'; notifications: RecentNotificationItem[] }
  | { source: 'fallback'; tickets: Ticket[]; activity: RecentNotificationItem[] };

/** Options of a streamed chat send. */
export interface ChatSendOptions {
  signal?: AbortSignal;
}

/** Options of {@link createApiClient}. */
export interface CreateApiClientOptions extends ApiClientOptions {
  /** EventSource implementation for the notification stream. @default globalThis.EventSource */
  EventSource?: EventSourceConstructor;
  /** XMLHttpRequest implementation for uploads; `null` forces the fetch path. @default globalThis.XMLHttpRequest */
  XMLHttpRequest?: XhrConstructor | null;
}

/** A file to upload: a DOM File, or a Blob with a name. */
export type UploadFile = Blob & { name?: string };

/** Accepts an array, or an object holding the array under `key` (older servers wrap lists). */
function listOf<T>(value: unknown, key: string): T[] {
  if (Array.isArray(value)) return value as T[];
  if (typeof value === 'object' && value !== null && Array.isArray((value as Record<string, unknown>)[key])) {
    return (value as Record<string, T[]>)[key] as T[];
  }
  return [];
}

/**
 * Creates the portal's API client: one typed function per call of both specs and the server's
 * additions, grouped by area (`client.auth.login`, `client.tickets.list`, ...), with the
 * contract's request and response types. Every function rejects with an `ApiError`; the shared
 * retry rule (503 or network error, 1 s then 2 s) applies to all.
 */
export function createApiClient(options: CreateApiClientOptions) {
  const http = createHttp(options);
  const call = createCall(http);
  const xhr =
    options.XMLHttpRequest === null ? undefined : (options.XMLHttpRequest ?? globalThis.XMLHttpRequest);
  const upload = <T>(path: string, form: FormData, uploadOptions?: UploadOptions) =>
    uploadForm<T>(http, path, form, uploadOptions, xhr);

  const auth = {
    /** POST /auth/login (no token). */
    login: (body: EndpointBody<'auth.login'>) => call('auth.login', { body }),
    /** GET /auth/me. */
    me: () => call('auth.me'),
    /** POST /auth/logout: revokes the current session (the server also clears its cookie). */
    logout: () => call('auth.logout'),
    /** GET /auth/azure/config (no token). */
    azureConfig: () => call('auth.azureConfig'),
    /** POST /auth/azure/callback: form-encoded, with credentials, no token. */
    azureCallback: (body: EndpointBody<'auth.azureCallback'>) => call('auth.azureCallback', { body }),
  };

  const notifications = {
    /** GET /notifications/unread. */
    unread: () => call('notifications.unread'),
    /** GET /notifications/unread-count: every unread one, not only the listed ones. */
    unreadCount: () => call('notifications.unreadCount'),
    /**
     * GET /notifications/recent?since={ms}; on 404 falls back to
     * GET /boost/tickets?limit=10&updated_since={ms} and GET /boost/recent-activity?since={ms}.
     */
    recent: async (sinceMs: number): Promise<RecentNotificationsResult> => {
      try {
        const value: unknown = await call('notifications.recent', { query: { since: sinceMs } });
        return { source: 'recent', notifications: listOf<RecentNotificationItem>(value, 'notifications') };
      } catch (error) {
        if (!isApiError(error) || error.status !== 404) throw error;
      }
      const [tickets, activity] = await Promise.all([
        // Only the two parameters the spec names: no page or sort defaults.
        http.json<unknown>(endpointPath('tickets.list'), {
          searchParams: { limit: '10', updated_since: String(sinceMs) },
        }),
        call('tickets.recentActivity', { query: { since: sinceMs } }) as Promise<unknown>,
      ]);
      return {
        source: 'fallback',
        tickets: listOf<Ticket>(tickets, 'items'),
        activity: listOf<RecentNotificationItem>(activity, 'activity'),
      };
    },
    /**
     * URL of GET /notifications/stream (optionally resuming after `lastEventId`). It carries no token:
     * the browser's EventSource sends the session cookie.
     */
    streamUrl: (lastEventId?: string) =>
      http.url(
        endpointPath('notifications.stream'),
        lastEventId ? { last_event_id: lastEventId } : undefined,
      ),
    /**
     * Opens GET /notifications/stream as an EventSource, authenticated by the browser's session cookie
     * (EventSource cannot send an Authorization header; other apps read the stream with one, by fetch).
     */
    stream: (handlers: NotificationStreamHandlers): NotificationStream =>
      openNotificationStream(http.url(endpointPath('notifications.stream')), handlers, options.EventSource),
    /** POST /notifications. */
    create: (body: EndpointBody<'notifications.create'>) => call('notifications.create', { body }),
    /** PATCH /notifications/{id}/read. */
    markRead: (id: string) => call('notifications.markRead', { params: { id } }),
    /** PATCH /notifications/mark-all-read. */
    markAllRead: () => call('notifications.markAllRead'),
  };

  const documents = {
    /** GET /documents with optional department and approval_status ('all'/'none'/empty omitted). */
    list: (query: EndpointQuery<'documents.list'> = {}) => call('documents.list', { query }),
    /** GET /documents/admin. */
    adminList: () => call('documents.admin'),
    /** GET /documents/rag-stats. */
    ragStats: () => call('documents.ragStats'),
    /** POST /documents/upload (multipart file, department, tags) with progress and abort. */
    upload: (
      input: { file: UploadFile; department: string; tags?: string },
      uploadOptions?: UploadOptions,
    ) => {
      const form = new FormData();
      form.append('file', input.file, input.file.name ?? 'upload');
      form.append('department', input.department);
      form.append('tags', input.tags ?? '');
      return upload<Document>(endpointPath('documents.upload'), form, uploadOptions);
    },
    /** GET /documents?file_id={id}: the file with the server's name. */
    download: (fileId: string, signal?: AbortSignal): Promise<DownloadedFile> =>
      downloadFile(http, endpointPath('documents.download'), { file_id: fileId }, signal),
    /**
     * PUT /documents/{id}/approve. `acknowledgedFlags` confirms approving a document whose
     * instruction-like passages (`instruction_flags`) the approver has seen (409 without it).
     */
    approve: (id: string, options: { acknowledgedFlags?: boolean } = {}) =>
      call('documents.approve', {
        params: { id },
        body: options.acknowledgedFlags ? { acknowledged_flags: true } : {},
      }),
    /** PUT /documents/{id}/reject with notes. */
    reject: (id: string, notes: string) => call('documents.reject', { params: { id }, body: { notes } }),
    /** DELETE /documents/{id}. */
    remove: (id: string) => call('documents.delete', { params: { id } }),
  };

  const chat = {
    /** GET /chat/sessions. */
    sessions: () => call('chat.sessions.list'),
    /** GET /chat/sessions/{id}/messages: an array, or an object with messages. */
    messages: async (sessionId: string): Promise<ChatMessage[]> =>
      listOf<ChatMessage>(
        await (call('chat.sessions.messages', { params: { id: sessionId } }) as Promise<unknown>),
        'messages',
      ),
    /** DELETE /chat/sessions/{id}. */
    deleteSession: (sessionId: string) => call('chat.sessions.delete', { params: { id: sessionId } }),
    /**
     * POST /chat/send with stream true; yields the answer's content and metadata as they arrive.
     * Aborting `signal` stops the request and the reader.
     */
    send: async function* (
      body: Omit<EndpointBody<'chat.send'>, 'stream'>,
      sendOptions: ChatSendOptions = {},
    ): AsyncGenerator<ChatStreamEvent, void, undefined> {
      const response = await http.raw(endpointPath('chat.send'), {
        method: 'post',
        json: { document_ids: [], ...body, stream: true },
        timeout: false,
        ...(sendOptions.signal ? { signal: sendOptions.signal } : {}),
      });
      if (!response.body) return;
      yield* readChatStream(response.body, sendOptions.signal);
    },
    /** POST /chat/feedback: thumbs up/down with an optional comment on an assistant message. */
    feedback: (body: EndpointBody<'chat.feedback.create'>) => call('chat.feedback.create', { body }),
    /** GET /chat/feedback: ratings on answers citing a department. */
    feedbackList: (query: EndpointQuery<'chat.feedback.list'> = {}) => call('chat.feedback.list', { query }),
  };

  const tickets = {
    /** GET /boost/tickets; empty, 'none' and 'all' filters are omitted. */
    list: (query: EndpointQuery<'tickets.list'> = {}) => call('tickets.list', { query }),
    /** GET /boost/tickets/{id}. */
    get: (id: string) => call('tickets.get', { params: { id } }),
    /** POST /boost/tickets (channel 'Hub'). */
    create: (body: EndpointBody<'tickets.create'>) => call('tickets.create', { body }),
    /** PUT /boost/tickets/{id}. */
    update: (id: string, body: EndpointBody<'tickets.update'>) =>
      call('tickets.update', { params: { id }, body }),
    /** PATCH /boost/tickets/{id}/boost-agent. */
    setBoostAgent: (id: string, body: EndpointBody<'tickets.updateBoostAgent'>) =>
      call('tickets.updateBoostAgent', { params: { id }, body }),
    /** GET /boost/my-assigned-tickets. */
    myAssigned: () => call('tickets.myAssigned'),
    /** GET /boost/recent-activity?since={ms}. */
    recentActivity: (sinceMs: number) => call('tickets.recentActivity', { query: { since: sinceMs } }),
    /** GET /boost/tickets/{id}/comments. */
    comments: (id: string) => call('tickets.comments.list', { params: { id } }),
    /** POST /boost/tickets/{id}/comments. */
    addComment: (id: string, body: EndpointBody<'tickets.comments.create'>) =>
      call('tickets.comments.create', { params: { id }, body }),
    /** GET /boost/tickets/{id}/audit. */
    audit: (id: string) => call('tickets.audit.list', { params: { id } }),
    /** POST /boost/tickets/{id}/audit: best effort, so a failure resolves to false instead of throwing. */
    recordAudit: (id: string, body: EndpointBody<'tickets.audit.create'>): Promise<boolean> =>
      call('tickets.audit.create', { params: { id }, body }).then(
        () => true,
        () => false,
      ),
    /** GET /boost/tickets/{id}/attachments. */
    attachments: (id: string) => call('tickets.attachments.list', { params: { id } }),
    /** POST /boost/tickets/{id}/attachments (multipart file, ticket_id, uploaded_by) with progress and abort. */
    uploadAttachment: (
      id: string,
      input: { file: UploadFile; uploadedBy: string },
      uploadOptions?: UploadOptions,
    ) => {
      const form = new FormData();
      form.append('file', input.file, input.file.name ?? 'attachment');
      form.append('ticket_id', id);
      form.append('uploaded_by', input.uploadedBy);
      return upload<Attachment>(endpointPath('tickets.attachments.upload', { id }), form, uploadOptions);
    },
    /** GET /boost/tickets/{id}/attachments/{attachmentId}: the file with the server's name. */
    downloadAttachment: (id: string, attachmentId: string, signal?: AbortSignal) =>
      downloadFile(
        http,
        endpointPath('tickets.attachments.download', { id, attachmentId }),
        undefined,
        signal,
      ),
    /** POST /boost/ticket-suggestions: approved documents relevant to a draft ticket. */
    suggestions: (body: EndpointBody<'tickets.suggestions'>) => call('tickets.suggestions', { body }),
    /** POST /boost/ticket-suggestions/{id}/opened: a suggestion was opened (deflection). */
    suggestionOpened: (id: string, body: EndpointBody<'tickets.suggestionOpened'>) =>
      call('tickets.suggestionOpened', { params: { id }, body }),
  };

  const boost = {
    /** GET /boost/business-units. */
    businessUnits: () => call('businessUnits.list'),
    /** POST /boost/business-units. */
    createBusinessUnit: (body: EndpointBody<'businessUnits.create'>) =>
      call('businessUnits.create', { body }),
    /** PUT /boost/business-units/{id}. */
    updateBusinessUnit: (id: string, body: EndpointBody<'businessUnits.update'>) =>
      call('businessUnits.update', { params: { id }, body }),
    /** DELETE /boost/business-units/{id}. */
    deleteBusinessUnit: (id: string) => call('businessUnits.delete', { params: { id } }),
    /** GET /boost/categories. */
    categories: () => call('boost.categories'),
    /** GET /assignees. */
    assignees: () => call('assignees.list'),
    /** GET /boost/agents. */
    agents: () => call('boost.agents'),
    /** GET /boost/users. */
    users: () => call('boost.users.list'),
    /** PUT /boost/users/{id}: boost_role alone, or name, email, boost_role, business_unit_id, department. */
    updateUser: (id: string, body: EndpointBody<'boost.users.update'>) =>
      call('boost.users.update', { params: { id }, body }),
    /** DELETE /boost/users/{id}. */
    deleteUser: (id: string) => call('boost.users.delete', { params: { id } }),
  };

  const admin = {
    /** GET /admin/users. */
    users: () => call('admin.users.list'),
    /** POST /admin/users. */
    createUser: (body: EndpointBody<'admin.users.create'>) => call('admin.users.create', { body }),
    /** PUT /admin/users/{id}. */
    updateUser: (id: string, body: EndpointBody<'admin.users.update'>) =>
      call('admin.users.update', { params: { id }, body }),
    /** DELETE /admin/users/{id}. */
    deleteUser: (id: string) => call('admin.users.delete', { params: { id } }),
    /** PUT /admin/users/{id}/permissions. */
    setPermissions: (id: string, body: EndpointBody<'admin.users.updatePermissions'>) =>
      call('admin.users.updatePermissions', { params: { id }, body }),
    /** POST /admin/users/{id}/regenerate-code. */
    regenerateCode: (id: string) => call('admin.users.regenerateCode', { params: { id } }),
    /** GET /admin/stats. */
    stats: () => call('admin.stats'),
    /** GET /admin/system-settings. */
    systemSettings: () => call('admin.settings.get'),
    /** PUT /admin/system-settings (the full object). */
    saveSystemSettings: (body: EndpointBody<'admin.settings.update'>) =>
      call('admin.settings.update', { body }),
    /** GET /admin/chat-analytics?league_period=. */
    chatAnalytics: (query: EndpointQuery<'admin.chatAnalytics'> = {}) =>
      call('admin.chatAnalytics', { query }),
    /** GET /admin/api-usage. */
    apiUsage: () => call('admin.apiUsage'),
    /** GET /admin/system-kpis. */
    systemKpis: () => call('admin.systemKpis'),
    /** POST /admin/cache/clear-all, clear-response, clear-retrieval, clear-embedding. */
    clearCache: {
      all: () => call('admin.cache.clearAll'),
      response: () => call('admin.cache.clearResponse'),
      retrieval: () => call('admin.cache.clearRetrieval'),
      embedding: () => call('admin.cache.clearEmbedding'),
    },
  };

  return { http, call, auth, notifications, documents, chat, tickets, boost, admin };
}

/** The client returned by {@link createApiClient}. */
export type ApiClient = ReturnType<typeof createApiClient>;
/** The answer type of one catalogue call, e.g. `ApiResponse<'tickets.get'>`. */
export type ApiResponse<K extends Parameters<ApiClient['call']>[0]> = EndpointResponse<K>;
