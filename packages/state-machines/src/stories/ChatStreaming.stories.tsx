import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { fromCallback } from 'xstate';
import {
  type ChatStreamingEvent,
  chatStreamingMachine,
  type StreamReplyInput,
} from '../machines/chat-streaming.ts';
import { useChatStreaming } from '../react/index.ts';
import { streamMetadataFixture } from './fixtures.ts';
import { StateLine, ToastLog, useToastLog } from './kit.tsx';

type Reply = 'text' | 'structured' | 'failure' | 'slow' | 'withdrawn';

const textChunks = ['You are entitled ', 'to 25 days ', 'of annual leave ', 'per year.'];
/** What the server sends instead when no citation of the streamed answer holds (its not-found text). */
const withdrawnBy =
  "I couldn't find anything about this in the approved company documents, so I can't give you a reliable answer. " +
  'You can raise a support ticket and the right team will help.';
const structuredChunks = [
  '{"summary": "Annual leave is 25 da',
  'ys a year.", "details": {"requirements": ["Ask your line manager"',
  ', "Book in the HR system"], "procedures": ["Open the leave form", "Submit it"]}, ',
  '"action_required": "Book leave at least two weeks ahead"}',
];

/** A fake reply stream: sends its chunks on a timer, like the real reader would. */
function fakeChat(reply: Reply) {
  return chatStreamingMachine.provide({
    actors: {
      streamReply: fromCallback<ChatStreamingEvent, StreamReplyInput>(({ sendBack }) => {
        const chunks = reply === 'structured' ? structuredChunks : textChunks;
        const timers: ReturnType<typeof setTimeout>[] = [];
        const limit = reply === 'failure' ? 2 : reply === 'slow' ? 1 : chunks.length;
        chunks.slice(0, limit).forEach((content, i) => {
          timers.push(setTimeout(() => sendBack({ type: 'chat.chunk', content }), 60 * (i + 1)));
        });
        if (reply === 'withdrawn')
          timers.push(
            setTimeout(
              () =>
                sendBack({
                  type: 'chat.metadata',
                  metadata: streamMetadataFixture({ replacement_content: withdrawnBy }),
                }),
              60 * (limit + 1),
            ),
          );
        if (reply !== 'slow') {
          timers.push(
            setTimeout(
              () =>
                sendBack(
                  reply === 'failure'
                    ? { type: 'chat.failed', error: new Error('503') }
                    : { type: 'chat.done' },
                ),
              60 * (limit + 2),
            ),
          );
        }
        return () => timers.forEach(clearTimeout);
      }),
    },
  });
}

function content(value: string | Record<string, unknown>) {
  if (typeof value === 'string') return <p>{value}</p>;
  const details = (value.details ?? {}) as { requirements?: string[]; procedures?: string[] };
  return (
    <div>
      <p>Summary: {String(value.summary ?? '')}</p>
      {details.requirements && (
        <ul aria-label="Requirements">
          {details.requirements.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      )}
      {details.procedures && (
        <ol aria-label="Procedures">
          {details.procedures.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ol>
      )}
      {value.action_required ? <p>Action required: {String(value.action_required)}</p> : null}
    </div>
  );
}

function ChatDemo({ reply }: { reply: Reply }) {
  const [machine] = useState(() => fakeChat(reply));
  const log = useToastLog();
  const chat = useChatStreaming(machine, { sessionId: 'session-1' }, log.push);
  const [text, setText] = useState('');
  return (
    <div>
      <StateLine value={chat.streaming ? 'streaming' : chat.busy ? 'sending' : 'idle'} />
      <ul aria-label="Conversation">
        {chat.messages.map((m) => (
          <li key={m.id}>
            <strong>{m.role === 'user' ? 'You' : 'James'}:</strong> {content(m.content)}
          </li>
        ))}
      </ul>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          chat.send(text);
          setText('');
        }}
      >
        <label>
          Question <input value={text} disabled={chat.busy} onChange={(e) => setText(e.target.value)} />
        </label>{' '}
        <button type="submit" disabled={chat.busy}>
          {chat.busy ? 'AI Thinking...' : 'Send'}
        </button>{' '}
        <button type="button" onClick={chat.stop} disabled={!chat.busy}>
          Stop
        </button>{' '}
        <button type="button" onClick={() => chat.newConversation('session-2')}>
          New Conversation
        </button>
      </form>
      <ToastLog toasts={log.toasts} />
    </div>
  );
}

const meta = {
  title: 'Machines/ChatStreaming',
  component: ChatDemo,
  args: { reply: 'text' },
} satisfies Meta<typeof ChatDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A plain answer streamed into the placeholder; input disabled while busy. */
export const TextAnswer: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(canvas.getByLabelText('Machine state')).toHaveTextContent('idle');
    await userEvent.type(canvas.getByLabelText('Question'), 'How much annual leave do I get?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(canvas.getByRole('button', { name: 'AI Thinking...' })).toBeDisabled();
    await expect(canvas.getByLabelText('Question')).toBeDisabled();
    await expect(
      await canvas.findByText('You are entitled to 25 days of annual leave per year.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled());
  },
};

/** A JSON answer rendered as sections while it streams. */
export const StructuredAnswer: Story = {
  args: { reply: 'structured' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Question'), 'Leave policy?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(
      await canvas.findByText('Action required: Book leave at least two weeks ahead'),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('list', { name: 'Procedures' })).toHaveTextContent(
      'Open the leave formSubmit it',
    );
  },
};

/** A failed send removes the placeholder and shows the toast. */
export const SendFailure: Story = {
  args: { reply: 'failure' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Question'), 'Hello?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByText('Failed to send message. Please try again.')).toBeInTheDocument();
    await expect(canvas.queryByText(/James:/)).toBeNull();
  },
};

/** Stop keeps what already arrived. */
export const Stopped: Story = {
  args: { reply: 'slow' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Question'), 'Leave?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByText('You are entitled')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Stop' }));
    await expect(canvas.getByLabelText('Machine state')).toHaveTextContent('idle');
  },
};

/**
 * The server withdraws what streamed (no citation of the answer held up): the closing metadata's
 * `replacement_content` takes the placeholder's place.
 */
export const Withdrawn: Story = {
  args: { reply: 'withdrawn' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Question'), 'How much annual leave do I get?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByText(withdrawnBy)).toBeInTheDocument();
    await expect(canvas.queryByText(/You are entitled/)).toBeNull();
    await waitFor(() => expect(canvas.getByLabelText('Machine state')).toHaveTextContent('idle'));
  },
};
