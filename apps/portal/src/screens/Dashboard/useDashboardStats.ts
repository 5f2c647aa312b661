import { startTransition, useEffect, useState } from 'react';
import { api } from '../../app/api.ts';

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
 * Fetches the spec's five dashboard statistics for `userId`: tickets the server lets this person
 * see (the ticket list's own visibility rule, so a user counts their own requests and an agent their
 * department's), counted by the server (all, open, overdue), and the knowledge base's approved and
 * processed documents. Each call stands alone:
 * one failing leaves its figures empty (shown as a dash) without hiding the others.
 */
export function useDashboardStats(userId: string): { stats: DashboardStats; loading: boolean } {
  const [stats, setStats] = useState<DashboardStats>(empty);
  const [loading, setLoading] = useState(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: refetch when the signed-in person changes.
  useEffect(() => {
    let live = true;
    setLoading(true);
    const all = api.tickets.list({ status: 'all', page_size: 1 }).then(
      (page) => ({ totalTickets: page.total }),
      () => ({}),
    );
    // Counts only: one ticket per page, the server's `total` is the figure.
    const open = api.tickets.list({ status: 'all_open', page_size: 1 }).then(
      (page) => ({ openTickets: page.total }),
      () => ({}),
    );
    const overdue = api.tickets.list({ status: 'all_open', overdue: 'true', page_size: 1 }).then(
      (page) => ({ overdueTickets: page.total }),
      () => ({}),
    );
    const documents = api.documents.ragStats().then(
      (rag) => ({ totalDocuments: rag.total_documents, processedDocuments: rag.processed_documents }),
      () => ({}),
    );
    Promise.all([all, open, overdue, documents]).then((parts) => {
      if (!live) return;
      // Rendered in slices (a transition), so the figures arriving never block the page.
      startTransition(() => {
        setStats(Object.assign({}, empty, ...parts));
        setLoading(false);
      });
    });
    return () => {
      live = false;
    };
  }, [userId]);

  return { stats, loading };
}
