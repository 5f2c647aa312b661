import { ASSISTANT_NAME, type FeedbackRating, type ReferencedDocument } from '@portal/contract';
import type { ChatThreadMessage } from '@portal/state-machines';
import { ChatMessage, Heading, VisuallyHidden } from '@portal/ui';
import { memo, useCallback } from 'react';
import * as styles from './ChatScreen.css.ts';
import { storedMessageId } from './chat-machines.ts';

/** What 'Create Ticket' needs from an answer. */
export interface EscalatedAnswer {
  question: string;
  answer: ChatThreadMessage['content'];
  suggestedTicket: unknown;
}

interface MessageRowProps {
  message: ChatThreadMessage;
  /** The question this answer replies to ('' for a user message). */
  question: string;
  /** The person's rating of this answer in this visit. */
  feedback: FeedbackRating | null;
  onCreateTicket?: (answer: EscalatedAnswer) => void;
  onFeedback?: (messageId: string, rating: FeedbackRating | null) => void;
  onDownloadDocument: (document: ReferencedDocument) => void;
}

/**
 * One message. Memoised on props that only change for the message itself, so a streamed answer
 * re-renders its own row each frame and leaves the rest of the history alone (the machine keeps
 * the other messages' objects as they were).
 */
const MessageRow = memo(function MessageRow({
  message,
  question,
  feedback,
  onCreateTicket,
  onFeedback,
  onDownloadDocument,
}: MessageRowProps) {
  const serverId = storedMessageId(message);
  const isAnswer = message.role === 'assistant';
  const createTicket = useCallback(
    () =>
      onCreateTicket?.({
        question,
        answer: message.content,
        suggestedTicket: message.metadata?.suggested_ticket ?? null,
      }),
    [onCreateTicket, question, message],
  );
  const rate = useCallback(
    (rating: FeedbackRating | null) => {
      if (serverId) onFeedback?.(serverId, rating);
    },
    [onFeedback, serverId],
  );
  return (
    <li className={styles.messageItem} data-message-row>
      {isAnswer ? (
        // The answer's section headings are h4 (the library's choice): an h3 per answer keeps the outline whole.
        <VisuallyHidden>
          <Heading level={3}>Answer from {ASSISTANT_NAME}</Heading>
        </VisuallyHidden>
      ) : null}
      <ChatMessage
        message={message}
        feedback={feedback}
        onFeedback={isAnswer && serverId && onFeedback ? rate : undefined}
        onCreateTicket={isAnswer && onCreateTicket ? createTicket : undefined}
        onDownloadDocument={onDownloadDocument}
      />
    </li>
  );
});

export interface MessageListProps {
  messages: readonly ChatThreadMessage[];
  ratings: Readonly<Record<string, FeedbackRating>>;
  onCreateTicket?: (answer: EscalatedAnswer) => void;
  onFeedback?: (messageId: string, rating: FeedbackRating | null) => void;
  onDownloadDocument: (document: ReferencedDocument) => void;
}

/** The conversation, oldest first. */
export function MessageList({
  messages,
  ratings,
  onCreateTicket,
  onFeedback,
  onDownloadDocument,
}: MessageListProps) {
  let lastQuestion = '';
  return (
    <ol className={styles.messages}>
      {messages.map((message) => {
        const serverId = storedMessageId(message);
        if (message.role === 'user')
          lastQuestion = typeof message.content === 'string' ? message.content : '';
        return (
          <MessageRow
            key={message.id}
            message={message}
            question={message.role === 'assistant' ? lastQuestion : ''}
            feedback={serverId ? (ratings[serverId] ?? null) : null}
            onCreateTicket={onCreateTicket}
            onFeedback={onFeedback}
            onDownloadDocument={onDownloadDocument}
          />
        );
      })}
    </ol>
  );
}
