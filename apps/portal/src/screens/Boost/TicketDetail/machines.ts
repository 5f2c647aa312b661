import type { Ticket, TicketUpdateRequest } from '@portal/contract';
import {
  type EditableTicket,
  type TicketUpdatePatch,
  ticketEditMachine,
  type UploadFileInput,
  type UploadQueueEvent,
  uploadQueueMachine,
} from '@portal/state-machines';
import { fromCallback, fromPromise } from 'xstate';
import { api } from '../../../app/api.ts';

/**
 * Quick Actions: the ticket-edit machine wired to the API client.
 *
 * `recordAudit` is deliberately a no-op: the server writes the audit entries of every change in the
 * same transaction as the change (status, priority, tier, owner, department, boost agent), so the
 * spec's best-effort POST /audit would only add noise. The server does deduplicate that POST, but
 * only for the same action, so the machine's summary entry ('assigned' for a tier change, say)
 * would be stored a second time under the wrong action.
 */
export const portalTicketEditMachine = ticketEditMachine.provide({
  actors: {
    updateTicket: fromPromise<unknown, { id: string; patch: TicketUpdatePatch }>(({ input }) =>
      api.tickets.update(input.id, input.patch as TicketUpdateRequest),
    ),
    setBoostAgent: fromPromise<
      unknown,
      { id: string; boost_agent_id: string | null; boost_agent_name: string | null }
    >(({ input }) =>
      api.tickets.setBoostAgent(input.id, {
        boost_agent_id: input.boost_agent_id,
        boost_agent_name: input.boost_agent_name,
      }),
    ),
    reloadTicket: fromPromise<EditableTicket, { id: string }>(
      async ({ input }) => (await api.tickets.get(input.id)) as EditableTicket,
    ),
    recordAudit: fromPromise<
      unknown,
      { id: string; action: string; description: string; user_name: string; timestamp: string }
    >(async () => undefined),
  },
});

/** The ticket-edit machine's ticket, as the contract's type (it holds what the API answered). */
export function asTicket(ticket: EditableTicket): Ticket {
  return ticket as unknown as Ticket;
}

/**
 * Attachment uploads of one ticket: the upload-queue machine with its `uploadFile` actor sending the
 * file with progress; stopping the actor (cancel, dialog closed) aborts the request.
 */
export function attachmentUploadMachine(ticketId: string, uploadedBy: string) {
  return uploadQueueMachine.provide({
    actors: {
      uploadFile: fromCallback<UploadQueueEvent, UploadFileInput>(({ sendBack, input }) => {
        const controller = new AbortController();
        api.tickets
          .uploadAttachment(
            ticketId,
            { file: input.file as File, uploadedBy },
            {
              signal: controller.signal,
              onProgress: ({ loaded, total }) =>
                sendBack({ type: 'uploads.progress', id: input.id, loaded, total }),
            },
          )
          .then(
            (result) => sendBack({ type: 'uploads.fileDone', id: input.id, result }),
            (error: unknown) => {
              if (!controller.signal.aborted) sendBack({ type: 'uploads.fileFailed', id: input.id, error });
            },
          );
        return () => controller.abort();
      }),
    },
  });
}
