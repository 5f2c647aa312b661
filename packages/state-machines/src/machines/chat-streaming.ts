import { type ChatMessageView, type ChatStreamMetadata, messages } from '@portal/contract';
import { assertEvent, assign, emit, fromCallback, setup } from 'xstate';
import {
  advancePartialJson,
  initialPartialJsonState,
  type PartialJsonState,
  partialJsonValue,
} from '../partial-json.ts';
import type { Toast } from '../shared.ts';

/**
 * A message of the conversation: the contract's `ChatMessageView` (an answer may be a partial
 * structured answer while it streams), always with an id (the list's key; the stored id of an answer
 * is `metadata.message_id`).
 */
export type ChatThreadMessage = ChatMessageView & { id: string };

export interface ChatStreamingContext {
  sessionId: string | null;
  messages: ChatThreadMessage[];
  /** Raw text received for the placeholder so far (including what is not yet shown). */
  received: string;
  /** Whether `received` has text the placeholder does not show yet (flushed once per frame). */
  dirty: boolean;
  /** How far `received` has been read as JSON: each frame reads only the text that is new. */
  parse: PartialJsonState;
  placeholderId: string | null;
  error: string | null;
  sequence: number;
}

/** Events the injected reply stream sends back to the machine. */
export type ChatStreamFeedback =
  | { type: 'chat.chunk'; content: string }
  | { type: 'chat.metadata'; metadata: ChatStreamMetadata }
  | { type: 'chat.done' }
  | { type: 'chat.failed'; error: unknown };

export type ChatStreamingEvent =
  | { type: 'chat.send'; text: string }
  | { type: 'chat.stop' }
  | { type: 'chat.newConversation'; sessionId: string | null }
  | { type: 'chat.loadMessages'; sessionId: string; messages: ChatThreadMessage[] }
  | { type: 'chat.frame' }
  | ChatStreamFeedback;

export type ChatStreamingEmitted = { type: 'toast'; toast: Toast };

/** Input of the injected `streamReply` actor; it must stop the request when stopped itself. */
export interface StreamReplyInput {
  sessionId: string;
  message: string;
}

function now() {
  return new Date().toISOString();
}

/**
 * What the placeholder shows for the text received so far, read on from `before` to `parse`: the
 * text itself, or the structured answer it starts to be. The object is kept (same reference, so
 * nothing re-renders) while no more of it can be shown, and it never shrinks.
 */
function contentOf(
  text: string,
  parse: PartialJsonState,
  before: PartialJsonState,
  previous: ChatThreadMessage['content'],
): ChatThreadMessage['content'] {
  // Not an object (or only white space so far): plain text.
  if (parse.safeEnd === 0) return text;
  if (typeof previous === 'object' && parse.safeEnd === before.safeEnd) return previous;
  const parsed = partialJsonValue(parse, text);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return typeof previous === 'object' ? previous : '';
  }
  // Whatever object has formed so far: the structured answer's fields as far as they arrived.
  return parsed as ChatThreadMessage['content'];
}

/**
 * One conversation's send flow: idle -> sending -> streaming -> idle. Sending adds the question
 * and an empty assistant placeholder; streamed text is buffered and shown at most once per
 * animation frame (`animationFrames` sends `chat.frame`); an answer that starts as JSON is parsed
 * progressively into a structured answer. On failure the placeholder is removed and a toast is
 * emitted. `chat.stop` aborts (the stream actor is stopped) and keeps what arrived. A metadata with
 * `replacement_content` withdraws what streamed: the placeholder shows the replacement instead.
 * Injected actors: streamReply (fromCallback), animationFrames (fromCallback).
 */
