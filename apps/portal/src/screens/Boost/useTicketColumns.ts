import { toApiError } from '@portal/api-client';
import {
  buildQuery,
  TICKET_COLUMN_PAGE_SIZE,
  type Ticket,
  type TicketListResponse,
  type TicketScope,
  type TicketSort,
} from '@portal/contract';
import type { TicketFilters } from '@portal/ui';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { api, type PortalApi } from '../../app/api.ts';

/**
 * A column's first page: the 10 it shows. Most visits never press 'View all', so three columns cost
 * three small answers, whatever the number of tickets.
 */
const FIRST_PAGE_SIZE = TICKET_COLUMN_PAGE_SIZE;
/** The pages 'View all' loads as the person scrolls: a few screens of cards each. */
const MORE_PAGE_SIZE = 50;
/** The server's largest page, the most a reload asks for at once. */
const MAX_PAGE_SIZE = 100;

export interface ColumnState {
  /** The tickets loaded so far, in the order of `sort` (the server's). */
  tickets: Ticket[];
  /** How many match (the server's; an estimate when `totalIsEstimate`). */
  total: number;
  totalIsEstimate: boolean;
  /** Continues after the last loaded ticket; null when every ticket is loaded. */
  nextCursor: string | null;
  sort: TicketSort;
  /** True until the first answer (later reloads keep the shown tickets instead of flashing skeletons). */
  isLoading: boolean;
  error: string | undefined;
  isLoadingMore: boolean;
  loadMoreError: string | undefined;
}

const initial: ColumnState = {
  tickets: [],
  total: 0,
  totalIsEstimate: false,
  nextCursor: null,
  sort: 'newest',
  isLoading: true,
  error: undefined,
  isLoadingMore: false,
  loadMoreError: undefined,
};

export const columnScopes = ['assigned_to_me', 'created_by_me', 'visible'] as const satisfies TicketScope[];
export type ColumnScope = (typeof columnScopes)[number];

type Columns = Record<ColumnScope, ColumnState>;

function fromPage(page: TicketListResponse) {
  return {
    total: page.total,
    totalIsEstimate: page.total_is_estimate ?? false,
    nextCursor: page.next_cursor ?? null,
  };
}

/** Each column's first page for `filters`, in the default order: also the server render's loader. */
export async function fetchFirstColumns(
  client: PortalApi,
  filters: TicketFilters,
): Promise<Record<ColumnScope, TicketListResponse>> {
  const query = buildQuery(filters);
  const pages = await Promise.all(
    columnScopes.map((scope) =>
      client.tickets.list({ ...query, scope, sort: initial.sort, page_size: FIRST_PAGE_SIZE }),
    ),
  );
  return Object.fromEntries(columnScopes.map((scope, i) => [scope, pages[i]])) as Record<
    ColumnScope,
    TicketListResponse
  >;
}

/** The first columns a server render read, and for which filters (the list starts from them). */
export interface FirstColumns {
  filters: TicketFilters;
  pages: Record<ColumnScope, TicketListResponse>;
}

/**
 * The three columns of the list screen, one list call each (`scope`): assigned to me, created by me,
 * and everything the person may see (the role-dependent third column; the server applies the
 * visibility rule). Each loads its first page in its own order (`sort`, set by `setSort`), and more
 * pages by keyset cursor on `loadMore` (the expanded column calls it near the end of what is loaded).
 * Reloads when the filters change or `reload()` is called; an answer that a newer request has
 * overtaken (a reload, a sort, a filter change) is dropped, a next page's included.
 */
