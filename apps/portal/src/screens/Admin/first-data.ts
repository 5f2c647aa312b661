import { canAccessAdmin, type User } from '@portal/contract';
import { api, type PortalApi } from '../../app/api.ts';
import type { FirstDataLoader } from '../../app/first-data.ts';

export interface HeadlineStats {
  totalTickets: number;
  openTickets: number;
  totalDocuments: number;
}

/**
 * GET /admin/stats, else the spec's fallback: the ticket list's totals (a ticket is open unless
 * resolved or closed, which the 'all_open' filter applies) and the full document list.
 */
export async function loadStats(client: PortalApi = api): Promise<HeadlineStats> {
  try {
    return await client.admin.stats();
  } catch (error) {
    console.error('Admin stats failed; counting from the lists instead', error);
    const [all, open, documents] = await Promise.all([
      client.tickets.list({ page_size: 1 }),
      client.tickets.list({ status: 'all_open', page_size: 1 }),
      client.documents.list({ show_all: 'true' }),
    ]);
    return { totalTickets: all.total, openTickets: open.total, totalDocuments: documents.length };
  }
}

/** What /admin shows first (the figures, the Users tab); a part that failed is left to the browser. */
export interface AdminFirstData {
  stats?: HeadlineStats;
  users?: User[];
}

/** The server render's loader for /admin (admins only: anyone else gets the not-found screen there). */
export const loadFirstData: FirstDataLoader = async ({
  api: client,
  user,
}): Promise<AdminFirstData | null> => {
  if (!canAccessAdmin(user)) return null;
  const [stats, users] = await Promise.all([
    loadStats(client).catch(() => undefined),
    client.admin.users().catch(() => undefined),
  ]);
  return { stats, users };
};