export const chatStreamingMachine = setup({
  types: {
    context: {} as ChatStreamingContext,
    events: {} as ChatStreamingEvent,
    emitted: {} as ChatStreamingEmitted,
    input: {} as { sessionId?: string | null; messages?: ChatThreadMessage[] } | undefined,
  },
  actors: {
    streamReply: fromCallback<ChatStreamingEvent, StreamReplyInput>(({ sendBack }) => {
      sendBack({ type: 'chat.failed', error: new Error('streamReply was not provided') });
    }),
    animationFrames: fromCallback<ChatStreamingEvent>(({ sendBack }) => {
      let handle = 0;
      let active = true;
      const raf =
        typeof requestAnimationFrame === 'function'
          ? requestAnimationFrame
          : (callback: FrameRequestCallback) =>
              setTimeout(() => callback(Date.now()), 16) as unknown as number;
      const cancel =
        typeof cancelAnimationFrame === 'function' ? cancelAnimationFrame : (id: number) => clearTimeout(id);
      const tick = () => {
        if (!active) return;
        sendBack({ type: 'chat.frame' });
        handle = raf(tick);
      };
      handle = raf(tick);
      return () => {
        active = false;
        cancel(handle);
      };
    }),
  },
  actions: {
    addQuestionAndPlaceholder: assign(({ context, event }) => {
      assertEvent(event, 'chat.send');
      const sequence = context.sequence + 2;
      const placeholderId = `assistant-${sequence}`;
      return {
        sequence,
        placeholderId,
        received: '',
        dirty: false,
        parse: initialPartialJsonState,
        error: null,
        messages: [
          ...context.messages,
          { id: `user-${sequence - 1}`, role: 'user', content: event.text.trim(), timestamp: now() },
          {
            id: placeholderId,
            role: 'assistant',
            content: '',
            timestamp: now(),
            metadata: { response_type: 'streaming' },
          },
        ],
      };
    }),
    bufferChunk: assign(({ context, event }) => {
      assertEvent(event, 'chat.chunk');
      return { received: context.received + event.content, dirty: true };
    }),
    flushToPlaceholder: assign(({ context }) => {
      if (!context.dirty) return {};
      const parse = advancePartialJson(context.parse, context.received);
      const placeholder = context.messages.find((m) => m.id === context.placeholderId);
      const content = contentOf(context.received, parse, context.parse, placeholder?.content ?? '');
      // Nothing new to show: keep the list as it is, so nothing re-renders.
      if (!placeholder || content === placeholder.content) return { dirty: false, parse };
      return {
        dirty: false,
        parse,
        messages: context.messages.map((m) => (m === placeholder ? { ...m, content } : m)),
      };
    }),
    applyMetadata: assign(({ context, event }) => {
      assertEvent(event, 'chat.metadata');
      // The replacement is the message's content (applyReplacement), not part of its metadata.
      const { replacement_content: _, ...metadata } = event.metadata;
      return {
        messages: context.messages.map((m) =>
          m.id === context.placeholderId ? { ...m, metadata: { ...m.metadata, ...metadata } } : m,
        ),
      };
    }),
    /**
     * A metadata with `replacement_content`: the placeholder shows it instead of what streamed. What was
     * received becomes its text, read to the end, so a frame still due or completing keeps it (as a
     * string it is never read as JSON, whatever it starts with).
     */
    applyReplacement: assign(({ context, event }) => {
      assertEvent(event, 'chat.metadata');
      const replacement = event.metadata.replacement_content;
      if (replacement === undefined || replacement === null) return {};
      const received = typeof replacement === 'string' ? replacement : JSON.stringify(replacement);
      const parse =
        typeof replacement === 'string'
          ? { ...initialPartialJsonState, invalid: true, scanned: received.length }
          : advancePartialJson(initialPartialJsonState, received);
      return {
        received,
        dirty: false,
        parse,
        messages: context.messages.map((m) =>
          m.id === context.placeholderId ? { ...m, content: replacement } : m,
        ),
      };
    }),
    completePlaceholder: assign(({ context }) => {
      const parse = advancePartialJson(context.parse, context.received);
      return {
        placeholderId: null,
        dirty: false,
        parse,
        messages: context.messages.map((m) => {
          if (m.id !== context.placeholderId) return m;
          const content = contentOf(context.received, parse, context.parse, m.content);
          const responseType = typeof content === 'object' ? 'structured' : 'completed';
          return { ...m, content, metadata: { ...m.metadata, response_type: responseType } };
        }),
      };
    }),
    removePlaceholder: assign(({ context }) => ({
      placeholderId: null,
      received: '',
      dirty: false,
      parse: initialPartialJsonState,
      messages: context.messages.filter((m) => m.id !== context.placeholderId),
    })),
    failSend: assign({ error: messages.chatSendFailed }),
    toastSendFailed: emit({
      type: 'toast',
      toast: { title: messages.chatSendFailed, variant: 'error' },
    } as const),
    startConversation: assign(({ event }) => {
      assertEvent(event, 'chat.newConversation');
      return { sessionId: event.sessionId, messages: [], received: '', placeholderId: null, error: null };
    }),
    loadMessages: assign(({ event }) => {
      assertEvent(event, 'chat.loadMessages');
      return { sessionId: event.sessionId, messages: event.messages, placeholderId: null, error: null };
    }),
  },
  guards: {
    canSend: ({ context, event }) =>
      event.type === 'chat.send' && !!context.sessionId && event.text.trim() !== '',
  },
}).createMachine({
  id: 'chatStreaming',
  context: ({ input }) => ({
    sessionId: input?.sessionId ?? null,
    messages: input?.messages ?? [],
    received: '',
    dirty: false,
    parse: initialPartialJsonState,
    placeholderId: null,
    error: null,
    sequence: 0,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'chat.send': { guard: 'canSend', target: 'busy', actions: 'addQuestionAndPlaceholder' },
        'chat.newConversation': { actions: 'startConversation' },
        'chat.loadMessages': { actions: 'loadMessages' },
      },
    },
    busy: {
      tags: ['busy'],
      invoke: {
        src: 'streamReply',
        input: ({ context }) => {
          const question = context.messages.at(-2);
          return {
            sessionId: context.sessionId ?? '',
            message: typeof question?.content === 'string' ? question.content : '',
          };
        },
      },
      initial: 'sending',
      states: {
        sending: {
          on: {
            'chat.chunk': { target: 'streaming', actions: 'bufferChunk' },
            // Nothing arrived yet: an empty answer bubble would mean nothing.
            'chat.stop': { target: '#chatStreaming.idle', actions: 'removePlaceholder' },
          },
        },
        streaming: {
          invoke: { src: 'animationFrames' },
          on: {
            'chat.chunk': { actions: 'bufferChunk' },
            'chat.frame': { actions: 'flushToPlaceholder' },
          },
        },
      },
      on: {
        'chat.metadata': { actions: ['applyMetadata', 'applyReplacement'] },
        'chat.done': { target: 'idle', actions: 'completePlaceholder' },
        'chat.failed': { target: 'idle', actions: ['removePlaceholder', 'failSend', 'toastSendFailed'] },
        // Stopping keeps what already arrived: the user asked to stop, nothing failed.
        'chat.stop': { target: 'idle', actions: 'completePlaceholder' },
        'chat.newConversation': { target: 'idle', actions: ['removePlaceholder', 'startConversation'] },
      },
    },
  },
});

export type ChatStreamingMachine = typeof chatStreamingMachine;
