import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { canSaveTicket, type EditableTicket, type TicketEditMachine } from '../machines/ticket-edit.ts';
import type { Toast } from '../shared.ts';
import { useToasts } from './toasts.ts';

/** The ticket's Quick Actions. */
export function useTicketEdit(
  machine: TicketEditMachine,
  input: { ticket: EditableTicket; userName: string },
  onToast?: (toast: Toast) => void,
) {
  const actor = useActorRef(machine, { input });
  useToasts(actor, onToast);
  const draft = useSelector(actor, (s) => s.context.draft);
  const ticket = useSelector(actor, (s) => s.context.ticket);
  const canSave = useSelector(actor, canSaveTicket);
  const saving = useSelector(actor, (s) => s.hasTag('busy'));
  return useMemo(
    () => ({
      actor,
      draft,
      ticket,
      canSave,
      saving,
      setStatus: (value: string) => actor.send({ type: 'ticketEdit.set', field: 'status', value }),
      setPriority: (value: string) => actor.send({ type: 'ticketEdit.set', field: 'priority', value }),
      setTier: (tier: number) => actor.send({ type: 'ticketEdit.setTier', tier }),
      assign: (id: string, name?: string | null, department?: string | null) =>
        actor.send({ type: 'ticketEdit.assign', id, name, department }),
      setBoostAgent: (id: string, name?: string | null) =>
        actor.send({ type: 'ticketEdit.setBoostAgent', id, name }),
      save: () => actor.send({ type: 'ticketEdit.save' }),
      reset: () => actor.send({ type: 'ticketEdit.reset' }),
    }),
    [actor, draft, ticket, canSave, saving],
  );
}
