import {
  labels,
  TICKET_COLUMN_PAGE_SIZE,
  type Ticket,
  type TicketSort,
  ticketSortLabels,
} from '@portal/contract';
import { ArrowDownWideNarrow, ArrowUpNarrowWide, ChevronDown, ChevronUp, Inbox } from 'lucide-react';
import { type ReactNode, useEffect, useId, useMemo, useRef } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { Heading, type HeadingLevel } from '../../components/Heading/Heading.tsx';
import { Skeleton } from '../../components/Skeleton/Skeleton.tsx';
import { Spinner } from '../../components/Spinner/Spinner.tsx';
import { Text } from '../../components/Text/Text.tsx';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.tsx';
import { cx } from '../../utils.ts';
import { TicketCard, type TicketCardProps } from '../TicketCard/TicketCard.tsx';
import * as styles from './TicketColumn.css.ts';
import { useWindowedRows } from './useWindowedRows.ts';

export interface TicketColumnProps
  extends Pick<
    TicketCardProps,
    'viewer' | 'onView' | 'onComment' | 'onAttach' | 'onMarkResolved' | 'timeZone'
  > {
  /** Column title, e.g. 'Your tickets - To do'. */
  title: string;
  /**
   * The column's tickets. Without `total`: every ticket, which the column sorts itself. With `total`:
   * the tickets loaded so far, already in the order of `sort` (the parent asks its server for that
   * order), shown as given.
   */
  tickets: readonly Ticket[];
  /**
   * How many tickets match, when the parent loads them in pages: 'View all N tickets' and the count
   * say N, and the newest/oldest toggle only reports `onSortChange` (the parent reloads in that order;
   * a partly loaded list cannot be sorted here). Without it, N is `tickets.length`.
   */
  total?: number;
  /** `total` is an estimate (a large list is not counted exactly): it reads 'about N'. @default false */
  totalIsEstimate?: boolean;
  /** More tickets follow the loaded ones: expanded, the column asks for them near the end. @default false */
  hasMore?: boolean;
  /** Asks for the next tickets; called when the expanded list nears the end of the loaded ones, and by its 'Try again'. */
  onLoadMore?: () => void;
  /** The next tickets are loading: a row at the end of the expanded list says so. @default false */
  isLoadingMore?: boolean;
  /** Loading the next tickets failed: shown at the end of the expanded list with 'Try again'; the loaded cards stay. */
  loadMoreError?: string;
  /** BCP 47 locale of the numbers. @default 'en-GB' */
  locale?: string;
  /** Tickets shown before 'View all N tickets'. @default TICKET_COLUMN_PAGE_SIZE (10) */
  pageSize?: number;
  /** Sort order (controlled). */
  sort?: TicketSort;
  /** Initial sort order (uncontrolled). @default 'newest' */
  defaultSort?: TicketSort;
  /** Called when the newest/oldest toggle is pressed. */
  onSortChange?: (sort: TicketSort) => void;
  /** Whether every ticket is shown (controlled). */
  isExpanded?: boolean;
  /** Initial expansion (uncontrolled). @default false */
  defaultExpanded?: boolean;
  /** Called by 'View all N tickets' (true) and 'Show less' (false). */
  onExpandedChange?: (expanded: boolean) => void;
  /** Shows placeholders instead of tickets. @default false */
  isLoading?: boolean;
  /** A load failure to show instead of the tickets. */
  errorMessage?: string;
  /** Offers 'Try again' with the error. */
  onRetry?: () => void;
  /** Title of the empty state. @default 'No tickets' */
  emptyTitle?: string;
  /** Text of the empty state. @default 'Tickets will appear here.' */
  emptyDescription?: string;
  /** Outline level of the title; cards use the next level. @default 2 */
  headingLevel?: 2 | 3 | 4 | 5;
  className?: string;
}

/** A card is about this tall (px, with the gap under it); the real heights are measured as rows appear. */
const ESTIMATED_CARD_HEIGHT = 104;
/** A collapsed column's window: no rows (one constant, so the window's offsets stay memoised). */
const noKeys: readonly string[] = [];
/**
 * The expanded list asks for more tickets when it renders one of the last this many loaded ones
 * (the window renders a few rows beyond the view, so the next page is on its way before the end shows).
 */
const LOAD_AHEAD = 5;

interface LoadMore {
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMoreError: string | undefined;
  onLoadMore: (() => void) | undefined;
}

interface TicketListProps {
  /** Every ticket of the column, sorted. */
  tickets: readonly Ticket[];
  /** How many are shown while collapsed. */
  pageSize: number;
  expanded: boolean;
  title: string;
  titleId: string;
  /** The place count of each row (`aria-setsize`): all matching tickets, -1 when not known exactly. */
  setSize: number;
  renderCard: (ticket: Ticket) => ReactNode;
  more: LoadMore;
}

/**
 * The column's tickets: the first `pageSize` in the page flow, or, expanded, every ticket in a
 * scrolling box that renders only the cards in view (thousands stay fast). Both are the same
 * elements with the same keys, so expanding keeps the cards already on screen instead of building
 * them again: 'View all' only adds the few rows below them.
 */
