import { useCallback, useEffect, useRef } from 'react';

/** The card button that opened the ticket dialog: the ticket and the button's words ('View', ...). */
interface Opener {
  ticketId: string;
  label: string;
}

/**
 * Focus after the ticket dialog closes. react-aria's modal returns it to the button that opened the
 * dialog, in the frame after it closes; but a change saved in the dialog reloads the list, and a
 * ticket that no longer matches the filters loses its card (and that button) meanwhile, leaving the
 * keyboard at the top of the page. Then the focus goes to the same button of the ticket's card if
 * the ticket is still listed, else to the element `fallbackId` (the list's heading).
 *
 *   const returnFocus = useReturnFocus(dialogOpen, 'boost-heading');
 *   returnFocus.remember(ticket.id);   // as a card opens the dialog
 */
export function useReturnFocus(dialogOpen: boolean, fallbackId: string) {
  const opener = useRef<Opener | null>(null);
  const wasOpen = useRef(false);

  const remember = useCallback((ticketId: string) => {
    const active = document.activeElement;
    opener.current = {
      ticketId,
      label: active instanceof HTMLElement ? (active.textContent ?? '').trim() : '',
    };
  }, []);

  useEffect(() => {
    if (dialogOpen) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    const target = opener.current;
    opener.current = null;
    if (!target) return;
    // Scheduled after react-aria's own restore (queued as the dialog unmounted), so it goes first.
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active && active !== document.body) return;
      const card = document.querySelector(`[aria-labelledby="ticket-card-${CSS.escape(target.ticketId)}"]`);
      const buttons = [...(card?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
      const button = buttons.find((b) => (b.textContent ?? '').trim() === target.label) ?? buttons[0];
      (button ?? document.getElementById(fallbackId))?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [dialogOpen, fallbackId]);

  return { remember };
}
