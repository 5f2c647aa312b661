import type { ChatMessage, EndpointBody } from '@portal/contract';
import {
  type ChatStreamingEvent,
  type ChatThreadMessage,
  chatStreamingMachine,
  type StreamReplyInput,
  type TicketCreateBody,
  ticketFormMachine,
} from '@portal/state-machines';
import { fromCallback, fromPromise } from 'xstate';
import { api } from '../../app/api.ts';

/**
 * The chat machine with its reply stream wired to `POST /chat/send`. Stopping the actor (new
 * conversation, leaving the screen) aborts the request, so the server stores nothing half-done.
 */
export const portalChatMachine = chatStreamingMachine.provide({
  actors: {
    streamReply: fromCallback<ChatStreamingEvent, StreamReplyInput>(({ input, sendBack }) => {
      const controller = new AbortController();
      (async () => {
        try {
          const stream = api.chat.send(
            { session_id: input.sessionId, message: input.message },
            { signal: controller.signal },
          );
          for await (const event of stream) {
            if (event.type === 'content') sendBack({ type: 'chat.chunk', content: event.content });
            else sendBack({ type: 'chat.metadata', metadata: event.metadata });
          }
          if (!controller.signal.aborted) sendBack({ type: 'chat.done' });
        } catch (error) {
          if (!controller.signal.aborted) sendBack({ type: 'chat.failed', error });
        }
      })();
      return () => controller.abort();
    }),
  },
});

/** The ticket form with its create call wired to `POST /boost/tickets`. */
export const portalTicketFormMachine = ticketFormMachine.provide({
  actors: {
    // The machine keeps the form's values as strings; the server validates the enums again.
    createTicket: fromPromise<unknown, TicketCreateBody>(({ input }) =>
      api.tickets.create(input as EndpointBody<'tickets.create'>),
    ),
  },
});

/**
 * Stored messages as the machine holds them. An assistant message keeps its server id in
 * `metadata.message_id` too, where a freshly streamed answer has it (the stream's metadata), so
 * feedback finds the id the same way for both.
 */
export function toMachineMessages(list: readonly ChatMessage[]): ChatThreadMessage[] {
  return list.map((message, index) => ({
    id: message.id ?? `stored-${index}`,
    role: message.role,
    content: message.content,
    timestamp: message.timestamp,
    metadata:
      message.role === 'assistant'
        ? { ...(message.metadata ?? {}), ...(message.id ? { message_id: message.id } : {}) }
        : undefined,
  }));
}

/** The stored id of an assistant answer (for feedback), once the server has it. */
export function storedMessageId(message: ChatThreadMessage): string | undefined {
  return message.metadata?.message_id;
}

/**
 * A new conversation's id (the server creates the session on its first message). Not
 * `crypto.randomUUID`: that exists only in secure contexts, and an intranet may serve plain http.
 */
export function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
