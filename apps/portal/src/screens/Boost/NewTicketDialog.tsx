import { labels, type Ticket, ticketClassificationOptions } from '@portal/contract';
import { type TicketCreateBody, ticketFormMachine } from '@portal/state-machines';
import { useTicketForm } from '@portal/state-machines/react';
import { Dialog, Modal } from '@portal/ui';
import { useCallback, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { api } from '../../app/api.ts';
import { useCurrentUser } from '../../app/session.tsx';
import { showToast } from '../../app/toasts.ts';
import { TicketForm } from './TicketForm.tsx';
import { type TicketFormOptions, TicketFormOptionsGate } from './TicketFormOptions.tsx';
import { TicketSuggestions } from './TicketSuggestions.tsx';

export interface NewTicketDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The ticket was filed (the list refreshes). */
  onCreated: (ticket: Ticket) => void;
}

/** The 'New Ticket' dialog: loads what its lists offer, then shows the form. */
export function NewTicketDialog({ isOpen, onOpenChange, onCreated }: NewTicketDialogProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="lg">
      <Dialog title={labels.newTicket}>
        {({ close }) => (
          <TicketFormOptionsGate>
            {(choices) => (
              <NewTicketForm
                choices={choices}
                onCancel={close}
                onCreated={(ticket) => {
                  close();
                  onCreated(ticket);
                }}
              />
            )}
          </TicketFormOptionsGate>
        )}
      </Dialog>
    </Modal>
  );
}

function NewTicketForm({
  choices,
  onCancel,
  onCreated,
}: {
  choices: TicketFormOptions;
  onCancel: () => void;
  onCreated: (ticket: Ticket) => void;
}) {
  const user = useCurrentUser();
  const suggestionSet = useRef<string | null>(null);
  // The machine is made once per dialog; the suggestion set is read when the ticket is sent.
  const [machine] = useState(() =>
    ticketFormMachine.provide({
      actors: {
        createTicket: fromPromise<unknown, TicketCreateBody>(({ input }) =>
          api.tickets.create({
            ...(input as Parameters<typeof api.tickets.create>[0]),
            suggestion_set_id: suggestionSet.current,
          }),
        ),
      },
    }),
  );
  const form = useTicketForm(
    machine,
    {
      categories: choices.categories,
      requester: { id: user.id, name: user.name, email: user.email },
      assigneeNames: Object.fromEntries(choices.assignees.map((a) => [a.id, a.name])),
    },
    showToast,
  );
  const onSetChange = useCallback((id: string | null) => {
    suggestionSet.current = id;
  }, []);

  return (
    <TicketForm
      form={form}
      choices={choices}
      classifications={ticketClassificationOptions}
      aria-label={labels.newTicket}
      afterDescription={
        <TicketSuggestions
          subject={form.values.subject}
          description={form.values.description}
          department={form.values.support_department}
          onSetChange={onSetChange}
        />
      }
      onCancel={onCancel}
      onCreated={onCreated}
    />
  );
}