function TicketList({
  tickets,
  pageSize,
  expanded,
  title,
  titleId,
  setSize,
  renderCard,
  more,
}: TicketListProps) {
  const scrollRef = useRef<HTMLElement>(null);
  const keys = useMemo(() => tickets.map((ticket) => ticket.id), [tickets]);
  const rows = useWindowedRows(expanded ? keys : noKeys, scrollRef, ESTIMATED_CARD_HEIGHT);
  // Until the window has measured its box (in the frame that first shows it), the rows already on
  // screen stay: expanding keeps the first page instead of rebuilding it, and trims it afterwards.
  const firstPage = Array.from({ length: Math.min(pageSize, tickets.length) }, (_, i) => i);
  const indices = expanded && rows.isMeasured ? rows.indices : firstPage;

  // Scrolling (by pointer or keyboard) or tabbing toward the end of what is loaded brings the last rows
  // into the window: that asks for the next page, once per number of loaded tickets. Not while one is
  // loading or has failed (its 'Try again' asks); again when a page arrives and the end is still in view.
  const lastRendered = indices.length > 0 ? Math.max(...indices) : -1;
  const wantsMore =
    expanded &&
    rows.isMeasured &&
    more.hasMore &&
    !more.isLoadingMore &&
    !more.loadMoreError &&
    lastRendered >= tickets.length - LOAD_AHEAD;
  const askAfter = wantsMore ? tickets.length : -1;
  const onLoadMore = useRef(more.onLoadMore);
  onLoadMore.current = more.onLoadMore;
  useEffect(() => {
    if (askAfter >= 0) onLoadMore.current?.();
  }, [askAfter]);

  return (
    // Expanded, the box is focusable so it can be scrolled from the keyboard (cards out of view are
    // not rendered); collapsed, it is a plain wrapper without a role.
    <section
      ref={scrollRef}
      aria-label={expanded ? `${title}: all tickets` : undefined}
      tabIndex={expanded ? 0 : undefined}
      className={expanded ? styles.scroller : undefined}
    >
      <ul
        aria-labelledby={expanded ? undefined : titleId}
        className={expanded ? styles.windowed : styles.list}
        style={expanded ? { height: rows.totalHeight } : undefined}
        data-testid="ticket-column-list"
        onFocus={(event) => {
          if (!expanded) return;
          const row = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
          if (row) rows.setFocusedKey(tickets[Number(row.dataset.index)]?.id ?? null);
        }}
      >
        {indices.map((index) => {
          const ticket = tickets[index];
          if (!ticket) return null;
          return (
            <li
              key={ticket.id}
              // Measured while collapsed too, so the window opens with the real heights.
              ref={rows.measure(ticket.id)}
              data-index={index}
              aria-setsize={setSize}
              aria-posinset={index + 1}
              className={expanded ? `${styles.row} ${styles.windowedRow}` : styles.row}
              style={expanded ? { transform: `translateY(${rows.offsetOf(index)}px)` } : undefined}
            >
              {renderCard(ticket)}
            </li>
          );
        })}
      </ul>
      {expanded && more.onLoadMore ? <MoreRow {...more} /> : null}
    </section>
  );
}

/**
 * The end of an expanded list loaded in pages: a live region that says 'Loading more tickets…' while
 * the next page loads (always present, so the change is announced), or the failure with 'Try again'.
 */
