import { ATTACHMENT_MAX_BYTES, messages } from '@portal/contract';
import { assertEvent, assign, enqueueActions, fromCallback, setup } from 'xstate';
import { errorMessage, type Toast } from '../shared.ts';

/** A file as the queue needs it (a DOM File fits). */
export interface QueueFile {
  name: string;
  size: number;
}

export type UploadItemStatus = 'queued' | 'uploading' | 'done' | 'failed';

export interface UploadItem {
  id: string;
  file: QueueFile;
  status: UploadItemStatus;
  /** 0..1 */
  progress: number;
  error: string | null;
}

export interface UploadQueueContext {
  items: UploadItem[];
  currentId: string | null;
  /** Files uploaded in the current batch, for the summary toast. */
  uploadedInBatch: number;
  nextId: number;
  lastToast: Toast | null;
  /** Files over this many bytes are refused before upload (input; default the attachment limit). */
  maxBytes: number;
}

/** Optional input: another size limit (knowledge-base documents allow 20 MB). */
export interface UploadQueueInput {
  maxBytes?: number;
}

/**
 * The refusal of a file over the limit: the spec's attachment wording ('{file} exceeds 10MB limit'),
 * and the same wording with the limit's own size for any other limit.
 */
function tooLarge(name: string, maxBytes: number): Toast {
  if (maxBytes === ATTACHMENT_MAX_BYTES) return { ...messages.fileTooLarge(name), variant: 'error' };
  const megabytes = Math.round((maxBytes / 1048576) * 10) / 10;
  return {
    title: messages.fileTooLarge(name).title,
    description: `${name} exceeds ${megabytes}MB limit`,
    variant: 'error',
  };
}

/** Events the injected `uploadFile` actor sends back. */
export type UploadFeedback =
  | { type: 'uploads.progress'; id: string; loaded: number; total: number }
  | { type: 'uploads.fileDone'; id: string; result?: unknown }
  | { type: 'uploads.fileFailed'; id: string; error: unknown };

export type UploadQueueEvent =
  | { type: 'uploads.add'; files: QueueFile[] }
  | { type: 'uploads.cancel'; id: string }
  | { type: 'uploads.clearFinished' }
  | UploadFeedback;

export type UploadQueueEmitted =
  | { type: 'toast'; toast: Toast }
  | { type: 'uploads.uploaded'; id: string; result: unknown };

/** Input of the injected `uploadFile` actor (stopping it must abort the request). */
export interface UploadFileInput {
  id: string;
  file: QueueFile;
}

/**
 * Attachment uploads, one file at a time: each file over 10485760 bytes is refused at once with
 * 'File too large' / '{file} exceeds 10MB limit'; the others upload with progress; a failed file
 * gets 'Upload failed' / 'Failed to upload {file}: {message}' and the rest carry on; the batch
 * ends with 'Upload successful' / '{n} file(s) uploaded successfully'. Input `maxBytes` sets another
 * limit (knowledge-base documents: 20 MB, '{file} exceeds 20MB limit').
 * Injected actor: uploadFile (fromCallback sending uploads.progress / fileDone / fileFailed).
 */
