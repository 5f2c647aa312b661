import { startTransition, useEffect, useRef, useState } from 'react';
import { api, type PortalApi } from '../../app/api.ts';

/** The dashboard's figures for the signed-in person; null while loading or when a call failed. */
export interface DashboardStats {
  totalTickets: number | null;
  openTickets: number | null;
  overdueTickets: number | null;
  totalDocuments: number | null;
  processedDocuments: number | null;
}

const empty: DashboardStats = {
  totalTickets: null,
  openTickets: null,
  overdueTickets: null,
  totalDocuments: null,
  processedDocuments: null,
};

/**
 * The spec's five dashboard statistics for the signed-in person: tickets the server lets this person
 * see (the ticket list's own visibility rule, so a user counts their own requests and an agent their
 * department's), counted by the server (all, open, overdue), and the knowledge base's approved and
 * processed documents. Each call stands alone: one failing leaves its figures empty (shown as a dash)
 * without hiding the others. Also the server render's loader (`client` bound to the request).
 */
export async function fetchDashboardStats(client: PortalApi): Promise<DashboardStats> {
  // Counts only: one ticket per page, the server's `total` is the figure.
  const all = client.tickets.list({ status: 'all', page_size: 1 }).then(
    (page) => ({ totalTickets: page.total }),
    () => ({}),
  );
  const open = client.tickets.list({ status: 'all_open', page_size: 1 }).then(
    (page) => ({ openTickets: page.total }),
    () => ({}),
  );
  const overdue = client.tickets.list({ status: 'all_open', overdue: 'true', page_size: 1 }).then(
    (page) => ({ overdueTickets: page.total }),
    () => ({}),
  );
  const documents = client.documents.ragStats().then(
    (rag) => ({ totalDocuments: rag.total_documents, processedDocuments: rag.processed_documents }),
    () => ({}),
  );
  return Object.assign({}, empty, ...(await Promise.all([all, open, overdue, documents])));
}

/**
 * The dashboard's figures for `userId` ({@link fetchDashboardStats}), starting from `first` (the
 * server render's) when given, instead of fetching them again.
 */
export function useDashboardStats(
  userId: string,
  first: DashboardStats | null = null,
): { stats: DashboardStats; loading: boolean } {
  const [stats, setStats] = useState<DashboardStats>(first ?? empty);
  const [loading, setLoading] = useState(first === null);
  const fetched = useRef(first !== null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: refetch when the signed-in person changes.
  useEffect(() => {
    if (fetched.current) {
      fetched.current = false;
      return;
    }
    let live = true;
    setLoading(true);
    fetchDashboardStats(api).then((next) => {
      if (!live) return;
      // Rendered in slices (a transition), so the figures arriving never block the page.
      startTransition(() => {
        setStats(next);
        setLoading(false);
      });
    });
    return () => {
      live = false;
    };
  }, [userId]);

  return { stats, loading };
}
