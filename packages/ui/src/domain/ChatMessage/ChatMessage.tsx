import type {
  ChatMessage as ChatMessageData,
  ChatMessageView,
  FeedbackRating,
  ReferencedDocument,
} from '@portal/contract';
import { ASSISTANT_NAME, formatDisplayDate, labels, messages } from '@portal/contract';
import { Bot, Clock, ThumbsDown, ThumbsUp, TicketPlus, User } from 'lucide-react';
import { memo } from 'react';
import { ToggleButton } from 'react-aria-components';
import { Button } from '../../components/Button/Button.tsx';
import { cx } from '../../utils.ts';
import { StructuredAnswer } from '../StructuredAnswer/StructuredAnswer.tsx';
import * as styles from './ChatMessage.css.ts';

/** Who is shown as the author of each role. */
export const chatAuthorNames = { user: 'You', assistant: ASSISTANT_NAME } as const;

/** A contract `ChatMessage` whose structured content may still be partial (the contract's type, kept here for existing imports). */
export type { ChatMessageView };

export interface ChatMessageProps {
  /** The message (contract `ChatMessage`). A placeholder being streamed has no `id` and may hold a partial answer. */
  message: ChatMessageData | ChatMessageView;
  /**
   * The reply is still streaming. @default true when `metadata.response_type` is 'streaming'
   */
  isStreaming?: boolean;
  /** The current user's rating of this answer, if any (the thumbs show it with `aria-pressed`). */
  feedback?: FeedbackRating | null;
  /** Called with the new rating; pressing the selected thumb again calls it with `null`. Without it no thumbs show. */
  onFeedback?: (rating: FeedbackRating | null) => void;
  /** 'Create Ticket' under 'Not helpful enough?'. Without it the prompt is not shown. */
  onCreateTicket?: () => void;
  /** Download address of a referenced document. */
  getDocumentHref?: (document: ReferencedDocument) => string;
  /** Called when a referenced document's link is pressed. */
  onDownloadDocument?: (document: ReferencedDocument) => void;
  /** BCP 47 locale of the timestamp. @default 'en-GB' */
  locale?: string;
  /** IANA time zone of the timestamp. @default the browser's */
  timeZone?: string;
  className?: string;
}

/** '3.4s' */
export function formatResponseTime(seconds: number): string {
  return `${seconds.toFixed(1)}s`;
}

/**
 * One message of a conversation. User messages are right-aligned bubbles; assistant messages render
 * the (structured or plain) answer with its referenced documents, the source sentence behind each
 * statement (`metadata.statement_sources`), the response time, feedback thumbs and 'Create Ticket'
 * under 'Not helpful enough?'.
 */
export const ChatMessage = memo(function ChatMessage({
  message,
  isStreaming,
  feedback = null,
  onFeedback,
  onCreateTicket,
  getDocumentHref,
  onDownloadDocument,
  locale,
  timeZone,
  className,
}: ChatMessageProps) {
  const isUser = message.role === 'user';
  const streaming = isStreaming ?? message.metadata?.response_type === 'streaming';
  const metadata = message.metadata ?? undefined;
  const time = formatDisplayDate(message.timestamp, { locale, timeZone, withTime: true });
  const author = chatAuthorNames[message.role];
  const responseTime = metadata?.response_time_seconds;

  return (
    <article
      aria-label={`${author}, ${time}`}
      className={cx(styles.root({ role: message.role, streaming }), className)}
    >
      <span aria-hidden="true" className={styles.avatar({ role: message.role })}>
        {isUser ? <User /> : <Bot />}
      </span>
      <div className={styles.body({ role: message.role })}>
        <div className={styles.meta}>
          <span className={styles.author}>{author}</span>
          <time dateTime={message.timestamp}>{time}</time>
          {!isUser && responseTime !== undefined && !streaming ? (
            <span className={styles.responseTime}>
              <Clock aria-hidden="true" className={styles.metaIcon} />
              <span>
                Response time: <span>{formatResponseTime(responseTime)}</span>
              </span>
            </span>
          ) : null}
        </div>
        <div className={styles.bubble({ role: message.role })}>
          {isUser ? (
            <p className={styles.userText}>
              {typeof message.content === 'string' ? message.content : (message.content.summary ?? '')}
            </p>
          ) : (
            <StructuredAnswer
              answer={message.content}
              referencedDocuments={streaming ? undefined : (metadata?.referenced_documents ?? [])}
              getDocumentHref={getDocumentHref}
              onDownloadDocument={onDownloadDocument}
              // With the stream's metadata, before it ends, as well as on a stored answer.
              statementSources={metadata?.statement_sources}
              isStreaming={streaming}
              headingLevel={4}
            />
          )}
        </div>
        {!isUser && !streaming && (onFeedback || onCreateTicket) ? (
          <div className={styles.footer}>
            {onFeedback && message.id ? (
              <fieldset className={styles.feedback}>
                <legend className={styles.legend}>Was this answer helpful?</legend>
                <ToggleButton
                  aria-label="Helpful"
                  isSelected={feedback === 'up'}
                  onChange={(selected) => onFeedback(selected ? 'up' : null)}
                  className={styles.thumb}
                >
                  <ThumbsUp aria-hidden="true" />
                </ToggleButton>
                <ToggleButton
                  aria-label="Not helpful"
                  isSelected={feedback === 'down'}
                  onChange={(selected) => onFeedback(selected ? 'down' : null)}
                  className={styles.thumb}
                >
                  <ThumbsDown aria-hidden="true" />
                </ToggleButton>
              </fieldset>
            ) : null}
            {onCreateTicket ? (
              <div className={styles.escalate}>
                <span className={styles.prompt}>{messages.notHelpfulEnough}</span>
                <Button size="sm" variant="secondary" onPress={onCreateTicket}>
                  <TicketPlus aria-hidden="true" className={styles.metaIcon} />
                  {labels.createTicket}
                </Button>
              </div>
            ) : null}
          </div>
        ) : null}
        {!isUser && !streaming && metadata?.suggested_ticket?.reason && onCreateTicket ? (
          <p className={styles.suggestion}>{metadata.suggested_ticket.reason}</p>
        ) : null}
      </div>
    </article>
  );
});