export const uploadQueueMachine = setup({
  types: {
    context: {} as UploadQueueContext,
    events: {} as UploadQueueEvent,
    emitted: {} as UploadQueueEmitted,
    input: {} as UploadQueueInput | undefined,
  },
  actors: {
    uploadFile: fromCallback<UploadQueueEvent, UploadFileInput>(({ sendBack, input }) => {
      sendBack({ type: 'uploads.fileFailed', id: input.id, error: new Error('uploadFile was not provided') });
    }),
  },
  actions: {
    addFiles: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'uploads.add');
      let nextId = context.nextId;
      const accepted: UploadItem[] = [];
      for (const file of event.files) {
        if (file.size > context.maxBytes) {
          const toast = tooLarge(file.name, context.maxBytes);
          enqueue.assign({ lastToast: toast });
          enqueue.emit({ type: 'toast', toast });
          continue;
        }
        accepted.push({ id: `upload-${nextId++}`, file, status: 'queued', progress: 0, error: null });
      }
      enqueue.assign({ items: [...context.items, ...accepted], nextId });
    }),
    startNext: assign(({ context }) => {
      const next = context.items.find((item) => item.status === 'queued');
      return {
        currentId: next?.id ?? null,
        items: context.items.map((item) =>
          item.id === next?.id ? { ...item, status: 'uploading' as const } : item,
        ),
      };
    }),
    recordProgress: assign({
      items: ({ context, event }) => {
        assertEvent(event, 'uploads.progress');
        return context.items.map((item) =>
          item.id === event.id
            ? { ...item, progress: event.total > 0 ? event.loaded / event.total : 0 }
            : item,
        );
      },
    }),
    markDone: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'uploads.fileDone');
      enqueue.assign({
        items: context.items.map((item) =>
          item.id === event.id ? { ...item, status: 'done' as const, progress: 1 } : item,
        ),
        uploadedInBatch: context.uploadedInBatch + 1,
      });
      enqueue.emit({ type: 'uploads.uploaded', id: event.id, result: event.result });
    }),
    markFailed: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'uploads.fileFailed');
      const item = context.items.find((i) => i.id === event.id);
      const message = errorMessage(event.error);
      const toast: Toast = { ...messages.uploadFailed(item?.file.name ?? '', message), variant: 'error' };
      enqueue.assign({
        items: context.items.map((i) =>
          i.id === event.id ? { ...i, status: 'failed' as const, error: message } : i,
        ),
        lastToast: toast,
      });
      enqueue.emit({ type: 'toast', toast });
    }),
    dropItem: assign({
      items: ({ context, event }) => {
        assertEvent(event, 'uploads.cancel');
        return context.items.filter((item) => item.id !== event.id);
      },
    }),
    summarize: enqueueActions(({ context, enqueue }) => {
      if (context.uploadedInBatch > 0) {
        const toast: Toast = { ...messages.uploadSuccessful(context.uploadedInBatch), variant: 'success' };
        enqueue.assign({ lastToast: toast });
        enqueue.emit({ type: 'toast', toast });
      }
      enqueue.assign({ uploadedInBatch: 0, currentId: null });
    }),
    clearFinished: assign({
      items: ({ context }) =>
        context.items.filter((item) => item.status === 'queued' || item.status === 'uploading'),
    }),
  },
  guards: {
    hasQueued: ({ context }) => context.items.some((item) => item.status === 'queued'),
    isCurrent: ({ context, event }) => 'id' in event && event.id === context.currentId,
  },
}).createMachine({
  id: 'uploadQueue',
  context: ({ input }) => ({
    items: [],
    currentId: null,
    uploadedInBatch: 0,
    nextId: 1,
    lastToast: null,
    maxBytes: input?.maxBytes ?? ATTACHMENT_MAX_BYTES,
  }),
  initial: 'idle',
  on: {
    'uploads.clearFinished': { actions: 'clearFinished' },
  },
  states: {
    idle: {
      on: {
        'uploads.add': { target: 'checking', actions: 'addFiles' },
      },
    },
    checking: {
      always: [
        { guard: 'hasQueued', target: 'uploading', actions: 'startNext' },
        { target: 'idle', actions: 'summarize' },
      ],
    },
    uploading: {
      tags: ['busy'],
      invoke: {
        src: 'uploadFile',
        input: ({ context }) => {
          const item = context.items.find((i) => i.id === context.currentId) as UploadItem;
          return { id: item.id, file: item.file };
        },
      },
      on: {
        'uploads.add': { actions: 'addFiles' },
        'uploads.progress': { guard: 'isCurrent', actions: 'recordProgress' },
        'uploads.fileDone': { guard: 'isCurrent', target: 'checking', actions: 'markDone' },
        'uploads.fileFailed': { guard: 'isCurrent', target: 'checking', actions: 'markFailed' },
        // Leaving the state stops the upload actor, which aborts the request.
        'uploads.cancel': [
          { guard: 'isCurrent', target: 'checking', actions: 'dropItem' },
          { actions: 'dropItem' },
        ],
      },
    },
  },
});

export type UploadQueueMachine = typeof uploadQueueMachine;
