import type { AnswerEngine, ChatMessage, ChatSession } from '@portal/contract';
import type { PortalApi } from '../../app/api.ts';
import type { FirstDataLoader } from '../../app/first-data.ts';

/** What answers and how long answers are cached, as the server reports them. */
export type AnswerSettings = { engine: AnswerEngine; model: string; hours: number };

/** The chat screen's own data, besides the conversation: what the server render reads first. */
export interface ChatFirstData {
  sessions: ChatSession[];
  /** Approved documents the assistant answers from; undefined when unknown (the count is hidden). */
  approvedCount: number | undefined;
  /** null when unknown: no badges (ChatHeader). */
  settings: AnswerSettings | null;
  /** The conversation of `?session=`, when the page has one and it could be read. */
  conversation?: { id: string; messages: ChatMessage[] };
}

/** The document count and the answer settings (each optional: the chat works without them). */
export async function fetchChatFirstData(client: PortalApi): Promise<Omit<ChatFirstData, 'sessions'>> {
  const [approvedCount, settings] = await Promise.all([
    client.documents.ragStats().then(
      (stats) => stats.total_documents,
      () => undefined,
    ),
    // Every signed-in user may read the system settings (GET /admin/system-settings). The model
    // badge shows what answers (the built-in engine while no AI service is configured), not the
    // model setting.
    client.admin.systemSettings().then(
      (s): AnswerSettings => ({
        engine: s.answer_engine,
        model: s.answer_model,
        hours: s.response_cache_hours,
      }),
      () => null,
    ),
  ]);
  return { approvedCount, settings };
}

/**
 * Everything the chat screen reads as it opens: the server render's loader. A conversation that
 * cannot be read is left to the browser, which shows why ('Failed to load conversation').
 */
export const loadFirstData: FirstDataLoader = async ({ api, url }): Promise<ChatFirstData> => {
  const id = url.searchParams.get('session');
  const [sessions, rest, messages] = await Promise.all([
    // The list is secondary: the conversation itself works without it.
    api.chat.sessions().catch(() => []),
    fetchChatFirstData(api),
    id ? api.chat.messages(id).catch(() => undefined) : undefined,
  ]);
  return { sessions, ...rest, ...(id && messages ? { conversation: { id, messages } } : {}) };
};
