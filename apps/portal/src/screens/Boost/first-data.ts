import type { BusinessUnit, Ticket } from '@portal/contract';
import { defaultTicketFilters } from '@portal/ui';
import type { FirstDataLoader } from '../../app/first-data.ts';
import { type FirstColumns, fetchFirstColumns } from './useTicketColumns.ts';

/** What the ticket list opens with on a server render: the columns' first pages, the unit filter's options. */
export interface TicketListFirstData extends FirstColumns {
  businessUnits?: BusinessUnit[];
  /** The ticket of `/boost/tickets/:ticketId`, when the page is one and this person may see it. */
  ticket?: Ticket;
}

/**
 * The server render's loader for the ticket list: each column's first page under the default
 * filters (the stored ones are the browser's; the screen takes them right after hydrating), and on a
 * ticket's address that ticket, so its dialog opens with it. A ticket that cannot be read is left to
 * the browser, which says why ('Ticket Not Found').
 */
export const loadFirstData: FirstDataLoader = async ({ api, params }): Promise<TicketListFirstData> => {
  const [pages, businessUnits, ticket] = await Promise.all([
    fetchFirstColumns(api, defaultTicketFilters),
    // The business unit filter's options; without them the browser asks (the filter works without).
    api.boost.businessUnits().catch(() => undefined),
    params.ticketId ? api.tickets.get(params.ticketId).catch(() => undefined) : undefined,
  ]);
  return { filters: defaultTicketFilters, pages, businessUnits, ...(ticket ? { ticket } : {}) };
};
