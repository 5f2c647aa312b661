import type { DocumentApproveResponse, KbDepartment } from '@portal/contract';
import {
  type ApprovalResult,
  type ApproveDocumentInput,
  documentApprovalMachine,
  type QueueFile,
  type UploadFileInput,
  type UploadQueueEvent,
  uploadQueueMachine,
} from '@portal/state-machines';
import { fromCallback, fromPromise } from 'xstate';
import { api } from '../../app/api.ts';

/**
 * A document waiting in the upload queue: the queue only reads name and size; the upload actor
 * also needs the file itself and the form's department and tags.
 */
export interface DocumentQueueFile extends QueueFile {
  file: File;
  department: KbDepartment;
  tags: string;
}

/**
 * Knowledge-base uploads: the upload-queue machine with an `uploadFile` actor that posts the
 * document with progress (`POST /documents/upload`); stopping the actor aborts the request. The
 * queue's own size check gets the document limit as input (see DocumentsScreen).
 */
export const documentUploadMachine = uploadQueueMachine.provide({
  actors: {
    uploadFile: fromCallback<UploadQueueEvent, UploadFileInput>(({ sendBack, input }) => {
      const { file, department, tags } = input.file as DocumentQueueFile;
      const controller = new AbortController();
      api.documents
        .upload(
          { file, department, tags },
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

/** What the approve call answers (the machine reads its processing fields; the screen the document). */
export type ApproveOutput = ApprovalResult & Pick<DocumentApproveResponse, 'document'>;

/**
 * One document's approve / reject, wired to `PUT /documents/{id}/approve` (acknowledging the
 * instruction-like passages once the approver confirmed them) and `/reject`.
 */
export const portalDocumentApprovalMachine = documentApprovalMachine.provide({
  actors: {
    approveDocument: fromPromise<ApprovalResult, ApproveDocumentInput>(
      async ({ input }) =>
        (await api.documents.approve(input.id, {
          acknowledgedFlags: input.acknowledgedFlags,
        })) as ApproveOutput,
    ),
    rejectDocument: fromPromise<unknown, { id: string; notes: string }>(({ input }) =>
      api.documents.reject(input.id, input.notes),
    ),
  },
});
