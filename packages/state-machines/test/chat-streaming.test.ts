import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, waitFor } from 'xstate';
import {
  type ChatStreamingEvent,
  chatStreamingMachine,
  parsePartialJson,
  type StreamReplyInput,
  type Toast,
} from '../src/index.ts';
import { streamMetadataFixture } from '../src/stories/fixtures.ts';
import { expectFullGraphCoverage } from './graph-coverage.ts';

const streamMetadata = streamMetadataFixture;

/** A stream actor the test drives by hand, and a frame source it ticks by hand. */
function harness() {
  const streams: Array<{ input: StreamReplyInput; send: (e: ChatStreamingEvent) => void; stopped: boolean }> =
    [];
  let frame: (() => void) | null = null;
  const machine = chatStreamingMachine.provide({
    actors: {
      streamReply: fromCallback<ChatStreamingEvent, StreamReplyInput>(({ sendBack, input }) => {
        const entry = { input, send: sendBack, stopped: false };
        streams.push(entry);
        return () => {
          entry.stopped = true;
        };
      }),
      animationFrames: fromCallback<ChatStreamingEvent>(({ sendBack }) => {
        frame = () => sendBack({ type: 'chat.frame' });
        return () => {
          frame = null;
        };
      }),
    },
  });
  const actor = createActor(machine, { input: { sessionId: 's1' } });
  const toasts: Toast[] = [];
  actor.on('toast', (e) => toasts.push(e.toast));
  actor.start();
  return {
    actor,
    streams,
    toasts,
    tick: () => frame?.(),
    hasFrames: () => frame !== null,
    last: () => actor.getSnapshot().context.messages.at(-1),
  };
}

