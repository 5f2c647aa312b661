import type { ChatSession } from '@portal/contract';
import { labels } from '@portal/contract';
import { FileCheck, MessageSquare, Plus, Trash2 } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { GridList, GridListItem, Button as RACButton, type Selection } from 'react-aria-components';
import { AlertDialog } from '../../components/AlertDialog/AlertDialog.tsx';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Disclosure } from '../../components/Disclosure/Disclosure.tsx';
import { Heading, type HeadingLevel } from '../../components/Heading/Heading.tsx';
import { Skeleton } from '../../components/Skeleton/Skeleton.tsx';
import { cx } from '../../utils.ts';
import * as styles from './ConversationList.css.ts';

/** '1 message', '4 messages' */
export function messageCountText(count: number): string {
  return `${count} ${count === 1 ? 'message' : 'messages'}`;
}

/** '1 approved document', '128 approved documents' */
export function approvedDocumentsText(count: number): string {
  return `${count} approved ${count === 1 ? 'document' : 'documents'}`;
}

export interface ConversationListProps {
  /** Recent conversations, in the order to show them. */
  sessions: readonly ChatSession[];
  /** The conversation on screen; its row is selected. */
  activeSessionId?: string | null;
  /** Called when a conversation row is pressed (or chosen with Enter/Space). */
  onSelect: (sessionId: string) => void;
  /**
   * Called once a deletion is confirmed: a row's delete icon asks first ('Delete this
   * conversation?'). Without it no delete icons show.
   */
  onDelete?: (session: ChatSession) => void;
  /** Called by 'New Conversation'. */
  onNewConversation: () => void;
  /**
   * Approved documents the assistant answers from. `'loading'` holds its line with a placeholder (on a
   * phone the conversation is below it, and the line arriving moved it down); hidden when `undefined`.
   */
  approvedDocumentCount?: number | 'loading';
  /** The sessions are loading: skeleton rows. @default false */
  isLoading?: boolean;
  /** Disable 'New Conversation' and selection (e.g. while a reply streams). @default false */
  isDisabled?: boolean;
  /** @default 'Recent conversations' */
  title?: string;
  /** @default 2 */
  headingLevel?: HeadingLevel;
  /**
   * The list folds behind its heading (with the count) and opens on request; choosing a conversation
   * folds it again. For narrow screens, where the conversation should come first. @default false
   */
  collapsible?: boolean;
  className?: string;
}

/**
 * The chat's left panel: 'New Conversation', the approved-documents count and the recent conversations
 * (title, message count). A row's delete icon appears on hover and when the row has keyboard focus;
 * it asks for confirmation (a deleted conversation cannot be brought back). When the row then goes,
 * the keyboard moves to the row that took its place, else to 'New Conversation'.
 */
