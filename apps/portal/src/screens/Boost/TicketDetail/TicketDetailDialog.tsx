import { messages, type Ticket } from '@portal/contract';
import { Dialog, Modal, Spinner } from '@portal/ui';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../../app/api.ts';
import { toast } from '../../../app/toasts.ts';
import * as styles from './TicketDetailDialog.css.ts';

// The sections, machines and their components load on first open, in parallel with the ticket, so the
// list screen's chunk stays small and the modal itself opens at once.
const TicketDetailContent = lazy(() => import('./TicketDetailContent.tsx'));

export interface TicketDetailDialogProps {
  /** The ticket to show (from /boost/tickets/:ticketId). */
  ticketId: string;
  /** That ticket as already read (the page the server rendered came with it): not asked for again. */
  initialTicket?: Ticket;
  /** Called when the person closes the dialog (Escape, the close button), or the ticket cannot be loaded. */
  onClose: () => void;
  /** Called after the ticket changed here (Quick Actions saved, a comment or an attachment added). */
  onChanged?: () => void;
}

/** A 400 (malformed id), 403 or 404: the ticket does not exist for this person. */
function isMissing(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 400 || status === 403 || status === 404;
}

/**
 * The ticket detail dialog: a wide modal (up to 1200px) with the ticket's information, attachments,
 * comments and activity, and at the side Quick Actions (manager and admin) and the Summary. A ticket
 * that cannot be loaded shows 'Ticket Not Found' (or 'Failed to load ticket') and closes the dialog.
 */
export function TicketDetailDialog({ ticketId, initialTicket, onClose, onChanged }: TicketDetailDialogProps) {
  const [ticket, setTicket] = useState<Ticket | null>(initialTicket ?? null);
  const given = useRef(initialTicket?.id === ticketId);
  // The latest callbacks, so a parent re-render does not reload the ticket.
  const callbacks = useRef({ onClose, onChanged });
  callbacks.current = { onClose, onChanged };
  const changed = useCallback(() => callbacks.current.onChanged?.(), []);

  useEffect(() => {
    if (given.current) {
      given.current = false;
      return;
    }
    let current = true;
    setTicket(null);
    api.tickets.get(ticketId).then(
      (loaded) => {
        if (current) setTicket(loaded);
      },
      (error: unknown) => {
        if (!current) return;
        if (isMissing(error)) {
          const { title, description } = messages.ticketNotFound(ticketId);
          toast.error(title, description);
        } else {
          toast.error(messages.loadTicketFailed);
        }
        callbacks.current.onClose();
      },
    );
    return () => {
      current = false;
    };
  }, [ticketId]);

  const loading = (
    <div className={styles.loading}>
      <Spinner label="Loading ticket" />
    </div>
  );

  return (
    <Modal
      isOpen
      size="wide"
      // Escape and the close button close it; a stray click on the backdrop must not throw away a
      // half-written comment or unsaved Quick Actions.
      isDismissable={false}
      onOpenChange={(open) => {
        if (!open) callbacks.current.onClose();
      }}
    >
      <Dialog
        title={
          ticket ? (
            <span className={styles.title}>
              {ticket.subject} <span className={styles.number}>{ticket.ticket_number}</span>
            </span>
          ) : (
            'Loading ticket...'
          )
        }
      >
        {ticket ? (
          <Suspense fallback={loading}>
            <TicketDetailContent key={ticket.id} initialTicket={ticket} onChanged={changed} />
          </Suspense>
        ) : (
          loading
        )}
      </Dialog>
    </Modal>
  );
}
