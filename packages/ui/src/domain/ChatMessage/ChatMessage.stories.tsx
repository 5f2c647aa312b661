import type { FeedbackRating } from '@portal/contract';
import { labels, messages } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent } from 'storybook/test';
import {
  fixtureDateOptions,
  longUserQuestion,
  sourcedReply,
  streamingReply,
  structuredReply,
  textReply,
  userQuestion,
} from '../../fixtures/assistant.ts';
import { ChatMessage, type ChatMessageProps } from './ChatMessage.tsx';

const meta = {
  title: 'Assistant/ChatMessage',
  component: ChatMessage,
  args: {
    message: structuredReply,
    onCreateTicket: fn(),
    onFeedback: fn(),
    getDocumentHref: (document) => `/api/documents?file_id=${document.document_id}`,
    ...fixtureDateOptions,
  },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}>{Story()}</div>],
} satisfies Meta<typeof ChatMessage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const UserMessage: Story = {
  args: { message: userQuestion },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'You, 21 Nov 2025, 10:09' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: labels.createTicket })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Helpful' })).toBeNull();
  },
};

export const LongUserMessage: Story = { args: { message: longUserQuestion } };

/** A structured answer: response time, feedback thumbs, and 'Create Ticket' under 'Not helpful enough?'. */
export const AssistantStructured: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('article', { name: 'James, 21 Nov 2025, 10:09' })).toBeVisible();
    await expect(canvas.getByText('Response time:')).toHaveTextContent('Response time: 3.4s');
    await expect(canvas.getByText(messages.notHelpfulEnough)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: labels.createTicket }));
    await expect(args.onCreateTicket).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Helpful' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** A model-written answer: the source sentence behind each statement opens from its numbered button. */
export const AssistantWithStatementSources: Story = {
  args: { message: sourcedReply },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: /^Source \d+/ })).toHaveLength(8);
    await userEvent.click(canvas.getByRole('button', { name: 'Source 7: Overseas Deployment Handbook.pdf' }));
    await expect(await screen.findByRole('dialog', { name: 'Source 7' })).toHaveTextContent(
      'While deployed, staff follow the leave rules set out in their deployment contract.',
    );
    await userEvent.keyboard('{Escape}');
  },
};

export const AssistantText: Story = { args: { message: textReply } };

/** While streaming there is no response time, no thumbs and no 'Create Ticket' yet. */
export const AssistantStreaming: Story = {
  args: { message: streamingReply },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Response time:')).toBeNull();
    await expect(canvas.queryByRole('button', { name: labels.createTicket })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Helpful' })).toBeNull();
  },
};

export const AssistantStreamingStructured: Story = {
  args: {
    message: {
      ...streamingReply,
      content: { summary: 'Full-time employees are entitled to 25 days of annual leave per year.' },
    },
  },
};

export const WithSuggestedTicket: Story = {
  args: {
    message: {
      ...textReply,
      metadata: {
        ...textReply.metadata,
        suggested_ticket: {
          reason: 'No approved document answers this question; the service desk can help.',
        },
      },
    },
  },
};

function FeedbackHarness(props: ChatMessageProps) {
  const [feedback, setFeedback] = useState<FeedbackRating | null>(props.feedback ?? null);
  return (
    <ChatMessage
      {...props}
      feedback={feedback}
      onFeedback={(rating) => {
        props.onFeedback?.(rating);
        setFeedback(rating);
      }}
    />
  );
}

/** Thumbs are toggle buttons (`aria-pressed`); pressing the chosen one again clears it. Pointer. */
export const FeedbackPointer: Story = {
  render: (args) => <FeedbackHarness {...args} />,
  play: async ({ args, canvas }) => {
    const up = canvas.getByRole('button', { name: 'Helpful' });
    const down = canvas.getByRole('button', { name: 'Not helpful' });
    await userEvent.click(up);
    await expect(args.onFeedback).toHaveBeenLastCalledWith('up');
    await expect(up).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(down);
    await expect(args.onFeedback).toHaveBeenLastCalledWith('down');
    await expect(down).toHaveAttribute('aria-pressed', 'true');
    await expect(up).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(down);
    await expect(args.onFeedback).toHaveBeenLastCalledWith(null);
    await expect(down).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(up);
  },
};

/** Keyboard: Tab to a thumb, Space presses it; Enter on 'Create Ticket'. */
export const FeedbackKeyboard: Story = {
  args: { message: textReply },
  render: (args) => <FeedbackHarness {...args} />,
  play: async ({ args, canvas }) => {
    const up = canvas.getByRole('button', { name: 'Helpful' });
    up.focus();
    await userEvent.keyboard(' ');
    await expect(up).toHaveAttribute('aria-pressed', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Not helpful' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: labels.createTicket })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCreateTicket).toHaveBeenCalledOnce();
  },
};

export const FeedbackGivenDown: Story = {
  args: { feedback: 'down' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Not helpful' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Without callbacks (e.g. an admin reading someone else's conversation) only the answer shows. */
export const ReadOnly: Story = { args: { onFeedback: undefined, onCreateTicket: undefined } };

export const InvalidTimestamp: Story = {
  args: { message: { ...userQuestion, timestamp: 'not-a-date' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Invalid date')).toBeVisible();
  },
};

/** A short conversation. */
export const Conversation: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <ChatMessage {...args} message={userQuestion} />
      <ChatMessage {...args} message={structuredReply} />
      <ChatMessage {...args} message={{ ...userQuestion, id: 'q2', content: 'And can I buy extra days?' }} />
      <ChatMessage {...args} message={textReply} />
    </div>
  ),
};