export function useTicketColumns(filters: TicketFilters, first: FirstColumns | null = null) {
  const filterKey = JSON.stringify(filters);
  // The server render's pages, when they are for these filters: shown at once, not fetched again.
  const firstPages = first && JSON.stringify(first.filters) === filterKey ? first.pages : null;
  const [columns, setColumns] = useState<Columns>(() => {
    const column = (scope: ColumnScope): ColumnState => {
      const page = firstPages?.[scope];
      return page ? { ...initial, tickets: page.items, ...fromPage(page), isLoading: false } : initial;
    };
    return {
      assigned_to_me: column('assigned_to_me'),
      created_by_me: column('created_by_me'),
      visible: column('visible'),
    };
  });
  const skipFirstLoad = useRef(firstPages !== null);
  // The same state, readable at once by the callbacks (state set in a transition lands later).
  const current = useRef(columns);
  const latest = useRef<Record<ColumnScope, number>>({ assigned_to_me: 0, created_by_me: 0, visible: 0 });
  /** The columns with a next page on its way: one at a time per column. */
  const loadingMore = useRef(new Set<ColumnScope>());
  const query = useRef(buildQuery(filters));

  const update = useCallback((scope: ColumnScope, next: Partial<ColumnState>) => {
    current.current = { ...current.current, [scope]: { ...current.current[scope], ...next } };
    const state = current.current[scope];
    // A column of cards is a long render: as a transition React renders it in slices, so the
    // page stays responsive (and a typing search box is never blocked) while cards arrive.
    startTransition(() => setColumns((all) => ({ ...all, [scope]: state })));
  }, []);

  /**
   * Loads a column's first `size` tickets in its order again. A newer load of the same column, or one
   * already on its way, makes this one's answer (and a next page still on its way) be dropped.
   */
  const load = useCallback(
    (scope: ColumnScope, size: number) => {
      const request = ++latest.current[scope];
      loadingMore.current.delete(scope);
      const { sort } = current.current[scope];
      api.tickets.list({ ...query.current, scope, sort, page_size: size }).then(
        (page) => {
          if (latest.current[scope] !== request) return;
          update(scope, {
            tickets: page.items,
            ...fromPage(page),
            isLoading: false,
            error: undefined,
            isLoadingMore: false,
            loadMoreError: undefined,
          });
        },
        (error: unknown) => {
          if (latest.current[scope] !== request) return;
          update(scope, { isLoading: false, error: toApiError(error).userMessage, isLoadingMore: false });
        },
      );
    },
    [update],
  );

  // Filters: another list, from its first page.
  useEffect(() => {
    query.current = buildQuery(JSON.parse(filterKey) as TicketFilters);
    if (skipFirstLoad.current) {
      skipFirstLoad.current = false;
      return;
    }
    for (const scope of columnScopes) load(scope, FIRST_PAGE_SIZE);
  }, [filterKey, load]);

  /**
   * The columns as they are now (after a change): as many tickets as each had loaded, up to the
   * server's page, so an expanded column keeps its cards (and the person their place) instead of
   * shrinking to 10; past those, scrolling pages on from there.
   */
  const reload = useCallback(() => {
    for (const scope of columnScopes) {
      const loaded = current.current[scope].tickets.length;
      load(scope, Math.min(MAX_PAGE_SIZE, Math.max(FIRST_PAGE_SIZE, loaded)));
    }
  }, [load]);

  /** The newest/oldest toggle: the server sorts, so the column loads again in the new order. */
  const setSort = useCallback(
    (scope: ColumnScope, sort: TicketSort) => {
      if (current.current[scope].sort === sort) return;
      update(scope, { sort });
      load(scope, FIRST_PAGE_SIZE);
    },
    [update, load],
  );

  /** The next page of a column, after its last loaded ticket (ignored while one is on its way). */
  const loadMore = useCallback(
    (scope: ColumnScope) => {
      const column = current.current[scope];
      const cursor = column.nextCursor;
      if (!cursor || loadingMore.current.has(scope)) return;
      loadingMore.current.add(scope);
      const request = latest.current[scope];
      update(scope, { isLoadingMore: true, loadMoreError: undefined });
      api.tickets
        .list({ ...query.current, scope, sort: column.sort, page_size: MORE_PAGE_SIZE, cursor })
        .then(
          (page) => {
            if (latest.current[scope] !== request) return;
            loadingMore.current.delete(scope);
            // Keyset pages never overlap (the order is by creation time and number, which do not change).
            update(scope, {
              tickets: [...current.current[scope].tickets, ...page.items],
              ...fromPage(page),
              isLoadingMore: false,
            });
          },
          (error: unknown) => {
            if (latest.current[scope] !== request) return;
            loadingMore.current.delete(scope);
            update(scope, { isLoadingMore: false, loadMoreError: toApiError(error).userMessage });
          },
        );
    },
    [update],
  );

  return { columns, reload, setSort, loadMore };
}
