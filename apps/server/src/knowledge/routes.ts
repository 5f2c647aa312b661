import { Readable } from 'node:stream';
import {
  type ChatStreamEvent,
  chatAnalyticsQuerySchema,
  chatMessageMetadataSchema,
  chatSendRequestSchema,
  DOCUMENT_MAX_BYTES,
  documentApproveRequestSchema,
  documentListQuerySchema,
  documentRejectRequestSchema,
  feedbackListQuerySchema,
  feedbackRequestSchema,
  systemSettingsInputSchema,
  systemSettingsUpdateRequestSchema,
  ticketSuggestionOpenedRequestSchema,
  ticketSuggestionsRequestSchema,
} from '@portal/contract';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { assertPermission, requireAuth } from '../auth/sessions.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { errorResponse, HttpError, jsonBody, parse } from '../http.ts';
import { log } from '../log.ts';
import { assertAdmin, assertUploader } from './access.ts';
import { apiUsage, chatAnalytics, systemKpis } from './admin.ts';
import { createChatService } from './chat.ts';
import { createDocumentService, startDocumentWorkers } from './documents.ts';
import { getSettings, saveSettings } from './settings.ts';
import { recordSuggestionOpened, suggestForTicket } from './suggestions.ts';
import type { KnowledgeDeps } from './types.ts';

export interface KnowledgeRouteOptions extends Omit<KnowledgeDeps, 'pool'> {
  /**
   * Queue, in the background, approved documents left `pending` without a job (approved before
   * processing ran on the job queue, or their job was lost). Safe with several instances. The server
   * sets it; tests do not.
   */
  resumePending?: boolean;
}

/**
 * The knowledge base and assistant calls, to mount under /api:
 *   api.route('/', createKnowledgeRoutes(ctx))
 * Every route checks the bearer token itself, so the sub-app adds no middleware to other paths.
 */
