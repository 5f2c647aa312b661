import type { QuickActionValues, Ticket } from '@portal/contract';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import {
  canSaveTicket,
  type TicketEditMachine,
  type TicketEditPerson,
  ticketEditChanges,
} from '../machines/ticket-edit.ts';
import type { Toast } from '../shared.ts';
import { useToasts } from './toasts.ts';

/** The ticket's Quick Actions: the machine's one draft, and what differs from the ticket. */
export function useTicketEdit(
  machine: TicketEditMachine,
  input: { ticket: Ticket; people?: readonly TicketEditPerson[] },
  onToast?: (toast: Toast) => void,
) {
  const actor = useActorRef(machine, { input });
  useToasts(actor, onToast);
  const draft = useSelector(actor, (s) => s.context.draft);
  const ticket = useSelector(actor, (s) => s.context.ticket);
  const people = useSelector(actor, (s) => s.context.people);
  const canSave = useSelector(actor, canSaveTicket);
  const saving = useSelector(actor, (s) => s.hasTag('busy'));
  const changes = useMemo(() => ticketEditChanges({ ticket, draft, people }), [ticket, draft, people]);
  // Stable across renders, so a screen may list them as effect dependencies.
  const commands = useMemo(
    () => ({
      change: (values: Partial<QuickActionValues>) => actor.send({ type: 'ticketEdit.change', values }),
      setPeople: (list: readonly TicketEditPerson[]) =>
        actor.send({ type: 'ticketEdit.people', people: list }),
      save: () => actor.send({ type: 'ticketEdit.save' }),
      reset: () => actor.send({ type: 'ticketEdit.reset' }),
    }),
    [actor],
  );
  return useMemo(
    () => ({ actor, draft, ticket, changes, canSave, saving, ...commands }),
    [actor, draft, ticket, changes, canSave, saving, commands],
  );
}
