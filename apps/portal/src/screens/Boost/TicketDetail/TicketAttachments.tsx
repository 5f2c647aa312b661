import { saveFile } from '@portal/api-client';
import { type Attachment, messages } from '@portal/contract';
import { useUploadQueue } from '@portal/state-machines/react';
import { AttachmentPanel, type AttachmentUpload } from '@portal/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../../app/api.ts';
import { showToast, toast } from '../../../app/toasts.ts';
import { attachmentUploadMachine } from './machines.ts';

/** Our wording: the spec has no message for these two failures. */
const LOAD_FAILED = 'The attachments of this ticket could not be loaded.';
const downloadFailed = (file: string, message: string) => ({
  title: 'Download failed',
  description: `Failed to download ${file}: ${message}`,
});

export interface TicketAttachmentsProps {
  ticketId: string;
  /** Sent as uploaded_by. */
  uploadedBy: string;
  /** After a batch of uploads ended with at least one file stored. */
  onUploaded: () => void;
}

/**
 * The ticket's attachments: drop zone and 'Choose Files' (several at once), type and 10MB checks
 * before sending, per-file progress through the upload-queue machine, and a Download per file.
 */
export function TicketAttachments({ ticketId, uploadedBy, onUploaded }: TicketAttachmentsProps) {
  const [attachments, setAttachments] = useState<readonly Attachment[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | undefined>();
  const [machine] = useState(() => attachmentUploadMachine(ticketId, uploadedBy));
  const queue = useUploadQueue(machine, showToast);

  const load = useCallback(
    () =>
      api.tickets.attachments(ticketId).then(
        (list) => {
          setAttachments(list);
          setError(undefined);
        },
        (failure: unknown) => {
          console.error('Failed to load attachments', failure);
          setError(LOAD_FAILED);
        },
      ),
    [ticketId],
  );

  useEffect(() => {
    void load().finally(() => setLoading(false));
  }, [load]);

  // Each stored file joins the list at once; the batch's end reloads the list and the ticket.
  const storedInBatch = useRef(0);
  useEffect(() => {
    const subscription = queue.actor.on('uploads.uploaded', (event) => {
      storedInBatch.current++;
      const stored = event.result as Attachment | undefined;
      if (stored?.id) setAttachments((list) => [...list.filter((a) => a.id !== stored.id), stored]);
    });
    return () => subscription.unsubscribe();
  }, [queue.actor]);

  const wasUploading = useRef(false);
  const onUploadedRef = useRef(onUploaded);
  onUploadedRef.current = onUploaded;
  useEffect(() => {
    if (wasUploading.current && !queue.uploading && storedInBatch.current > 0) {
      storedInBatch.current = 0;
      void load();
      onUploadedRef.current();
    }
    wasUploading.current = queue.uploading;
  }, [queue.uploading, load]);

  // Stored files show in the list below, files on their way their progress. A refused file is
  // skipped: its 'Upload failed' toast says why (the spec's report), and a row repeating the reason
  // would show the one error twice.
  const uploads: AttachmentUpload[] = queue.items
    .filter((item) => item.status !== 'done' && item.status !== 'failed')
    .map((item) => ({
      id: item.id,
      name: item.file.name,
      progress: Math.round(item.progress * 100),
    }));

  const download = async (attachment: Attachment) => {
    try {
      const file = await api.tickets.downloadAttachment(ticketId, attachment.id);
      saveFile(file, attachment.original_name);
    } catch (failure) {
      const { title, description } = downloadFailed(
        attachment.original_name,
        failure instanceof Error ? failure.message : String(failure),
      );
      toast.error(title, description);
    }
  };

  return (
    <AttachmentPanel
      attachments={attachments}
      uploads={uploads}
      isLoading={loading}
      errorMessage={error}
      onFilesAccepted={(files) => {
        try {
          // Failed files of an earlier batch give way to the new one.
          queue.clearFinished();
          queue.add(files);
        } catch (failure) {
          console.error('Failed to queue the uploads', failure);
          toast.error(messages.uploadError.title, messages.uploadError.description);
        }
      }}
      onFileRejected={(message) => toast.error(message.title, message.description)}
      onDownload={(attachment) => void download(attachment)}
    />
  );
}