export function createKnowledgeRoutes(
  ctx: AppContext,
  { resumePending = false, ...options }: KnowledgeRouteOptions = {},
) {
  const { concurrency, ...processing } = ctx.config.knowledgeProcessing;
  const deps: KnowledgeDeps = {
    pool: ctx.database.pool,
    files: ctx.files,
    now: ctx.now,
    openai: ctx.config.openai,
    processing,
    processingConcurrency: concurrency,
    embedder: ctx.embedder,
    openAiFirstByteMs: ctx.config.openAiFirstByteMs,
    queueSettings: ctx.config.queue,
    ...options,
  };
  // With the server's job queue, this process's processing workers run on it.
  if (ctx.jobs && !deps.jobs) {
    const workers = ctx.jobs.starting(startDocumentWorkers(ctx.jobs, deps));
    workers.catch((error: Error) => log.error({ err: error }, 'Starting the document workers failed'));
    deps.jobs = workers;
  }
  const documents = createDocumentService(deps);
  if (resumePending)
    void documents
      .resumePending()
      .catch((error: Error) => log.error({ err: error }, 'Resuming document processing failed'));
  const chat = createChatService(deps);
  const app = new Hono<AppEnv>();
  app.onError((error, c) => errorResponse(c, error));
  const auth = requireAuth(ctx);

  // ---- Documents
  app.get('/documents', auth, async (c) => {
    const user = c.get('user');
    const fileId = c.req.query('file_id');
    if (fileId !== undefined) {
      const file = await documents.download(user, fileId);
      const ascii = file.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
      // Streamed from the file store: a large document is never held whole in memory.
      return new Response(Readable.toWeb(file.body) as ReadableStream, {
        headers: {
          'Content-Type': file.contentType,
          'Content-Length': String(file.size),
          'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
          'X-Content-Type-Options': 'nosniff',
          'Cache-Control': 'private, no-store',
        },
      });
    }
    const query = parse(documentListQuerySchema, c.req.query());
    return c.json(await documents.list(user, query));
  });
  app.get('/documents/admin', auth, async (c) => c.json(await documents.adminList(c.get('user'))));
  // The chat screen shows the count too: readable with either permission.
  app.get('/documents/rag-stats', auth, async (c) => {
    const user = c.get('user');
    if (!user.permissions.use_ai_chat) assertPermission(user, 'view_documents');
    return c.json(await documents.ragStats());
  });
  app.post(
    '/documents/upload',
    auth,
    bodyLimit({
      maxSize: DOCUMENT_MAX_BYTES + 64 * 1024,
      onError: () => {
        throw new HttpError(413, `File too large: the limit is ${DOCUMENT_MAX_BYTES / 1048576} MB`);
      },
    }),
    async (c) => {
      const user = c.get('user');
      assertUploader(user);
      assertPermission(user, 'upload_documents');
      if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data'))
        throw new HttpError(415, 'Content-Type must be multipart/form-data');
      let form: Record<string, unknown>;
      try {
        form = (await c.req.parseBody()) as Record<string, unknown>;
      } catch {
        throw new HttpError(400, 'file: Malformed multipart body');
      }
      const file = form.file;
      if (!(file instanceof File)) throw new HttpError(400, 'file: Required');
      if (typeof form.department !== 'string' || !form.department)
        throw new HttpError(400, 'department: Required');
      const doc = await documents.upload(user, {
        fileName: file.name,
        bytes: new Uint8Array(await file.arrayBuffer()),
        department: form.department,
        tags: typeof form.tags === 'string' ? form.tags : undefined,
        notes: typeof form.notes === 'string' ? form.notes : undefined,
      });
      return c.json(doc, 201);
    },
  );
  app.put('/documents/:id/approve', auth, async (c) => {
    // The body is optional (the spec's call has none); acknowledged_flags confirms a flagged document.
    const body = parse(documentApproveRequestSchema, await jsonBody(c));
    return c.json(
      await documents.approve(c.get('user'), c.req.param('id'), {
        acknowledgedFlags: body.acknowledged_flags,
      }),
    );
  });
  app.put('/documents/:id/reject', auth, async (c) => {
    const body = parse(documentRejectRequestSchema, await jsonBody(c));
    return c.json(await documents.reject(c.get('user'), c.req.param('id'), body.notes));
  });
  app.delete('/documents/:id', auth, async (c) =>
    c.json(await documents.remove(c.get('user'), c.req.param('id'))),
  );

  // ---- Chat
  app.get('/chat/sessions', auth, async (c) => c.json(await chat.listSessions(c.get('user'))));
  app.get('/chat/sessions/:id/messages', auth, async (c) =>
    c.json(await chat.messages(c.get('user'), c.req.param('id'))),
  );
  app.delete('/chat/sessions/:id', auth, async (c) =>
    c.json(await chat.deleteSession(c.get('user'), c.req.param('id'))),
  );
  app.post('/chat/send', auth, async (c) => {
    const user = c.get('user');
    const body = parse(chatSendRequestSchema, await jsonBody(c));
    const aborter = new AbortController();
    c.req.raw.signal.addEventListener('abort', () => aborter.abort(), { once: true });
    if (!body.stream) {
      const result = await chat.send(user, body, { signal: aborter.signal, write: () => {} });
      if (!result.stored) throw new HttpError(499 as 400, 'Client closed the request');
      return c.json({
        id: result.messageId,
        role: 'assistant',
        content: result.answer,
        timestamp: new Date().toISOString(),
        // The stored message's metadata, as the messages call answers it: the stream's end event also
        // carries its type, session and message ids, which the message has elsewhere.
        metadata: chatMessageMetadataSchema.parse(result.metadata),
      });
    }
    // Validation and ownership errors must still be plain JSON errors: check before streaming starts.
    const encoder = new TextEncoder();
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const stream = new ReadableStream<Uint8Array>({
      start(ctl) {
        controller = ctl;
      },
      cancel() {
        aborter.abort();
      },
    });
    const write = (event: ChatStreamEvent) => {
      if (aborter.signal.aborted) return;
      try {
        controller.enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`));
      } catch {
        aborter.abort();
      }
    };
    const first = new Promise<void>((resolve, reject) => {
      let started = false;
      chat
        .send(user, body, {
          signal: aborter.signal,
          write: (e) => {
            if (!started) {
              started = true;
              resolve();
            }
            write(e);
          },
        })
        .then(
          () => {
            resolve();
            try {
              controller.close();
            } catch {}
          },
          (error: unknown) => {
            if (!started) return reject(error);
            log.error({ err: error }, 'Chat stream failed');
            write({ type: 'error', detail: 'The assistant could not finish this answer. Please try again.' });
            try {
              controller.close();
            } catch {}
          },
        );
    });
    await first;
    return new Response(stream, {
      headers: {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Accel-Buffering': 'no',
      },
    });
  });
  app.post('/chat/feedback', auth, async (c) => {
    const body = parse(feedbackRequestSchema, await jsonBody(c));
    return c.json(await chat.feedback(c.get('user'), body), 201);
  });
  app.get('/chat/feedback', auth, async (c) => {
    const query = parse(feedbackListQuerySchema, c.req.query());
    return c.json(await chat.feedbackList(c.get('user'), query));
  });

  // ---- Settings, analytics, usage, cache
  app.get('/admin/system-settings', auth, async (c) =>
    c.json(await getSettings(deps.pool, deps.openai, chat.answeredBy)),
  );
  app.put('/admin/system-settings', auth, async (c) => {
    const user = c.get('user');
    assertPermission(user, 'system_settings');
    // An object of some settings (an array or a string is a 400); the read-only flag is dropped.
    const sent = parse(systemSettingsUpdateRequestSchema, await jsonBody(c));
    // The portal sends the whole object; a field left out keeps its stored value (never the default).
    // The read-only fields of the stored view are dropped by the input schema (it lists the others).
    const stored = await getSettings(deps.pool, deps.openai, chat.answeredBy);
    const body = parse(systemSettingsInputSchema, { ...stored, ...sent });
    return c.json(await saveSettings(deps.pool, user.id, body, deps.openai, chat.answeredBy));
  });
  app.get('/admin/chat-analytics', auth, async (c) => {
    assertAdmin(c.get('user'));
    const query = parse(chatAnalyticsQuerySchema, c.req.query());
    return c.json(await chatAnalytics(deps.pool, query.league_period));
  });
  app.get('/admin/api-usage', auth, async (c) => {
    assertAdmin(c.get('user'));
    return c.json(await apiUsage(deps.pool));
  });
  app.get('/admin/system-kpis', auth, async (c) => {
    assertAdmin(c.get('user'));
    return c.json(await systemKpis(deps.pool));
  });
  const clearers = {
    response: async () => (await deps.pool.query('DELETE FROM answer_cache')).rowCount ?? 0,
    retrieval: async () => chat.clearRetrievalCache(),
    // Retrieval is full-text search: there are no embeddings to cache, so nothing is ever in it.
    embedding: async () => 0,
  };
  for (const kind of ['response', 'retrieval', 'embedding'] as const) {
    app.post(`/admin/cache/clear-${kind}`, auth, async (c) => {
      assertPermission(c.get('user'), 'system_settings');
      const cleared = await clearers[kind]();
      return c.json({
        message: `Cleared ${cleared} ${kind} cache entr${cleared === 1 ? 'y' : 'ies'}`,
        cache: kind,
        cleared,
      });
    });
  }
  app.post('/admin/cache/clear-all', auth, async (c) => {
    assertPermission(c.get('user'), 'system_settings');
    const cleared = {
      response: await clearers.response(),
      retrieval: await clearers.retrieval(),
      embedding: await clearers.embedding(),
    };
    const total = cleared.response + cleared.retrieval + cleared.embedding;
    return c.json({
      message: `All backend caches cleared (${total} entries)`,
      cleared,
      total_cleared: total,
    });
  });

  // ---- Ticket suggestions before filing
  // Suggestions are excerpts of documents: view_documents.
  app.post('/boost/ticket-suggestions', auth, async (c) => {
    const user = c.get('user');
    assertPermission(user, 'view_documents');
    const body = parse(ticketSuggestionsRequestSchema, await jsonBody(c));
    return c.json(await suggestForTicket(deps.pool, user, body));
  });
  app.post('/boost/ticket-suggestions/:id/opened', auth, async (c) => {
    assertPermission(c.get('user'), 'view_documents');
    const setId = c.req.param('id');
    if (!/^[0-9a-f-]{36}$/i.test(setId)) throw new HttpError(404, 'Suggestion set not found');
    const body = parse(ticketSuggestionOpenedRequestSchema, await jsonBody(c));
    return c.json(await recordSuggestionOpened(deps.pool, c.get('user'), setId, body.document_id));
  });

  return Object.assign(app, { services: { documents, chat } });
}