export function ConversationList({
  sessions,
  activeSessionId,
  onSelect,
  onDelete,
  onNewConversation,
  approvedDocumentCount,
  isLoading = false,
  isDisabled = false,
  title = 'Recent conversations',
  headingLevel = 2,
  collapsible = false,
  className,
}: ConversationListProps) {
  const headingId = useId();
  const [expanded, setExpanded] = useState(false);
  const [toDelete, setToDelete] = useState<ChatSession | null>(null);
  const rootRef = useRef<HTMLElement>(null);
  // The conversation whose deletion was confirmed, with its position, until its row is gone.
  const deleting = useRef<{ id: string; index: number } | null>(null);

  // The confirmed row leaves when the screen has deleted it. With the focus on it (react-aria returns
  // it to the row's delete icon as the dialog closes), the grid moves it to the next row, or to the
  // list itself, which then says 'No conversations yet'. When the row went before the focus was back
  // (a quick answer), the focus is on the page: it goes to the row that took the deleted one's place
  // (or the one before), else to 'New Conversation'.
  useLayoutEffect(() => {
    const gone = deleting.current;
    if (!gone || sessions.some((session) => session.id === gone.id)) return;
    deleting.current = null;
    const root = rootRef.current;
    const active = document.activeElement;
    if (!root || (active && active !== document.body)) return;
    const rows = root.querySelectorAll<HTMLElement>('[role="row"]');
    const next = rows[Math.min(gone.index, rows.length - 1)];
    (next ?? root.querySelector<HTMLElement>('button'))?.focus();
  }, [sessions]);
  const selectedKeys = activeSessionId ? [activeSessionId] : [];
  const onSelectionChange = (keys: Selection) => {
    if (keys === 'all') return;
    const [first] = keys;
    if (first === undefined) return;
    if (collapsible && expanded) {
      setExpanded(false);
      // The chosen row folds away with the list: keep the keyboard on the heading that reopens it.
      document.getElementById(headingId)?.closest('button')?.focus();
    }
    onSelect(String(first));
  };

  const list = isLoading ? (
    <div className={styles.loading} aria-busy="true" aria-label="Loading conversations" role="status">
      {[0, 1, 2, 3].map((index) => (
        <Skeleton key={index} shape="rect" height="3rem" />
      ))}
    </div>
  ) : (
    <GridList
      aria-labelledby={headingId}
      items={sessions}
      selectionMode="single"
      selectionBehavior="toggle"
      disallowEmptySelection
      selectedKeys={selectedKeys}
      onSelectionChange={onSelectionChange}
      disabledKeys={isDisabled ? sessions.map((session) => session.id) : undefined}
      className={cx(styles.list, collapsible ? styles.foldedList : '')}
      renderEmptyState={() => <p className={styles.empty}>No conversations yet</p>}
    >
      {(session) => (
        <GridListItem id={session.id} textValue={session.title} className={styles.row}>
          <MessageSquare aria-hidden="true" className={styles.rowIcon} />
          <span className={styles.text}>
            <span className={styles.title}>{session.title || 'Untitled conversation'}</span>
            <span className={styles.count}>{messageCountText(session.messages_count)}</span>
          </span>
          {onDelete ? (
            <RACButton
              aria-label={`Delete conversation: ${session.title}`}
              className={styles.deleteButton}
              onPress={() => setToDelete(session)}
            >
              <Trash2 aria-hidden="true" />
            </RACButton>
          ) : null}
        </GridListItem>
      )}
    </GridList>
  );

  return (
    <nav ref={rootRef} aria-labelledby={headingId} className={cx(styles.root, className)}>
      <Button variant="primary" fullWidth onPress={onNewConversation} isDisabled={isDisabled}>
        <Plus aria-hidden="true" className={styles.icon} />
        {labels.newConversation}
      </Button>
      {approvedDocumentCount === 'loading' ? (
        <p className={styles.documents}>
          <FileCheck aria-hidden="true" className={styles.icon} />
          <Skeleton width="9rem" />
        </p>
      ) : approvedDocumentCount !== undefined ? (
        <p className={styles.documents}>
          <FileCheck aria-hidden="true" className={styles.icon} />
          {approvedDocumentsText(approvedDocumentCount)}
        </p>
      ) : null}
      {collapsible ? (
        <Disclosure
          title={
            <>
              <span id={headingId}>{title}</span>
              {isLoading ? null : (
                <Badge size="sm" tone="neutral">
                  {sessions.length}
                </Badge>
              )}
            </>
          }
          headingLevel={headingLevel}
          isExpanded={expanded}
          onExpandedChange={setExpanded}
          className={styles.fold}
        >
          {/* Folded, the list is not rendered at all: nobody sees it, and a grid is costly where a page
              rendered on a server hydrates (react-aria builds its collection again once hydrated; the
              chat's longest task on a slow phone). It renders when opened. */}
          {expanded ? list : null}
        </Disclosure>
      ) : (
        <>
          <Heading id={headingId} level={headingLevel} size="sm">
            {title}
          </Heading>
          {list}
        </>
      )}
      {toDelete && onDelete ? (
        <AlertDialog
          isOpen
          onOpenChange={(open) => {
            if (!open) setToDelete(null);
          }}
          title="Delete this conversation?"
          confirmLabel="Delete"
          variant="destructive"
          onConfirm={() => {
            deleting.current = {
              id: toDelete.id,
              index: Math.max(
                0,
                sessions.findIndex((session) => session.id === toDelete.id),
              ),
            };
            onDelete(toDelete);
          }}
        >
          "{toDelete.title || 'Untitled conversation'}" and its {messageCountText(toDelete.messages_count)}{' '}
          will be deleted. This cannot be undone.
        </AlertDialog>
      ) : null}
    </nav>
  );
}
