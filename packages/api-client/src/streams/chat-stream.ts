import type { ChatMessageMetadata, ChatStreamMetadataEvent } from '@portal/contract';
import { ApiError, abortedError, toApiError } from '../errors.ts';

/** The closing metadata: the stored message's, plus `replacement_content` when the pieces are withdrawn. */
export type ChatStreamMetadata = ChatMessageMetadata & Pick<ChatStreamMetadataEvent, 'replacement_content'>;

/** One piece of a streamed chat answer. */
export type ChatStreamEvent =
  | { type: 'content'; content: string }
  | { type: 'metadata'; metadata: ChatStreamMetadata };

const DATA_PREFIX = 'data:';

function parseLine(line: string): ChatStreamEvent | undefined {
  const trimmed = line.endsWith('\r') ? line.slice(0, -1) : line;
  if (!trimmed.startsWith(DATA_PREFIX)) return undefined;
  // 'data: ' per the spec; a missing space is tolerated as SSE allows it.
  const payload = trimmed.slice(DATA_PREFIX.length).replace(/^ /, '');
  if (payload === '' || payload === '[DONE]') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const event = value as Record<string, unknown>;
  if (event.type === 'content' && typeof event.content === 'string') {
    return { type: 'content', content: event.content };
  }
  if (event.type === 'metadata') {
    const { type: _type, metadata, ...rest } = event;
    const fields = (
      typeof metadata === 'object' && metadata !== null ? metadata : rest
    ) as ChatStreamMetadata;
    return { type: 'metadata', metadata: fields };
  }
  if (event.type === 'error') {
    const message =
      typeof event.message === 'string' ? event.message : String(event.detail ?? 'Stream error');
    throw new ApiError({ kind: 'invalid-response', status: 200, detail: message, userMessage: message });
  }
  return undefined;
}

/**
 * Reads `data: ` lines of the chat send answer, whatever the chunk boundaries (a line, or a
 * multi-byte character, may be split across chunks), and yields content and metadata events.
 * Aborting `signal` cancels the body and ends the reader with an aborted {@link ApiError}.
 */
export async function* readChatStream(
  body: ReadableStream<Uint8Array>,
  signal?: AbortSignal,
): AsyncGenerator<ChatStreamEvent, void, undefined> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const onAbort = () => {
    reader.cancel().catch(() => {});
  };
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    while (true) {
      if (signal?.aborted) throw abortedError(signal.reason);
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (error) {
        throw signal?.aborted ? abortedError(error) : toApiError(error);
      }
      if (signal?.aborted) throw abortedError(signal.reason);
      if (chunk.done) break;
      buffer += decoder.decode(chunk.value, { stream: true });
      let newline = buffer.indexOf('\n');
      while (newline !== -1) {
        const event = parseLine(buffer.slice(0, newline));
        buffer = buffer.slice(newline + 1);
        if (event) yield event;
        newline = buffer.indexOf('\n');
      }
    }
    buffer += decoder.decode();
    const last = parseLine(buffer);
    if (last) yield last;
  } finally {
    signal?.removeEventListener('abort', onAbort);
    reader.releaseLock();
  }
}