function MoreRow({ isLoadingMore, loadMoreError, onLoadMore }: LoadMore) {
  if (loadMoreError && !isLoadingMore) {
    return (
      <div role="alert" className={cx(styles.error, styles.more)}>
        <Text tone="inherit" size="sm">
          {loadMoreError}
        </Text>
        <Button size="sm" variant="secondary" onPress={onLoadMore}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <div role="status" className={isLoadingMore ? styles.loadingMore : undefined}>
      {isLoadingMore ? (
        <>
          <Spinner size="sm" decorative />
          <Text tone="secondary" size="sm">
            Loading more tickets…
          </Text>
        </>
      ) : null}
    </div>
  );
}

/**
 * One column of the ticket list: a title with the count, the newest/oldest toggle, the first 10
 * tickets, then 'View all N tickets' / 'Show less'. Expanded, it renders only the cards scrolled into
 * view, so thousands of tickets stay fast. Given `total`, the parent loads the tickets in pages, in the
 * order of `sort`: expanded, the column calls `onLoadMore` as the person nears the end of the loaded
 * ones, and shows that loading (or its failure) in a row at the end.
 */
export function TicketColumn({
  title,
  tickets,
  total: totalProp,
  totalIsEstimate = false,
  hasMore = false,
  onLoadMore,
  isLoadingMore = false,
  loadMoreError,
  locale = 'en-GB',
  pageSize = TICKET_COLUMN_PAGE_SIZE,
  sort: sortProp,
  defaultSort = 'newest',
  onSortChange,
  isExpanded: expandedProp,
  defaultExpanded = false,
  onExpandedChange,
  isLoading = false,
  errorMessage,
  onRetry,
  emptyTitle = 'No tickets',
  emptyDescription = 'Tickets will appear here.',
  headingLevel = 2,
  className,
  ...cardProps
}: TicketColumnProps) {
  const titleId = useId();
  const [sort, setSort] = useControlledState(sortProp, defaultSort, onSortChange);
  const [expanded, setExpanded] = useControlledState(expandedProp, defaultExpanded, onExpandedChange);

  // Paged by the parent (`total` given), the tickets arrive in the order asked for.
  const paged = totalProp !== undefined;
  const sorted = useMemo(() => {
    if (paged) return tickets;
    const keyed = tickets.map((ticket) => ({ ticket, at: Date.parse(ticket.created_at) || 0 }));
    keyed.sort((a, b) => (sort === 'newest' ? b.at - a.at : a.at - b.at));
    return keyed.map((entry) => entry.ticket);
  }, [tickets, sort, paged]);

  const total = totalProp ?? sorted.length;
  const estimated = paged && totalIsEstimate;
  // An estimate is shown to three significant figures: 713,842 reads 'about 714,000'.
  const shownTotal = new Intl.NumberFormat(locale, estimated ? { maximumSignificantDigits: 3 } : {}).format(
    total,
  );
  const canExpand = total > pageSize || sorted.length > pageSize;
  const showAll = expanded && canExpand;
  const nextSort: TicketSort = sort === 'newest' ? 'oldest' : 'newest';
  const cardHeadingLevel = (headingLevel + 1) as HeadingLevel;

  const cards = (ticket: Ticket) => (
    <TicketCard ticket={ticket} headingLevel={cardHeadingLevel} {...cardProps} />
  );

  let body: ReactNode;
  if (isLoading) {
    body = (
      <div aria-busy="true" aria-label={`Loading ${title}`} role="status" className={styles.skeletonList}>
        {[0, 1, 2].map((i) => (
          <div key={i} className={styles.skeletonCard}>
            <Skeleton width="70%" />
            <Skeleton lines={2} />
          </div>
        ))}
      </div>
    );
  } else if (errorMessage) {
    body = (
      <div role="alert" className={styles.error}>
        <Text tone="inherit" size="sm">
          {errorMessage}
        </Text>
        {onRetry ? (
          <Button size="sm" variant="secondary" onPress={onRetry}>
            Try again
          </Button>
        ) : null}
      </div>
    );
  } else if (sorted.length === 0) {
    body = (
      <EmptyState
        icon={<Inbox className={styles.icon} />}
        title={emptyTitle}
        description={emptyDescription}
        headingLevel={cardHeadingLevel}
      />
    );
  } else {
    body = (
      <TicketList
        tickets={sorted}
        pageSize={pageSize}
        expanded={showAll}
        title={title}
        titleId={titleId}
        setSize={paged ? (estimated ? -1 : total) : sorted.length}
        renderCard={cards}
        more={{ hasMore: paged && hasMore, isLoadingMore, loadMoreError, onLoadMore }}
      />
    );
  }

  return (
    <section aria-labelledby={titleId} className={cx(styles.column, className)}>
      <div className={styles.header}>
        <div className={styles.titleRow}>
          <Heading id={titleId} level={headingLevel} size="sm" className={styles.title}>
            {title}
          </Heading>
          {!isLoading && !errorMessage ? (
            <Badge size="sm" tone="neutral" className={styles.count}>
              {estimated ? (
                <>
                  <span aria-hidden="true">≈</span>
                  <VisuallyHidden>about </VisuallyHidden>
                </>
              ) : null}
              {shownTotal}
              <VisuallyHidden> tickets</VisuallyHidden>
            </Badge>
          ) : null}
        </div>
        <Button
          size="sm"
          variant="ghost"
          className={styles.sortButton}
          isDisabled={isLoading || total < 2}
          onPress={() => setSort(nextSort)}
        >
          <VisuallyHidden>Sort: </VisuallyHidden>
          {sort === 'newest' ? (
            <ArrowDownWideNarrow aria-hidden="true" className={styles.icon} />
          ) : (
            <ArrowUpNarrowWide aria-hidden="true" className={styles.icon} />
          )}
          {ticketSortLabels[sort]}
          <VisuallyHidden> first</VisuallyHidden>
        </Button>
      </div>
      <div className={styles.content}>
        {body}
        {!isLoading && !errorMessage && canExpand ? (
          <div className={styles.footer}>
            <Button
              size="sm"
              variant="secondary"
              onPress={() => setExpanded(!showAll)}
              aria-expanded={showAll}
            >
              {showAll ? (
                <ChevronUp aria-hidden="true" className={styles.icon} />
              ) : (
                <ChevronDown aria-hidden="true" className={styles.icon} />
              )}
              {showAll
                ? labels.showLess
                : estimated
                  ? labels.viewAllTicketsAbout(shownTotal)
                  : labels.viewAllTickets(shownTotal)}
            </Button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
