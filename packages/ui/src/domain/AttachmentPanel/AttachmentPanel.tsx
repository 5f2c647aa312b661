import {
  ATTACHMENT_ACCEPTED_EXTENSIONS,
  type Attachment,
  attachmentProblem,
  formatDisplayDate,
  formatFileSize,
  type ToastMessage,
} from '@portal/contract';
import { CircleAlert, Download, FileText, Upload } from 'lucide-react';
import { useId } from 'react';
import { type DropItem, DropZone, type FileDropItem, FileTrigger } from 'react-aria-components';
import { Button } from '../../components/Button/Button.tsx';
import { Heading } from '../../components/Heading/Heading.tsx';
import { ProgressBar } from '../../components/ProgressBar/ProgressBar.tsx';
import { Spinner } from '../../components/Spinner/Spinner.tsx';
import { Text } from '../../components/Text/Text.tsx';
import { cx } from '../../utils.ts';
import * as styles from './AttachmentPanel.css.ts';

/** A file on its way up: the screen reports its progress. */
export interface AttachmentUpload {
  /** Stable key of this upload. */
  id: string;
  /** The file's name. */
  name: string;
  /** Percent sent, 0 to 100. */
  progress: number;
  /** Set when the upload failed (the file is skipped). */
  errorMessage?: string;
}

export interface AttachmentPanelProps {
  /** The ticket's stored attachments. */
  attachments: readonly Attachment[];
  /** Files being uploaded, each with its progress. @default [] */
  uploads?: readonly AttachmentUpload[];
  /** Called with the files that pass the type and 10MB rules (dropped or chosen, several at once). */
  onFilesAccepted?: (files: File[]) => void;
  /**
   * Called for each refused file with the toast to show: 'File too large' / '{file} exceeds 10MB limit',
   * or the type message.
   */
  onFileRejected?: (message: ToastMessage, file: File) => void;
  /** Downloads one attachment (the screen opens it in a new tab). */
  onDownload?: (attachment: Attachment) => void;
  /** Blocks adding files (e.g. no permission). @default false */
  isDisabled?: boolean;
  /** Shows a spinner instead of the list. @default false */
  isLoading?: boolean;
  /** A load failure to show instead of the list. */
  errorMessage?: string;
  /** IANA time zone of the upload dates. @default the browser's */
  timeZone?: string;
  className?: string;
}

const acceptedText = ATTACHMENT_ACCEPTED_EXTENSIONS.map((ext) => ext.slice(1).toUpperCase()).join(', ');

/**
 * A ticket's attachments: a drop zone and 'Choose Files' (several at once; PDF, DOC, DOCX, TXT, JPG,
 * JPEG, PNG up to 10MB each), per-file upload progress, and the stored files with a Download each.
 */
export function AttachmentPanel({
  attachments,
  uploads = [],
  onFilesAccepted,
  onFileRejected,
  onDownload,
  isDisabled = false,
  isLoading = false,
  errorMessage,
  timeZone,
  className,
}: AttachmentPanelProps) {
  const headingId = useId();
  const hintId = useId();

  const take = (files: readonly File[]) => {
    const accepted: File[] = [];
    for (const file of files) {
      const problem = attachmentProblem(file);
      if (problem) onFileRejected?.(problem, file);
      else accepted.push(file);
    }
    if (accepted.length > 0) onFilesAccepted?.(accepted);
  };

  const onDrop = async (items: readonly DropItem[]) => {
    const fileItems = items.filter((item): item is FileDropItem => item.kind === 'file');
    take(await Promise.all(fileItems.map((item) => item.getFile())));
  };

  return (
    <section aria-labelledby={headingId} className={cx(styles.root, className)}>
      <Heading id={headingId} level={3} size="sm">
        Attachments{attachments.length > 0 ? ` (${attachments.length})` : ''}
      </Heading>
      <DropZone
        aria-label="Drop files to attach"
        aria-describedby={hintId}
        isDisabled={isDisabled}
        className={styles.dropZone}
        onDrop={(event) => void onDrop(event.items)}
      >
        <Upload aria-hidden="true" className={styles.dropIcon} />
        <Text size="sm" tone="secondary">
          Drag and drop files here, or
        </Text>
        <FileTrigger
          allowsMultiple
          acceptedFileTypes={ATTACHMENT_ACCEPTED_EXTENSIONS}
          onSelect={(list) => take(list ? Array.from(list) : [])}
        >
          <Button variant="secondary" size="sm" isDisabled={isDisabled}>
            Choose Files
          </Button>
        </FileTrigger>
        <Text id={hintId} size="xs" tone="secondary">
          {acceptedText} · 10MB maximum per file
        </Text>
      </DropZone>

      {uploads.length > 0 ? (
        <ul className={styles.list} aria-label="Uploads in progress">
          {uploads.map((upload) => (
            <li key={upload.id} className={styles.item}>
              {upload.errorMessage ? (
                <CircleAlert aria-hidden="true" className={cx(styles.icon, styles.failed)} />
              ) : (
                <Upload aria-hidden="true" className={styles.icon} />
              )}
              <div className={styles.fileText}>
                {upload.errorMessage ? (
                  <>
                    <Text size="sm" weight="medium" truncate>
                      {upload.name}
                    </Text>
                    <Text size="xs" tone="danger" role="alert">
                      {upload.errorMessage}
                    </Text>
                  </>
                ) : (
                  <ProgressBar
                    label={upload.name}
                    value={upload.progress}
                    size="sm"
                    tone={upload.progress >= 100 ? 'success' : 'accent'}
                  />
                )}
              </div>
              <span />
            </li>
          ))}
        </ul>
      ) : null}

      {isLoading ? (
        <Spinner label="Loading attachments" />
      ) : errorMessage ? (
        <Text elementType="p" role="alert" tone="danger" size="sm">
          {errorMessage}
        </Text>
      ) : attachments.length === 0 ? (
        <Text elementType="p" tone="secondary" size="sm">
          No attachments yet.
        </Text>
      ) : (
        <ul className={styles.list} aria-label="Attached files">
          {attachments.map((attachment) => (
            <li key={attachment.id} className={styles.item}>
              <FileText aria-hidden="true" className={styles.icon} />
              <div className={styles.fileText}>
                <Text size="sm" weight="medium" truncate title={attachment.original_name}>
                  {attachment.original_name}
                </Text>
                <Text size="xs" tone="secondary">
                  {formatFileSize(attachment.file_size)} · {attachment.uploaded_by} ·{' '}
                  {formatDisplayDate(attachment.created_at, { timeZone })}
                </Text>
              </div>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Download ${attachment.original_name}`}
                onPress={() => onDownload?.(attachment)}
              >
                <Download aria-hidden="true" className={styles.icon} />
                Download
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