describe('chatStreaming', () => {
  it('ignores empty text and a missing session', () => {
    const { actor, streams } = harness();
    actor.send({ type: 'chat.send', text: '   ' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'chat.newConversation', sessionId: null });
    actor.send({ type: 'chat.send', text: 'Hello' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(streams).toHaveLength(0);
  });

  it('sends, fills the placeholder at most once per frame, and completes', () => {
    const h = harness();
    h.actor.send({ type: 'chat.send', text: ' How much leave? ' });
    expect(h.actor.getSnapshot().matches({ busy: 'sending' })).toBe(true);
    expect(h.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(h.streams[0]?.input).toEqual({ sessionId: 's1', message: 'How much leave?' });
    const [question, placeholder] = h.actor.getSnapshot().context.messages;
    expect(question).toMatchObject({ role: 'user', content: 'How much leave?' });
    expect(placeholder).toMatchObject({
      role: 'assistant',
      content: '',
      metadata: { response_type: 'streaming' },
    });

    const stream = h.streams[0] as (typeof h.streams)[number];
    stream.send({ type: 'chat.chunk', content: 'You get ' });
    stream.send({ type: 'chat.chunk', content: '25 ' });
    expect(h.actor.getSnapshot().matches({ busy: 'streaming' })).toBe(true);
    // Nothing is shown until the next frame, however many chunks arrive.
    expect(h.last()?.content).toBe('');
    h.tick();
    expect(h.last()?.content).toBe('You get 25 ');
    const before = h.actor.getSnapshot();
    h.tick();
    expect(h.actor.getSnapshot().context.messages).toBe(before.context.messages);
    stream.send({ type: 'chat.chunk', content: 'days.' });
    stream.send({
      type: 'chat.metadata',
      metadata: streamMetadata({ documents_referenced: 1, response_time_seconds: 2 }),
    });
    stream.send({ type: 'chat.done' });
    expect(h.actor.getSnapshot().value).toBe('idle');
    expect(h.last()).toMatchObject({
      content: 'You get 25 days.',
      metadata: { response_type: 'completed', documents_referenced: 1, response_time_seconds: 2 },
    });
    expect(stream.stopped).toBe(true);
    expect(h.hasFrames()).toBe(false);
  });

  it('parses a structured answer progressively', () => {
    const h = harness();
    h.actor.send({ type: 'chat.send', text: 'Leave policy?' });
    const stream = h.streams[0] as (typeof h.streams)[number];
    stream.send({ type: 'chat.chunk', content: '{"summary": "Annual le' });
    h.tick();
    expect(h.last()?.content).toEqual({ summary: 'Annual le' });
    stream.send({ type: 'chat.chunk', content: 'ave is 25 days", "details": {"requirements": ["Ask' });
    h.tick();
    expect(h.last()?.content).toEqual({
      summary: 'Annual leave is 25 days',
      details: { requirements: ['Ask'] },
    });
    stream.send({ type: 'chat.chunk', content: ' your manager"]}}' });
    stream.send({ type: 'chat.done' });
    expect(h.last()).toMatchObject({
      content: { summary: 'Annual leave is 25 days', details: { requirements: ['Ask your manager'] } },
      metadata: { response_type: 'structured' },
    });
  });

  it('keeps the structured answer as it is while nothing more of it can be shown', () => {
    const h = harness();
    h.actor.send({ type: 'chat.send', text: 'Leave policy?' });
    const stream = h.streams[0] as (typeof h.streams)[number];
    stream.send({ type: 'chat.chunk', content: '{"summary": "Annual leave"' });
    h.tick();
    const before = h.actor.getSnapshot().context.messages;
    expect(before.at(-1)?.content).toEqual({ summary: 'Annual leave' });
    // A key has started: there is nothing new to show, so nothing changes (and nothing re-renders).
    stream.send({ type: 'chat.chunk', content: ', "deta' });
    h.tick();
    expect(h.actor.getSnapshot().context.messages).toBe(before);
    stream.send({ type: 'chat.chunk', content: 'ils": {"requirements": ["Ask"' });
    h.tick();
    expect(h.last()?.content).toEqual({ summary: 'Annual leave', details: { requirements: ['Ask'] } });
    expect(h.actor.getSnapshot().context.messages[0]).toBe(before[0]);
  });

  it('a metadata with a replacement withdraws what streamed: the placeholder shows the replacement', () => {
    const notFound = "I couldn't find anything about this in the approved company documents.";
    const h = harness();
    h.actor.send({ type: 'chat.send', text: 'Password rules?' });
    const stream = h.streams[0] as (typeof h.streams)[number];
    stream.send({ type: 'chat.chunk', content: '{"summary": "Passwords must be 14 characters' });
    h.tick();
    expect(h.last()?.content).toEqual({ summary: 'Passwords must be 14 characters' });
    // More text arrives and is not shown yet when the replacement comes: it must not reappear.
    stream.send({ type: 'chat.chunk', content: ' long.", "sources": ["S2"]}' });
    stream.send({
      type: 'chat.metadata',
      metadata: streamMetadata({
        documents_referenced: 0,
        referenced_documents: [],
        response_type: 'text',
        suggested_ticket: { reason: 'The retrieved sections did not support an answer' },
        replacement_content: notFound,
      }),
    });
    expect(h.last()?.content).toBe(notFound);
    h.tick();
    expect(h.last()?.content).toBe(notFound);
    stream.send({ type: 'chat.done' });
    expect(h.actor.getSnapshot().value).toBe('idle');
    const answer = h.last();
    // As a plain not-found answer ends: text, 'completed', the suggested ticket, no references.
    expect(answer).toMatchObject({
      content: notFound,
      metadata: {
        response_type: 'completed',
        documents_referenced: 0,
        suggested_ticket: { reason: 'The retrieved sections did not support an answer' },
      },
    });
    expect(answer?.metadata).not.toHaveProperty('replacement_content');
  });

  it('a replacement may be a structured answer, and text that looks like JSON stays text', () => {
    const h = harness();
    h.actor.send({ type: 'chat.send', text: 'Expenses?' });
    const stream = h.streams[0] as (typeof h.streams)[number];
    stream.send({ type: 'chat.chunk', content: '{"summary": "Half an ans' });
    h.tick();
    const replacement = {
      summary: 'Submit receipts within 30 days.',
      details: { requirements: [], procedures: ['Log in'], exceptions: [] },
      action_required: null,
      contact_info: null,
      related_policies: [],
    };
    stream.send({
      type: 'chat.metadata',
      metadata: streamMetadata({
        response_type: 'structured',
        model: 'built-in',
        replacement_content: replacement,
      }),
    });
    stream.send({ type: 'chat.done' });
    expect(h.last()).toMatchObject({
      content: replacement,
      metadata: { response_type: 'structured', model: 'built-in' },
    });

    h.actor.send({ type: 'chat.send', text: 'Again?' });
    const second = h.streams[1] as (typeof h.streams)[number];
    second.send({ type: 'chat.chunk', content: 'Some text' });
    second.send({
      type: 'chat.metadata',
      metadata: streamMetadata({ replacement_content: '{"summary": "not JSON to read"}' }),
    });
    second.send({ type: 'chat.done' });
    expect(h.last()).toMatchObject({
      content: '{"summary": "not JSON to read"}',
      metadata: { response_type: 'completed' },
    });
  });

  it('on failure removes the placeholder, surfaces the error and toasts', () => {
    const h = harness();
    h.actor.send({ type: 'chat.send', text: 'Hi' });
    h.streams[0]?.send({ type: 'chat.chunk', content: 'Par' });
    h.streams[0]?.send({ type: 'chat.failed', error: new Error('503') });
    const { context, value } = h.actor.getSnapshot();
    expect(value).toBe('idle');
    expect(context.messages.map((m) => m.role)).toEqual(['user']);
    expect(context.error).toBe('Failed to send message. Please try again.');
    expect(h.toasts).toEqual([{ title: 'Failed to send message. Please try again.', variant: 'error' }]);
  });

  it('stop aborts the stream and keeps what arrived; before any text it drops the placeholder', () => {
    const h = harness();
    h.actor.send({ type: 'chat.send', text: 'First' });
    h.actor.send({ type: 'chat.stop' });
    expect(h.streams[0]?.stopped).toBe(true);
    expect(h.actor.getSnapshot().context.messages.map((m) => m.role)).toEqual(['user']);

    h.actor.send({ type: 'chat.send', text: 'Second' });
    h.streams[1]?.send({ type: 'chat.chunk', content: 'Partial answer' });
    h.actor.send({ type: 'chat.stop' });
    expect(h.streams[1]?.stopped).toBe(true);
    expect(h.last()).toMatchObject({ role: 'assistant', content: 'Partial answer' });
    expect(h.actor.getSnapshot().value).toBe('idle');
  });

  it('a new conversation during a reply stops it and clears the messages', () => {
    const h = harness();
    h.actor.send({ type: 'chat.send', text: 'First' });
    h.actor.send({ type: 'chat.newConversation', sessionId: 's2' });
    expect(h.streams[0]?.stopped).toBe(true);
    expect(h.actor.getSnapshot().context).toMatchObject({ sessionId: 's2', messages: [] });
    h.actor.send({
      type: 'chat.loadMessages',
      sessionId: 's3',
      messages: [{ id: 'm', role: 'user', content: 'x', timestamp: '' }],
    });
    expect(h.actor.getSnapshot().context.messages).toHaveLength(1);
  });

  it('the default frame source flushes without a browser', async () => {
    vi.useRealTimers();
    const streams: Array<(e: ChatStreamingEvent) => void> = [];
    const machine = chatStreamingMachine.provide({
      actors: {
        streamReply: fromCallback<ChatStreamingEvent, StreamReplyInput>(({ sendBack }) => {
          streams.push(sendBack);
        }),
      },
    });
    const actor = createActor(machine, { input: { sessionId: 's' } }).start();
    actor.send({ type: 'chat.send', text: 'q' });
    streams[0]?.({ type: 'chat.chunk', content: 'streamed' });
    await waitFor(actor, (s) => s.context.messages.at(-1)?.content === 'streamed');
    actor.stop();
  });

  it('covers every state and transition', () => {
    expectFullGraphCoverage(chatStreamingMachine, {
      input: { sessionId: 's1' },
      // Message count is unbounded; whether there are messages, pending text and a placeholder is what matters.
      serialize: (s) => {
        const c = s.context as {
          messages: unknown[];
          dirty: boolean;
          placeholderId: string | null;
          sessionId: string | null;
        };
        return JSON.stringify([
          s.value,
          c.messages.length > 0,
          c.dirty,
          c.placeholderId !== null,
          c.sessionId,
        ]);
      },
      events: {
        'chat.send': [{ type: 'chat.send', text: 'Hello' }],
        'chat.chunk': [{ type: 'chat.chunk', content: 'x' }],
        'chat.metadata': [{ type: 'chat.metadata', metadata: streamMetadata({ documents_referenced: 1 }) }],
        'chat.failed': [{ type: 'chat.failed', error: new Error('x') }],
        'chat.newConversation': [{ type: 'chat.newConversation', sessionId: 's2' }],
        'chat.loadMessages': [
          {
            type: 'chat.loadMessages',
            sessionId: 's3',
            messages: [{ id: 'm', role: 'user', content: 'x', timestamp: '' }],
          },
        ],
      },
    });
  });
});

describe('parsePartialJson', () => {
  it('never shrinks in the machine and completes to the full object', () => {
    const full = { summary: 'S', details: { procedures: ['one', 'two "quoted"'] }, related_policies: [] };
    const text = JSON.stringify(full);
    expect(parsePartialJson(text)).toEqual(full);
    expect(parsePartialJson('plain text')).toBeUndefined();
    for (let i = 1; i < text.length; i++) {
      const value = parsePartialJson(text.slice(0, i));
      expect(value === undefined || (typeof value === 'object' && value !== null)).toBe(true);
    }
  });
});
