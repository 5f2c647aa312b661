import { isApiError, toApiError } from '@portal/api-client';
import {
  type BusinessUnit,
  canManageTickets,
  canUseBoostAdmin,
  labels,
  messages,
  quickActionChanges,
  quickActionValuesOf,
  type Ticket,
  thirdColumnTitle,
} from '@portal/contract';
import {
  Button,
  defaultTicketFilters,
  Heading,
  Link,
  TicketColumn,
  TicketFilterBar,
  type TicketFilters,
} from '@portal/ui';
import { Settings2 } from 'lucide-react';
import { lazy, Suspense, startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { api } from '../../app/api.ts';
import { useFirstData } from '../../app/first-data.ts';
import { HydratesApart, hydration, whenIdle } from '../../app/hydration.tsx';
import { usePageTitle } from '../../app/page-title.ts';
import { useCurrentUser } from '../../app/session.tsx';
import { toast } from '../../app/toasts.ts';
import { TICKET_NOTIFICATION_EVENT } from '../../shell/NotificationCenter.tsx';
import * as layout from '../../shell/page.css.ts';
import type { TicketListFirstData } from './first-data.ts';
import { focusTicketSection, type TicketSection } from './focusTicketSection.ts';
import * as styles from './TicketListScreen.css.ts';
import { effectiveFilters, loadTicketFilters, saveTicketFilters } from './ticketFilters.ts';
import { useDebounced } from './useDebounced.ts';
import { useReturnFocus } from './useReturnFocus.ts';
import { type ColumnScope, useTicketColumns } from './useTicketColumns.ts';

// Both dialogs load on first use (and are fetched ahead when the browser is idle), keeping the
// list's own chunk small.
const loadDetail = () => import('./TicketDetail/TicketDetailDialog.tsx');
const loadNewTicket = () => import('./NewTicketDialog.tsx');
const TicketDetailDialog = lazy(() => loadDetail().then((m) => ({ default: m.TicketDetailDialog })));
const NewTicketDialog = lazy(() => loadNewTicket().then((m) => ({ default: m.NewTicketDialog })));

/** The list's heading, where the keyboard goes when a closed ticket's card is gone. */
const HEADING_ID = 'boost-heading';

/** Typing in the search field reloads the columns after this pause. */
const SEARCH_DEBOUNCE_MS = 300;

/** What a card's button asked for, kept in the history entry of /boost/tickets/{id}. */
interface OpenState {
  fromList?: boolean;
  section?: TicketSection;
}

/**
 * BOOST: the ticket list (/boost) and, on /boost/tickets/{id}, the same list with that ticket's
 * dialog open. `?ticketId=` on the list is rewritten to the path form.
 */
export default function TicketListScreen() {
  const [params] = useSearchParams();
  const queryTicketId = params.get('ticketId');
  if (queryTicketId) return <Navigate to={`/boost/tickets/${encodeURIComponent(queryTicketId)}`} replace />;
  return <TicketList />;
}

function TicketList() {
  usePageTitle('BOOST Support');
  const user = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const { ticketId } = useParams();
  const openState = (location.state ?? {}) as OpenState;
  const canFilterClosed = canManageTickets(user);

  // The stored filters are the browser's (local storage): a hydrated page starts from the defaults,
  // as the server rendered it, and takes them right after.
  const [hydrating] = useState(() => hydration.pending);
  const [filters, setFilters] = useState<TicketFilters>(() =>
    hydrating ? defaultTicketFilters : loadTicketFilters(),
  );
  useEffect(() => {
    if (!hydrating) return;
    const stored = loadTicketFilters();
    // Only a change: the same filters again would render every column anew for nothing.
    if (JSON.stringify(stored) === JSON.stringify(defaultTicketFilters)) return;
    startTransition(() => setFilters(stored));
  }, [hydrating]);
  const search = useDebounced(filters.search, SEARCH_DEBOUNCE_MS);
  const queryFilters = useMemo(
    () => effectiveFilters({ ...filters, search }, canFilterClosed),
    [filters, search, canFilterClosed],
  );
  const first = useFirstData<TicketListFirstData>();
  const { columns, reload, setSort, loadMore } = useTicketColumns(queryFilters, first);
  const [businessUnits, setBusinessUnits] = useState<BusinessUnit[]>(first?.businessUnits ?? []);
  const unitsLoaded = useRef(first?.businessUnits !== undefined);
  /** Tickets whose 'Mark Resolved' is being saved (a second press is ignored). */
  const resolving = useRef(new Set<string>());
  const [newTicketOpen, setNewTicketOpen] = useState(false);
  /**
   * The ticket the page came with (`/boost/tickets/:ticketId` rendered on the server): its dialog opens
   * with it once the page is hydrated (a dialog is not part of a server render), without asking again.
   */
  const [firstTicket] = useState(() => (first?.ticket && first.ticket.id === ticketId ? first.ticket : null));
  /** The ticket id whose dialog may show: known from the list or the page, or checked with the server. */
  const [confirmedId, setConfirmedId] = useState<string | null>(null);

  const changeFilters = (next: TicketFilters) => {
    setFilters(next);
    saveTicketFilters(next);
  };

  useEffect(() => {
    if (!unitsLoaded.current) {
      api.boost.businessUnits().then(
        // A transition: the whole list renders again with them, in slices.
        (units) => startTransition(() => setBusinessUnits(units)),
        (error: unknown) => {
          // Logged only (spec): the filter simply offers no units.
          console.warn('The business unit list could not be loaded', error);
        },
      );
    }
    // Fetch the dialogs' code while nothing else is happening, so the first open is instant.
    whenIdle(() => {
      void loadDetail().catch(() => {});
      void loadNewTicket().catch(() => {});
    });
  }, []);

  // A ticket notification means some ticket changed: show the columns as they are now.
  useEffect(() => {
    window.addEventListener(TICKET_NOTIFICATION_EVENT, reload);
    return () => window.removeEventListener(TICKET_NOTIFICATION_EVENT, reload);
  }, [reload]);

  const known = useMemo(() => {
    const ids = new Set<string>();
    for (const column of Object.values(columns)) for (const t of column.tickets) ids.add(t.id);
    return ids;
  }, [columns]);

  // A ticket reached by its address (a link, a notification, a reload) is checked before its dialog
  // opens, so a wrong or forbidden id gets the spec's 'Ticket Not Found' instead of an empty dialog.
  // `checking` holds the id being checked: one request per id, and an answer for an id the address
  // has since left is dropped.
  const checking = useRef<string | null>(null);
  useEffect(() => {
    if (!ticketId) {
      checking.current = null;
      setConfirmedId(null);
      return;
    }
    if (confirmedId === ticketId) return;
    if (openState.fromList || known.has(ticketId) || firstTicket?.id === ticketId) {
      setConfirmedId(ticketId);
      return;
    }
    if (checking.current === ticketId) return;
    checking.current = ticketId;
    api.tickets.get(ticketId).then(
      () => {
        if (checking.current === ticketId) setConfirmedId(ticketId);
      },
      (error: unknown) => {
        // `checking` keeps the id until the address leaves it, so a re-render meanwhile does not ask again.
        if (checking.current !== ticketId) return;
        // 400 (a malformed id), 403 and 404 all mean: no such ticket for this person.
        if (isApiError(error) && [400, 403, 404].includes(error.status)) {
          const notFound = messages.ticketNotFound(ticketId);
          toast.error(notFound.title, notFound.description);
        } else {
          toast.error(messages.loadTicketFailed, toApiError(error).userMessage);
        }
        navigate('/boost', { replace: true });
      },
    );
  }, [ticketId, openState.fromList, known, confirmedId, navigate, firstTicket]);

  // Comment and Attach open the dialog at that section.
  const section = openState.section;
  const dialogOpen = !!ticketId && confirmedId === ticketId;
  const returnFocus = useReturnFocus(dialogOpen, HEADING_ID);
  useEffect(() => {
    if (!dialogOpen || !section) return;
    return focusTicketSection(section);
  }, [dialogOpen, section]);

  const openTicket = useCallback(
    (ticket: Ticket, at?: TicketSection) => {
      try {
        if (!ticket.id) throw new Error('The ticket has no id');
        returnFocus.remember(ticket.id);
        navigate(`/boost/tickets/${encodeURIComponent(ticket.id)}`, {
          state: { fromList: true, ...(at ? { section: at } : {}) } satisfies OpenState,
        });
      } catch {
        toast.error(messages.navigationError.title, messages.navigationError.description);
      }
    },
    [navigate, returnFocus],
  );

  const closeTicket = useCallback(() => {
    // Opened from a card: step back to the list entry it came from; opened by address: replace it.
    if (openState.fromList && window.history.length > 1) navigate(-1);
    else navigate('/boost', { replace: true });
  }, [navigate, openState.fromList]);

  const markResolved = useCallback(
    async (ticket: Ticket) => {
      if (resolving.current.has(ticket.id)) return;
      resolving.current.add(ticket.id);
      try {
        // The server records the change in the audit trail in the same transaction.
        await api.tickets.update(ticket.id, { status: 'resolved' });
        const values = quickActionValuesOf(ticket);
        const [change] = quickActionChanges(values, { ...values, status: 'resolved' });
        toast.success(messages.ticketUpdated, change?.text);
        reload();
      } catch (error) {
        toast.error(messages.updateFailedTitle, toApiError(error).detail ?? messages.updateFailed);
      } finally {
        resolving.current.delete(ticket.id);
      }
    },
    [reload],
  );

  // Stable card actions: the library's TicketCard is memoised, so a re-render of the list (typing a
  // search, a reload) skips the cards whose ticket did not change.
  const cardActions = useMemo(
    () => ({
      onView: (t: Ticket) => openTicket(t),
      onComment: (t: Ticket) => openTicket(t, 'comments'),
      onAttach: (t: Ticket) => openTicket(t, 'attachments'),
      onMarkResolved: (t: Ticket) => void markResolved(t),
    }),
    [openTicket, markResolved],
  );

  const column = (scope: ColumnScope, title: string, emptyDescription: string) => {
    const state = columns[scope];
    return (
      <TicketColumn
        title={title}
        tickets={state.tickets}
        total={state.total}
        totalIsEstimate={state.totalIsEstimate}
        sort={state.sort}
        onSortChange={(sort) => setSort(scope, sort)}
        hasMore={state.nextCursor !== null}
        onLoadMore={() => loadMore(scope)}
        isLoadingMore={state.isLoadingMore}
        loadMoreError={state.loadMoreError}
        isLoading={state.isLoading}
        errorMessage={state.error}
        onRetry={reload}
        emptyDescription={emptyDescription}
        viewer={user}
        {...cardActions}
      />
    );
  };

  return (
    <div className={`${layout.page} ${styles.screen}`}>
      <header className={layout.pageHeader}>
        {/* Focusable from code: where the keyboard goes when a closed ticket's card is gone. */}
        <Heading level={1} id={HEADING_ID} tabIndex={-1}>
          BOOST Support
        </Heading>
        <div className={layout.pageActions}>
          {canUseBoostAdmin(user) ? (
            // Users and business units are BOOST's own administration: its way in is here.
            <Link href="/boost/admin" variant="standalone" className={layout.pageActionLink}>
              <Settings2 size={16} aria-hidden="true" />
              BOOST Admin
            </Link>
          ) : null}
          <Button variant="primary" onPress={() => setNewTicketOpen(true)}>
            {labels.newTicket}
          </Button>
        </div>
      </header>
      <TicketFilterBar
        value={filters}
        onChange={changeFilters}
        businessUnits={businessUnits}
        canFilterClosed={canFilterClosed}
      />
      <div className={styles.columns}>
        <HydratesApart>
          {column('assigned_to_me', labels.columnAssignedToMe, 'Tickets assigned to you will appear here.')}
        </HydratesApart>
        <HydratesApart>
          {column('created_by_me', labels.columnCreatedByMe, 'Tickets you raise will appear here.')}
        </HydratesApart>
        <HydratesApart>
          {column('visible', thirdColumnTitle(user), 'Tickets matching the filters will appear here.')}
        </HydratesApart>
      </div>
      <Suspense fallback={null}>
        {newTicketOpen ? (
          <NewTicketDialog isOpen onOpenChange={setNewTicketOpen} onCreated={() => reload()} />
        ) : null}
        {dialogOpen && ticketId ? (
          <TicketDetailDialog
            key={ticketId}
            ticketId={ticketId}
            {...(firstTicket?.id === ticketId ? { initialTicket: firstTicket } : {})}
            onClose={closeTicket}
            onChanged={reload}
          />
        ) : null}
      </Suspense>
    </div>
  );
}
