import {
  DOCUMENT_ACCEPT,
  DOCUMENT_ACCEPTED_EXTENSIONS,
  documentUploadProblem,
  formatFileSize,
  type KbDepartment,
  kbDepartmentOptions,
  messages,
} from '@portal/contract';
import { CircleAlert, FileUp, Upload } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { DropZone, FileTrigger, type Key } from 'react-aria-components';
import { Button } from '../../components/Button/Button.tsx';
import { Heading, type HeadingLevel } from '../../components/Heading/Heading.tsx';
import { ProgressBar } from '../../components/ProgressBar/ProgressBar.tsx';
import { Select, SelectItem } from '../../components/Select/Select.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { cx } from '../../utils.ts';
import * as styles from './UploadPanel.css.ts';

/** What the panel hands over on Upload (the multipart body of `POST /documents/upload`). */
export interface DocumentUploadValues {
  file: File;
  department: KbDepartment;
  /** Comma-separated tags as typed (trimmed); empty when none. */
  tags: string;
}

export interface UploadPanelProps {
  /** Called by Upload with a valid file, the department and the tags. */
  onUpload: (values: DocumentUploadValues) => void;
  /** An upload is in progress: the form is disabled and the progress bar shows. @default false */
  isUploading?: boolean;
  /** Upload progress 0-100; leave out for an indeterminate bar. */
  progress?: number;
  /** Reason of the last failure; shown as 'Failed to upload document: {reason}'. */
  error?: string | null;
  /** Department chosen at first. */
  defaultDepartment?: KbDepartment;
  /** @default 'Upload Document' */
  title?: string;
  /** @default 2 */
  headingLevel?: HeadingLevel;
  className?: string;
}

const acceptedText = DOCUMENT_ACCEPTED_EXTENSIONS.map((ext) => ext.slice(1).toUpperCase()).join(', ');

/**
 * Upload a knowledge-base document (.pdf, .docx, .txt): drop or choose a file, pick the department, add
 * tags, Upload. Shows the progress while uploading and 'Failed to upload document: {reason}' on failure.
 */
export function UploadPanel({
  onUpload,
  isUploading = false,
  progress,
  error,
  defaultDepartment,
  title = 'Upload Document',
  headingLevel = 2,
  className,
}: UploadPanelProps) {
  const headingId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [department, setDepartment] = useState<KbDepartment | null>(defaultDepartment ?? null);
  const [tags, setTags] = useState('');

  const pick = (files: readonly File[]) => {
    const [first] = files;
    if (!first) return;
    const reason = documentUploadProblem(first);
    setProblem(reason);
    setFile(reason ? null : first);
  };

  const canUpload = !isUploading && file !== null && department !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canUpload || !file || !department) return;
    onUpload({ file, department, tags: tags.trim() });
  };

  return (
    <section aria-labelledby={headingId} className={cx(styles.root, className)}>
      <Heading id={headingId} level={headingLevel} size="sm">
        {title}
      </Heading>
      <form className={styles.form} onSubmit={submit} aria-busy={isUploading || undefined}>
        <DropZone
          className={styles.dropZone}
          isDisabled={isUploading}
          aria-label={`Drop a ${acceptedText} file here`}
          getDropOperation={(types) =>
            types.has('application/pdf') ||
            types.has('text/plain') ||
            types.has('application/vnd.openxmlformats-officedocument.wordprocessingml.document') ||
            types.has('Files')
              ? 'copy'
              : 'cancel'
          }
          onDrop={async (event) => {
            const files = await Promise.all(
              event.items.flatMap((item) => (item.kind === 'file' ? [item.getFile()] : [])),
            );
            pick(files);
          }}
        >
          <FileUp aria-hidden="true" className={styles.dropIcon} />
          <span className={styles.dropText}>
            {file ? (
              <>
                <span className={styles.fileName}>{file.name}</span>
                <span className={styles.hint}>{formatFileSize(file.size)}</span>
              </>
            ) : (
              <>
                <span>Drag a file here</span>
                <span className={styles.hint}>{acceptedText}</span>
              </>
            )}
          </span>
          <FileTrigger
            acceptedFileTypes={[...DOCUMENT_ACCEPT.split(',')]}
            onSelect={(list) => pick(list ? Array.from(list) : [])}
          >
            <Button size="sm" variant="secondary" isDisabled={isUploading}>
              {file ? 'Choose Another File' : 'Choose File'}
            </Button>
          </FileTrigger>
        </DropZone>
        {problem ? (
          <p role="alert" className={styles.error}>
            <CircleAlert aria-hidden="true" className={styles.icon} />
            {problem}
          </p>
        ) : null}
        <div className={styles.fields}>
          <Select
            label="Department"
            isRequired
            placeholder="Select a department"
            selectedKey={department}
            onSelectionChange={(key: Key | null) => setDepartment((key as KbDepartment | null) ?? null)}
            isDisabled={isUploading}
            items={kbDepartmentOptions.map((option) => ({ id: option.value, label: option.label }))}
          >
            {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
          </Select>
          <TextField
            label="Tags"
            description="Comma-separated, e.g. leave, holidays"
            value={tags}
            onChange={setTags}
            isDisabled={isUploading}
            maxLength={1000}
          />
        </div>
        {isUploading ? (
          <ProgressBar
            label={file ? `Uploading ${file.name}` : 'Uploading'}
            value={progress}
            isIndeterminate={progress === undefined}
          />
        ) : null}
        {error && !isUploading ? (
          <p role="alert" className={styles.error}>
            <CircleAlert aria-hidden="true" className={styles.icon} />
            {messages.documentUploadFailed(error)}
          </p>
        ) : null}
        <div className={styles.footer}>
          <Button type="submit" variant="primary" isDisabled={!canUpload}>
            <Upload aria-hidden="true" className={styles.icon} />
            Upload
          </Button>
        </div>
      </form>
    </section>
  );
}
