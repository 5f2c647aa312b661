import {
  ticketEditMachine,
  type UploadFileInput,
  type UploadQueueEvent,
  uploadQueueMachine,
} from '@portal/state-machines';
import { fromCallback, fromPromise } from 'xstate';
import { api } from '../../../app/api.ts';

/**
 * Quick Actions: the ticket-edit machine wired to the API client. The server writes the audit entries
 * of every change in the same transaction as the change, so nothing posts them again.
 */
export const portalTicketEditMachine = ticketEditMachine.provide({
  actors: {
    updateTicket: fromPromise(({ input }) => api.tickets.update(input.id, input.patch)),
    setBoostAgent: fromPromise(({ input: { id, ...body } }) => api.tickets.setBoostAgent(id, body)),
    reloadTicket: fromPromise(({ input }) => api.tickets.get(input.id)),
  },
});

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
