import { randomUUID } from 'node:crypto';
import {
  CHAT_TICKET_SUBJECT_MAX,
  type ChatMessage,
  type ChatStreamEvent,
  type ChatStreamMetadataEvent,
  guessClassification,
  guessDepartment,
  guessPriority,
  type ReferencedDocument,
  type StatementSource,
  type StructuredAnswer,
  type SuggestedTicket,
  structuredAnswerSchema,
  truncateText,
} from '@portal/contract';
import { assertPermission, isAdmin, isManager } from '../auth/sessions.ts';
import { HttpError, notFound } from '../http.ts';
import { log } from '../log.ts';
import { KB_DEPARTMENTS_OF } from './access.ts';
import { chunkJson } from './compose.ts';
import { tx } from './db.ts';
import { type AnswerEngine, builtInEngine, costOf, estimateTokens, openAiEngine } from './engines.ts';
import { languageName, languageNotice, questionLanguage } from './language.ts';
import { type AnswerPlan, modelContext, type PreviousTurn, planAnswer } from './plan.ts';
import { looksLikeFollowUp } from './question.ts';
import type { RetrievedSection } from './search.ts';
import type { AnsweredBy } from './settings.ts';
import type { Caller, KnowledgeDeps } from './types.ts';
import { resolveEmbedder, vectorToBytes } from './unit-store.ts';
import { VectorIndex } from './vector-index.ts';

/** Lower case, accents and punctuation gone, spaces squashed: the cache and analytics key of a question. */
export function normaliseQuestion(q: string): string {
  return q
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .slice(0, 500);
}

/** What a message holding only instructions to the assistant gets: they are never followed. */
export const INSTRUCTIONS_ONLY_ANSWER =
  'I answer questions from the approved company documents, and I cannot follow instructions that change how I answer. ' +
  'Ask me about a company policy or procedure, or raise a support ticket for anything else.';

/** The reason a user sees beside a suggested ticket (the diagnostics go to the knowledge-gap log). */
const USER_NOT_FOUND_REASON = 'No approved company document answers this question';

export const NOT_FOUND_ANSWER =
  "I couldn't find anything about this in the approved company documents, so I can't give you a reliable answer. " +
  'You can raise a support ticket and the right team will help.';

const isUuid = (s: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s);

function suggestTicket(question: string, reason = USER_NOT_FOUND_REASON): SuggestedTicket {
  return {
    reason,
    subject: truncateText(question, CHAT_TICKET_SUBJECT_MAX),
    description: `Question asked to the assistant: ${question}\n\n${reason}`,
    support_department: guessDepartment(question),
    priority: guessPriority(question),
    classification: guessClassification(question),
  };
}

export interface SendInput {
  session_id: string;
  message: string;
  document_ids?: string[] | undefined;
}

export interface SendOptions {
  signal: AbortSignal;
  /** Writes one event to the client; resolves when it is handed to the transport. */
  write: (event: ChatStreamEvent) => Promise<void> | void;
}

interface CacheRow {
  answer: StructuredAnswer | string;
  answer_text: string;
  response_type: 'structured' | 'text';
  referenced: ReferencedDocument[];
  statement_sources: StatementSource[] | null;
}

