import { toApiError } from '@portal/api-client';
import { buildQuery, type Ticket, type TicketScope } from '@portal/contract';
import type { TicketFilters } from '@portal/ui';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../app/api.ts';

/** The server's largest page; a column asks for its tickets in pages of this size. */
const PAGE_SIZE = 100;

export interface ColumnState {
  tickets: Ticket[];
  /** True until the first answer (later reloads keep the shown tickets instead of flashing skeletons). */
  isLoading: boolean;
  error: string | undefined;
}

const initial: ColumnState = { tickets: [], isLoading: true, error: undefined };

/**
 * Every ticket of one column. The column shows 10 and says 'View all N tickets', so it needs them
 * all: the first page tells the total, the other pages are fetched side by side.
 */
async function loadColumn(scope: TicketScope, filters: TicketFilters): Promise<Ticket[]> {
  const query = { ...buildQuery(filters), scope, page_size: PAGE_SIZE };
  const first = await api.tickets.list({ ...query, page: 1 });
  const pages = Math.ceil(first.total / PAGE_SIZE);
  if (pages <= 1) return first.items;
  const rest = await Promise.all(
    Array.from({ length: pages - 1 }, (_, i) => api.tickets.list({ ...query, page: i + 2 })),
  );
  // A ticket created between two page calls can shift one into the next page: keep each once.
  const byId = new Map<string, Ticket>();
  for (const ticket of [first, ...rest].flatMap((page) => page.items)) byId.set(ticket.id, ticket);
  return [...byId.values()];
}

export const columnScopes = ['assigned_to_me', 'created_by_me', 'visible'] as const satisfies TicketScope[];
export type ColumnScope = (typeof columnScopes)[number];

/**
 * The three columns of the list screen, one list call each (`scope`): assigned to me, created by me,
 * and everything the person may see (the role-dependent third column; the server applies the
 * visibility rule). Reloads when the filters change or `reload()` is called; an answer that a newer
 * request has overtaken is dropped.
 */
export function useTicketColumns(filters: TicketFilters) {
  const [columns, setColumns] = useState<Record<ColumnScope, ColumnState>>({
    assigned_to_me: initial,
    created_by_me: initial,
    visible: initial,
  });
  const [generation, setGeneration] = useState(0);
  const latest = useRef<Record<ColumnScope, number>>({ assigned_to_me: 0, created_by_me: 0, visible: 0 });
  const filterKey = JSON.stringify(filters);

  useEffect(() => {
    const current = JSON.parse(filterKey) as TicketFilters;
    void generation; // A new generation is the reload request.
    for (const scope of columnScopes) {
      const request = ++latest.current[scope];
      const settle = (next: Partial<ColumnState>) => {
        if (latest.current[scope] !== request) return;
        // A column of cards is a long render: as a transition React renders it in slices, so the
        // page stays responsive (and a typing search box is never blocked) while cards arrive.
        startTransition(() => setColumns((all) => ({ ...all, [scope]: { ...all[scope], ...next } })));
      };
      loadColumn(scope, current).then(
        (tickets) => settle({ tickets, isLoading: false, error: undefined }),
        (error: unknown) => settle({ isLoading: false, error: toApiError(error).userMessage }),
      );
    }
  }, [filterKey, generation]);

  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  return { columns, reload };
}
