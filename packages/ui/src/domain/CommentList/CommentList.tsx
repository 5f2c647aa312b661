import { type Comment, formatDisplayDate, labels } from '@portal/contract';
import { Lock, MessagesSquare, Send } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Form } from 'react-aria-components';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Checkbox } from '../../components/Checkbox/Checkbox.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { Heading } from '../../components/Heading/Heading.tsx';
import { Spinner } from '../../components/Spinner/Spinner.tsx';
import { Text } from '../../components/Text/Text.tsx';
import { TextArea } from '../../components/TextArea/TextArea.tsx';
import { cx } from '../../utils.ts';
import { SafeHtml } from '../SafeHtml/SafeHtml.tsx';
import * as styles from './CommentList.css.ts';

/** What the composer sends: the trimmed body and whether it is staff only. */
export interface CommentDraft {
  body: string;
  is_internal: boolean;
}

export interface CommentListProps {
  /** The ticket's comments, oldest first. Bodies are HTML and are rendered sanitized. */
  comments: readonly Comment[];
  /**
   * Show the 'Internal comment (staff only)' checkbox (agent, manager and admin, see
   * `canUseInternalComments`). @default false
   */
  canPostInternal?: boolean;
  /**
   * Called with the trimmed comment. Return a promise to keep the text until it settles: the composer
   * clears on success and keeps the text on failure.
   */
  onSubmit?: (draft: CommentDraft) => unknown;
  /** Shows a spinner on Send and blocks a second send. @default false */
  isSubmitting?: boolean;
  /** Shows a spinner instead of the comments. @default false */
  isLoading?: boolean;
  /** A load failure to show instead of the comments. */
  errorMessage?: string;
  /** Hides the composer (e.g. a closed ticket). @default false */
  isReadOnly?: boolean;
  /** IANA time zone of the timestamps. @default the browser's */
  timeZone?: string;
  className?: string;
}

/**
 * The comments of a ticket: a fixed-height scrolling list (internal ones marked 'Internal') and a
 * composer whose Send stays disabled while the text is blank. Staff also get the internal checkbox.
 */
export function CommentList({
  comments,
  canPostInternal = false,
  onSubmit,
  isSubmitting = false,
  isLoading = false,
  errorMessage,
  isReadOnly = false,
  timeZone,
  className,
}: CommentListProps) {
  const headingId = useId();
  const [body, setBody] = useState('');
  const [internal, setInternal] = useState(false);
  const [sending, setSending] = useState(false);
  const busy = isSubmitting || sending;
  const blank = body.trim() === '';

  const submit = async () => {
    const text = body.trim();
    // Blank comments are ignored, whatever path they came by (Enter in a form, a stale click).
    if (!text || busy) return;
    const result = onSubmit?.({ body: text, is_internal: canPostInternal && internal });
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      setSending(true);
      try {
        await result;
      } catch {
        // The screen reports the failure; the text stays so nothing typed is lost.
        return;
      } finally {
        setSending(false);
      }
    }
    setBody('');
    setInternal(false);
  };

  let content: ReactNode;
  if (isLoading) {
    content = (
      <div className={styles.center}>
        <Spinner label="Loading comments" />
      </div>
    );
  } else if (errorMessage) {
    content = (
      <div role="alert" className={styles.error}>
        {errorMessage}
      </div>
    );
  } else if (comments.length === 0) {
    content = (
      <EmptyState
        icon={<MessagesSquare className={styles.icon} />}
        title="No comments yet"
        description="Questions and updates about this ticket appear here."
        headingLevel={4}
      />
    );
  } else {
    content = (
      <ol className={styles.list}>
        {comments.map((comment) => (
          <li
            key={comment.id}
            className={cx(styles.comment, comment.is_internal ? styles.internal : '')}
            data-internal={comment.is_internal || undefined}
          >
            <div className={styles.commentHeader}>
              <Text size="sm" weight="semibold">
                {comment.author_name}
              </Text>
              <Text size="xs" tone="secondary">
                <time dateTime={comment.created_at}>
                  {formatDisplayDate(comment.created_at, { timeZone, withTime: true })}
                </time>
              </Text>
              {comment.is_internal ? (
                <Badge size="sm" tone="warning" icon={<Lock className={styles.icon} />}>
                  {labels.internal}
                </Badge>
              ) : null}
            </div>
            <SafeHtml html={comment.body} />
          </li>
        ))}
      </ol>
    );
  }

  return (
    <section aria-labelledby={headingId} className={cx(styles.root, className)}>
      <Heading id={headingId} level={3} size="sm">
        Comments{comments.length > 0 && !isLoading ? ` (${comments.length})` : ''}
      </Heading>
      {/* Focusable so keyboard users can scroll it; named for screen readers. */}
      <section
        aria-label="Comment history"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
        tabIndex={0}
        className={styles.scroller}
        aria-busy={isLoading}
      >
        {content}
      </section>
      {isReadOnly ? null : (
        <Form
          className={styles.composer}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <TextArea label="Add a comment" rows={3} value={body} onChange={setBody} isReadOnly={busy} />
          <div className={styles.composerActions}>
            {canPostInternal ? (
              <Checkbox isSelected={internal} onChange={setInternal} isDisabled={busy}>
                {labels.internalComment}
              </Checkbox>
            ) : (
              <span />
            )}
            <Button type="submit" variant="primary" isDisabled={blank} isPending={busy}>
              <Send aria-hidden="true" className={styles.icon} />
              Send
            </Button>
          </div>
        </Form>
      )}
    </section>
  );
}
