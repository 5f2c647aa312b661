import type { BusinessUnit } from '@portal/contract';
import { defaultTicketFilters } from '@portal/ui';
import type { FirstDataLoader } from '../../app/first-data.ts';
import { type FirstColumns, fetchFirstColumns } from './useTicketColumns.ts';

/** What the ticket list opens with on a server render: the columns' first pages, the unit filter's options. */
export interface TicketListFirstData extends FirstColumns {
  businessUnits?: BusinessUnit[];
}

/**
 * The server render's loader for the ticket list: each column's first page under the default
 * filters (the stored ones are the browser's; the screen takes them right after hydrating).
 */
export const loadFirstData: FirstDataLoader = async ({ api }): Promise<TicketListFirstData> => {
  const [pages, businessUnits] = await Promise.all([
    fetchFirstColumns(api, defaultTicketFilters),
    // The business unit filter's options; without them the browser asks (the filter works without).
    api.boost.businessUnits().catch(() => undefined),
  ]);
  return { filters: defaultTicketFilters, pages, businessUnits };
};