export function createChatService(deps: KnowledgeDeps) {
  const { pool } = deps;
  const now = deps.now ?? (() => new Date());
  // In-process plan memo keyed on index version: a changed index can never hit an old entry.
  const planCache = new Map<string, AnswerPlan>();
  const PLAN_CACHE_MAX = 500;
  let index: VectorIndex | null = null;

  function engine(): AnswerEngine {
    if (deps.engine) return deps.engine;
    if (deps.openai?.apiKey)
      return openAiEngine({
        apiKey: deps.openai.apiKey,
        baseUrl: deps.openai.baseUrl,
        firstByteTimeoutMs: deps.openAiFirstByteMs,
      });
    return builtInEngine(deps.builtIn);
  }

  /** What answers a question asked now, for the configured model: the same choice `send` makes. */
  const answeredBy: AnsweredBy = (aiModel) => {
    const chosen = engine();
    return { engine: chosen.kind, model: chosen.modelFor(aiModel) };
  };

  async function cachedPlan(
    message: string,
    previous: PreviousTurn | null,
    documentIds: string[] | undefined,
    version: number,
  ): Promise<AnswerPlan> {
    const key = `${version}|${(documentIds ?? []).slice().sort().join(',')}|${previous ? normaliseQuestion(previous.question) : ''}|${normaliseQuestion(message)}`;
    const hit = planCache.get(key);
    if (hit) return hit;
    const embedder = (await resolveEmbedder(deps.embedder)) ?? null;
    if (embedder && !index) index = new VectorIndex(embedder.id);
    if (index) await index.refresh(pool, version);
    // The index answers only with the model that made its vectors; another model's query vector is
    // of no use to it (a model change in progress: retrieval by words until the new vectors serve).
    const usable =
      embedder && index && (index.model === null || index.model === embedder.id) ? embedder : null;
    const plan = await planAnswer(
      { db: pool, embedder: usable, index, indexVersion: version, documentIds },
      message,
      previous,
    );
    if (planCache.size >= PLAN_CACHE_MAX) {
      const oldest = planCache.keys().next().value;
      if (oldest !== undefined) planCache.delete(oldest);
    }
    planCache.set(key, plan);
    return plan;
  }

  /** The user's previous question in a conversation and the documents its answer cited. */
  async function previousTurn(sessionId: string): Promise<PreviousTurn | null> {
    const { rows } = await pool.query<{
      role: string;
      content: unknown;
      metadata: { referenced_documents?: ReferencedDocument[] };
    }>(`SELECT role, content, metadata FROM chat_messages WHERE session_id = $1 ORDER BY seq DESC LIMIT 2`, [
      sessionId,
    ]);
    const question = rows.find((r) => r.role === 'user');
    const answer = rows.find((r) => r.role === 'assistant');
    if (!question || typeof question.content !== 'string') return null;
    return {
      question: question.content,
      documentIds: (answer?.metadata?.referenced_documents ?? []).map((r) => r.document_id),
    };
  }

  async function queryFeedback(query: {
    rating?: 'up' | 'down' | undefined;
    messageId?: string;
    departments?: string[] | null;
  }) {
    const { rows } = await pool.query<{
      id: string;
      message_id: string;
      session_id: string;
      user_id: string;
      user_name: string | null;
      email: string;
      rating: 'up' | 'down';
      comment: string | null;
      question: string | null;
      referenced: ReferencedDocument[] | null;
      created_at: Date;
    }>(
      `SELECT f.id, f.message_id, m.session_id, f.user_id, u.name AS user_name, u.email, f.rating, f.comment,
         (SELECT q.content #>> '{}' FROM chat_messages q WHERE q.session_id = m.session_id AND q.role = 'user'
            AND q.seq < m.seq ORDER BY q.seq DESC LIMIT 1) AS question,
         m.metadata -> 'referenced_documents' AS referenced, f.created_at
       FROM chat_feedback f JOIN chat_messages m ON m.id = f.message_id JOIN users u ON u.id = f.user_id
       WHERE f.rating = $1 AND ($2::uuid IS NULL OR f.message_id = $2)
         AND ($3::text[] IS NULL OR EXISTS (
           SELECT 1 FROM jsonb_array_elements(coalesce(m.metadata -> 'referenced_documents', '[]'::jsonb)) r
           JOIN documents d ON d.id::text = r ->> 'document_id' WHERE d.department = ANY($3::text[])))
       ORDER BY f.created_at DESC LIMIT 200`,
      [query.rating ?? 'down', query.messageId ?? null, query.departments ?? null],
    );
    return rows.map((r) => ({
      id: r.id,
      message_id: r.message_id,
      session_id: r.session_id,
      user_id: r.user_id,
      user_name: r.user_name || r.email,
      rating: r.rating,
      comment: r.comment,
      question: r.question ?? '',
      referenced_documents: r.referenced ?? [],
      created_at: r.created_at.toISOString(),
    }));
  }

  async function ownSession(user: Caller, id: string, allowAdmin: boolean) {
    if (!isUuid(id)) throw notFound('Conversation not found');
    const { rows } = await pool.query<{ user_id: string }>(
      'SELECT user_id FROM chat_sessions WHERE id = $1',
      [id],
    );
    const row = rows[0];
    // Someone else's conversation is indistinguishable from a missing one (admins may read any).
    if (!row || (row.user_id !== user.id && !(allowAdmin && isAdmin(user))))
      throw notFound('Conversation not found');
    return row;
  }

  return {
    answeredBy,
    retrievalCacheSize: () => planCache.size,
    clearRetrievalCache() {
      const n = planCache.size;
      planCache.clear();
      return n;
    },

    async listSessions(user: Caller) {
      assertPermission(user, 'view_chat_history');
      const { rows } = await pool.query<{
        id: string;
        title: string;
        messages_count: number;
        created_at: Date;
        updated_at: Date;
      }>(
        `SELECT s.id, s.title, s.created_at, s.updated_at,
           (SELECT count(*) FROM chat_messages m WHERE m.session_id = s.id)::int AS messages_count
         FROM chat_sessions s WHERE s.user_id = $1 ORDER BY s.updated_at DESC LIMIT 200`,
        [user.id],
      );
      return rows.map((r) => ({
        id: r.id,
        title: r.title,
        messages_count: r.messages_count,
        created_at: r.created_at.toISOString(),
        updated_at: r.updated_at.toISOString(),
        user_id: user.id,
      }));
    },

    async messages(user: Caller, sessionId: string): Promise<ChatMessage[]> {
      assertPermission(user, 'view_chat_history');
      await ownSession(user, sessionId, true);
      const { rows } = await pool.query<{
        id: string;
        role: 'user' | 'assistant';
        content: string | StructuredAnswer;
        metadata: Record<string, unknown>;
        created_at: Date;
      }>(
        'SELECT id, role, content, metadata, created_at FROM chat_messages WHERE session_id = $1 ORDER BY seq',
        [sessionId],
      );
      return rows.map((r) => ({
        id: r.id,
        role: r.role,
        content: r.content,
        timestamp: r.created_at.toISOString(),
        metadata: r.role === 'assistant' ? (r.metadata as ChatMessage['metadata']) : null,
      }));
    },

    async deleteSession(user: Caller, sessionId: string) {
      assertPermission(user, 'delete_conversations');
      await ownSession(user, sessionId, false);
      await pool.query('DELETE FROM chat_sessions WHERE id = $1 AND user_id = $2', [sessionId, user.id]);
      return { ok: true as const };
    },

    /**
     * Answers a question: content pieces, then one metadata event (with `replacement_content` when the
     * pieces are withdrawn, see README 'Withdrawn answers'). The question and the whole answer are
     * stored together once the stream ends; a client gone mid-way leaves nothing behind.
     */
    async send(user: Caller, input: SendInput, options: SendOptions) {
      const started = performance.now();
      assertPermission(user, 'use_ai_chat');
      const { signal } = options;
      if (!isUuid(input.session_id)) throw new HttpError(400, 'session_id: Invalid conversation id');
      // One round trip for the session owner, the settings and the index version (time to first piece).
      const { rows: stateRows } = await pool.query<{
        owner: string | null;
        ai_model: string;
        response_cache_hours: number;
        version: string;
      }>(
        `SELECT (SELECT user_id FROM chat_sessions WHERE id = $1) AS owner, s.ai_model, s.response_cache_hours,
           (SELECT version FROM knowledge_index_state WHERE id = 1) AS version
         FROM system_settings s WHERE s.id = 1`,
        [input.session_id],
      );
      const state = stateRows[0];
      if (!state) throw new Error('system_settings row missing (migration 0100 not applied?)');
      if (state.owner && state.owner !== user.id) throw notFound('Conversation not found');
      const documentIds = input.document_ids?.filter(isUuid);
      if (input.document_ids && documentIds && documentIds.length !== input.document_ids.length)
        throw new HttpError(400, 'document_ids: Invalid document id');

      const settings = state;
      let eng = engine();
      let model = eng.modelFor(settings.ai_model);
      const questionNorm = normaliseQuestion(input.message);
      // A follow-up ('And part-timers?') means something only with its turn: the cache keys it so.
      const previous = state.owner ? await previousTurn(input.session_id) : null;
      const cacheKey =
        previous && looksLikeFollowUp(input.message)
          ? `${normaliseQuestion(previous.question)} >> ${questionNorm}`.slice(0, 1000)
          : questionNorm;
      const scope = (documentIds ?? []).slice().sort().join(',');
      const version = Number(state.version);
      const write = async (e: ChatStreamEvent) => {
        if (!signal.aborted) await options.write(e);
      };

      let answer: StructuredAnswer | string;
      let referenced: ReferencedDocument[] = [];
      let suggested: SuggestedTicket | null = null;
      let gapReason: string | null = null;
      let cached = false;
      let usage = { promptTokens: 0, completionTokens: 0 };
      /** Set when the streamed pieces do not read as the final answer: the client shows this instead. */
      let replacement: StructuredAnswer | string | undefined;
      let statementSources: StatementSource[] | undefined;
      /** The question's vector and its answer's similarity, kept with a cached answer (invalidation). */
      let cacheVector: { vector: Float32Array; model: string; similarity: number } | undefined;
      const { rows: cacheRows } = await pool.query<CacheRow>(
        `UPDATE answer_cache SET hits = hits + 1
         WHERE question_norm = $1 AND model = $2 AND scope = $3 AND expires_at > $4
         RETURNING answer, answer_text, response_type, referenced, statement_sources`,
        [cacheKey, model, scope, now()],
      );
      const hit = cacheRows[0];
      if (hit) {
        cached = true;
        answer = hit.answer;
        referenced = hit.referenced;
        statementSources = hit.statement_sources ?? undefined;
        for (const piece of chunkJson(hit.answer_text)) await write({ type: 'content', content: piece });
      } else {
        // A model answers other languages; the English documents are searched with the question in English.
        let searchText = input.message;
        const asked = eng.toEnglish ? await questionLanguage(input.message) : 'en';
        if (eng.toEnglish && asked !== 'en') {
          searchText = await eng.toEnglish(input.message, model, signal).catch((error: Error) => {
            log.error({ err: error }, 'Translating the question failed; searching with it as asked');
            return input.message;
          });
        }
        const searched = await cachedPlan(searchText, previous, documentIds, version);
        // Answered in the language it was asked in (the plan's own language is the search text's).
        const plan = searchText === input.message ? searched : { ...searched, language: asked };
        const selected = plan.sections;
        const streamText = async (text: string) => {
          for (const piece of chunkJson(text)) await write({ type: 'content', content: piece });
        };
        if (plan.language !== 'en' && !eng.answersLanguage(plan.language)) {
          // The built-in engine reads English only: a plain notice, not a misleading 'not found'.
          answer = languageNotice(plan.language);
          gapReason = `Asked in ${languageName(plan.language)}; the built-in engine answers English questions`;
          await streamText(answer);
        } else if (plan.read.parts.length === 0) {
          answer = INSTRUCTIONS_ONLY_ANSWER;
          gapReason = plan.gapReason;
          await streamText(answer);
        } else if (selected.length === 0) {
          gapReason = plan.gapReason ?? 'No relevant approved document was found';
          answer = NOT_FOUND_ANSWER;
          suggested = suggestTicket(input.message);
          await streamText(answer);
        } else {
          // What the client has been shown, to tell at the end whether it reads as the final answer.
          let streamed = '';
          const onPiece = async (piece: string) => {
            streamed += piece;
            await write({ type: 'content', content: piece });
          };
          const builtIn = async () => {
            eng = builtInEngine(deps.builtIn);
            model = eng.modelFor(settings.ai_model);
            // If part of the model's answer was already shown, the built-in answer replaces it at the
            // end (`replacement_content`) rather than being appended to it, so its pieces are not streamed.
            return eng.answer({
              question: input.message,
              plan,
              sections: selected,
              model,
              signal,
              onPiece: streamed === '' ? onPiece : async () => {},
            });
          };
          // A model reads more than the answering sections: their neighbours and the parts' runners-up.
          const context = eng.kind === 'built-in' ? selected : await modelContext(pool, plan);
          let out: Awaited<ReturnType<AnswerEngine['answer']>>;
          try {
            out = await eng.answer({
              question: input.message,
              plan,
              sections: context,
              model,
              signal,
              onPiece,
            });
            if (out.removed && out.removed.length > 0)
              log.warn(
                { removed: out.removed },
                `Removed ${out.removed.length} unsupported statement(s) from the AI answer`,
              );
            if (eng.kind !== 'built-in' && out.usedSectionIds.length === 0) {
              // Nothing of the model's answer holds (no statement stands on the sources, or it did not
              // answer with the JSON): the built-in answer is shown instead.
              log.warn('No statement of the AI answer holds; answering with the built-in engine');
              usage = out.usage;
              out = { ...(await builtIn()), usage: out.usage };
            }
          } catch (error) {
            if (signal.aborted) return { stored: false as const };
            if (eng.kind === 'built-in') throw error;
            // The AI service failed (an error, silence past the first-byte limit, a cut stream).
            log.error({ err: error }, 'AI service failed, answering with the built-in engine');
            out = await builtIn();
          }
          answer = out.answer;
          usage = out.usage;
          statementSources = out.statementSources;
          referenced = referencesFor(context, out.usedSectionIds);
          cacheVector = cacheVectorOf(plan, out.usedSectionIds, index?.model ?? null);
          if (referenced.length === 0) {
            gapReason = 'The retrieved sections did not support an answer';
            suggested = suggestTicket(input.message);
          }
          if (streamed !== '' && !readsAs(streamed, answer)) replacement = answer;
        }
      }

      const responseType = typeof answer === 'string' ? 'text' : 'structured';
      const answerText = typeof answer === 'string' ? answer : JSON.stringify(answer);
      const messageId = randomUUID();
      const metadata: Omit<ChatStreamMetadataEvent, 'type'> = {
        session_id: input.session_id,
        message_id: messageId,
        documents_referenced: referenced.length,
        referenced_documents: referenced,
        response_time_seconds: Math.round((performance.now() - started) / 10) / 100,
        response_type: responseType,
        suggested_ticket: suggested,
        cached,
        model,
        ...(statementSources && statementSources.length > 0 ? { statement_sources: statementSources } : {}),
      };

      // Usage is recorded even when the client left: the tokens were spent.
      const totalTokens = cached ? 0 : usage.promptTokens + usage.completionTokens;
      await pool.query(
        `INSERT INTO api_usage (user_id, engine, model, prompt_tokens, completion_tokens, total_tokens, cost, cached, query_preview)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          user.id,
          eng.kind,
          model,
          cached ? 0 : usage.promptTokens,
          cached ? 0 : usage.completionTokens,
          totalTokens,
          cached || eng.kind === 'built-in' ? 0 : costOf(model, usage.promptTokens, usage.completionTokens),
          cached,
          truncateText(input.message, 100),
        ],
      );
      if (signal.aborted) return { stored: false as const };
      // The replacement goes to the client only: the stored message's content is the answer itself.
      await write({
        type: 'metadata',
        ...metadata,
        ...(replacement === undefined ? {} : { replacement_content: replacement }),
      });
      if (signal.aborted) return { stored: false as const };

      await tx(pool, async (client) => {
        await client.query(
          `INSERT INTO chat_sessions (id, user_id, title) VALUES ($1, $2, $3)
           ON CONFLICT (id) DO UPDATE SET updated_at = now()`,
          [input.session_id, user.id, truncateText(input.message, 60)],
        );
        await client.query(
          `INSERT INTO chat_messages (session_id, role, content, question_norm) VALUES ($1, 'user', $2, $3)`,
          [input.session_id, JSON.stringify(input.message), questionNorm],
        );
        const { type: _, session_id: __, message_id: ___, ...stored } = { type: 'metadata', ...metadata };
        await client.query(
          `INSERT INTO chat_messages (id, session_id, role, content, metadata) VALUES ($1, $2, 'assistant', $3, $4)`,
          [messageId, input.session_id, JSON.stringify(answer), JSON.stringify(stored)],
        );
        if (gapReason)
          await client.query(
            `INSERT INTO knowledge_gaps (user_id, session_id, question, question_norm, reason) VALUES ($1, $2, $3, $4, $5)`,
            [user.id, input.session_id, input.message, questionNorm, gapReason],
          );
        if (!cached && referenced.length > 0 && settings.response_cache_hours > 0) {
          // Written only if the index has not changed since retrieval (else the key is already stale).
          await client.query(
            `INSERT INTO answer_cache (question_norm, model, index_version, scope, answer, answer_text, response_type,
               referenced, document_ids, expires_at, statement_sources, query_vector, embedding_model, answer_similarity)
             SELECT $1, $2, $3, $4, $5, $10, $6, $7, $8::uuid[], $9, $11, $12, $13, $14
             WHERE (SELECT version FROM knowledge_index_state WHERE id = 1) = $3
               AND NOT EXISTS (SELECT 1 FROM unnest($8::uuid[]) d WHERE NOT EXISTS (
                 SELECT 1 FROM documents x WHERE x.id = d AND x.approval_status = 'approved'))
             ON CONFLICT (question_norm, model, scope) DO UPDATE SET answer = EXCLUDED.answer, index_version = EXCLUDED.index_version,
               query_vector = EXCLUDED.query_vector, embedding_model = EXCLUDED.embedding_model,
               answer_similarity = EXCLUDED.answer_similarity,
               answer_text = EXCLUDED.answer_text, response_type = EXCLUDED.response_type,
               referenced = EXCLUDED.referenced, document_ids = EXCLUDED.document_ids, hits = 0,
               statement_sources = EXCLUDED.statement_sources,
               created_at = now(), expires_at = EXCLUDED.expires_at`,
            [
              cacheKey,
              model,
              version,
              scope,
              JSON.stringify(answer),
              responseType,
              JSON.stringify(referenced),
              referenced.map((r) => r.document_id),
              new Date(now().getTime() + settings.response_cache_hours * 3_600_000),
              answerText,
              statementSources ? JSON.stringify(statementSources) : null,
              cacheVector ? vectorToBytes(cacheVector.vector) : null,
              cacheVector?.model ?? null,
              cacheVector?.similarity ?? null,
            ],
          );
        }
      });
      return { stored: true as const, messageId, answer, metadata };
    },

    async feedback(
      user: Caller,
      input: { message_id: string; rating: 'up' | 'down'; comment?: string | undefined },
    ) {
      assertPermission(user, 'use_ai_chat');
      if (!isUuid(input.message_id)) throw notFound('Message not found');
      const { rows } = await pool.query<{ session_id: string; user_id: string; role: string }>(
        `SELECT m.session_id, s.user_id, m.role FROM chat_messages m JOIN chat_sessions s ON s.id = m.session_id
         WHERE m.id = $1`,
        [input.message_id],
      );
      const row = rows[0];
      if (!row || row.user_id !== user.id) throw notFound('Message not found');
      if (row.role !== 'assistant')
        throw new HttpError(400, 'message_id: Only assistant answers can be rated');
      const { rows: saved } = await pool.query<{ id: string; created_at: Date }>(
        `INSERT INTO chat_feedback (message_id, user_id, rating, comment) VALUES ($1, $2, $3, $4)
         ON CONFLICT (message_id, user_id) DO UPDATE SET rating = EXCLUDED.rating, comment = EXCLUDED.comment, created_at = now()
         RETURNING id, created_at`,
        [input.message_id, user.id, input.rating, input.comment || null],
      );
      const list = await queryFeedback({ rating: input.rating, messageId: input.message_id });
      const item = list.find((f) => f.id === saved[0]?.id);
      if (!item) throw new Error('feedback not readable after insert');
      return item;
    },

    /**
     * Ratings on answers citing a department's documents: down-votes are listed for the department
     * that owns the cited documents. Admins see every department (or the one asked for); a manager only
     * the departments theirs owns (access.ts KB_DEPARTMENTS_OF), and asking for another is a 403.
     */
    async feedbackList(user: Caller, query: { department?: string | undefined; rating?: 'up' | 'down' }) {
      if (!isManager(user)) throw new HttpError(403, 'Manager or admin access required');
      let departments: string[] | null = query.department ? [query.department] : null;
      if (!isAdmin(user)) {
        const own = KB_DEPARTMENTS_OF[user.department ?? ''] ?? [];
        if (own.length === 0)
          throw new HttpError(
            403,
            "Feedback is listed for your department's documents; your account has no department",
          );
        if (query.department && !own.includes(query.department as (typeof own)[number]))
          throw new HttpError(403, "Feedback is listed only for your own department's documents");
        departments ??= [...own];
      }
      return queryFeedback({ rating: query.rating, departments });
    },
  };
}

/**
 * Whether streamed text reads as `answer` on the client: the same text, or for a structured answer the
 * same answer once parsed (the model's JSON also carries `sources`, which the client ignores).
 */
export function readsAs(streamed: string, answer: StructuredAnswer | string): boolean {
  if (typeof answer === 'string') return streamed === answer;
  if (streamed === JSON.stringify(answer)) return true;
  let value: unknown;
  try {
    value = JSON.parse(streamed);
  } catch {
    return false;
  }
  const parsed = structuredAnswerSchema.safeParse(value);
  return parsed.success && JSON.stringify(parsed.data) === JSON.stringify(answer);
}

/**
 * What a cached answer keeps to know when a newly indexed document could change it: its parts'
 * vectors and the lowest similarity among the sections the answer used.
 */
function cacheVectorOf(plan: AnswerPlan, usedSectionIds: number[], model: string | null) {
  const vectors = plan.parts.map((p) => p.retrieval.vector).filter((v): v is Float32Array => !!v);
  if (vectors.length === 0 || !model) return undefined;
  // Every part's vector, one after the other: a new document could change the answer to any part.
  const joined = new Float32Array(vectors.reduce((n, v) => n + v.length, 0));
  let at = 0;
  for (const v of vectors) {
    joined.set(v, at);
    at += v.length;
  }
  const used = plan.parts.flatMap((p) => p.sections).filter((s) => usedSectionIds.includes(s.id));
  const similarity = Math.min(...used.map((s) => s.dense), 1);
  return { vector: joined, model, similarity };
}

/** One reference per document whose sections the answer was really built from (best section first). */
export function referencesFor(selected: RetrievedSection[], usedSectionIds: number[]): ReferencedDocument[] {
  const out = new Map<string, ReferencedDocument>();
  for (const s of selected) {
    if (!usedSectionIds.includes(s.id) || out.has(s.documentId)) continue;
    out.set(s.documentId, {
      document_id: s.documentId,
      source: s.documentName,
      section: s.headingPath.join(' > ') || null,
      heading_path: s.headingPath,
      score: Math.round(s.score * 1000) / 1000,
    });
  }
  return [...out.values()];
}

export type ChatService = ReturnType<typeof createChatService>;
export { estimateTokens };
