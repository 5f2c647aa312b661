import { defaultTicketFilters } from '@portal/ui';
import type { FirstDataLoader } from '../../app/first-data.ts';
import { type FirstColumns, fetchFirstColumns } from './useTicketColumns.ts';

/**
 * The server render's loader for the ticket list: each column's first page under the default
 * filters (the stored ones are the browser's; the screen takes them right after hydrating).
 */
export const loadFirstData: FirstDataLoader = async ({ api }): Promise<FirstColumns> => ({
  filters: defaultTicketFilters,
  pages: await fetchFirstColumns(api, defaultTicketFilters),
});
