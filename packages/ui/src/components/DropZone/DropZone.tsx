import { Upload } from 'lucide-react';
import {
  type DropItem,
  FileTrigger,
  isFileDropItem,
  DropZone as RACDropZone,
  type DropZoneProps as RACDropZoneProps,
  Text,
} from 'react-aria-components';
import { composeClassName } from '../../utils.ts';
import { Button } from '../Button/Button.tsx';
import * as styles from './DropZone.css.ts';

export interface DropZoneProps extends Omit<RACDropZoneProps, 'children' | 'onDrop' | 'getDropOperation'> {
  /** What to drop; it names the zone for assistive technology. @default 'Drag and drop files here' */
  label?: string;
  /** Limits and formats, e.g. 'PDF or PNG, up to 10 MB each'. */
  description?: string;
  /** Text of the picker button. @default 'Choose Files' */
  buttonLabel?: string;
  /**
   * Accepted MIME types (`image/png`), wildcards (`image/*`) or extensions (`.pdf`). The picker
   * filters by them; dropped or pasted files outside them go to `onReject`. @default any file
   */
  acceptedFileTypes?: string[];
  /** Accept several files at once. @default true */
  allowsMultiple?: boolean;
  /** Called with the accepted files, whether dropped, pasted or chosen with the button. */
  onFiles?: (files: File[]) => void;
  /** Called with files that were dropped or pasted but do not match `acceptedFileTypes`. */
  onReject?: (files: File[]) => void;
}

/** Whether a file matches one `accept`-style entry. */
export function fileMatches(file: File, accepted: readonly string[] | undefined): boolean {
  if (!accepted || accepted.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accepted.some((entry) => {
    const rule = entry.trim().toLowerCase();
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}

/**
 * A drag-and-drop target with a 'Choose Files' button (react-aria DropZone and FileTrigger).
 * Keyboard users reach the zone with Tab and can paste files into it, or use the button.
 */
export function DropZone({
  label = 'Drag and drop files here',
  description,
  buttonLabel = 'Choose Files',
  acceptedFileTypes,
  allowsMultiple = true,
  onFiles,
  onReject,
  ...props
}: DropZoneProps) {
  const deliver = (files: File[]) => {
    const taken = allowsMultiple ? files : files.slice(0, 1);
    const accepted = taken.filter((file) => fileMatches(file, acceptedFileTypes));
    const rejected = files.filter((file) => !accepted.includes(file));
    if (accepted.length > 0) onFiles?.(accepted);
    if (rejected.length > 0) onReject?.(rejected);
  };
  const onDrop = async (event: { items: DropItem[] }) => {
    const files = await Promise.all(event.items.filter(isFileDropItem).map((item) => item.getFile()));
    deliver(files);
  };
  return (
    <RACDropZone {...props} onDrop={onDrop} className={composeClassName(props.className, styles.dropZone)}>
      <Upload aria-hidden="true" className={styles.icon} />
      <Text slot="label" className={styles.label}>
        {label}
      </Text>
      {description && <span className={styles.description}>{description}</span>}
      <FileTrigger
        acceptedFileTypes={acceptedFileTypes}
        allowsMultiple={allowsMultiple}
        onSelect={(list) => deliver(list ? Array.from(list) : [])}
      >
        <Button variant="secondary" size="sm" isDisabled={props.isDisabled}>
          {buttonLabel}
        </Button>
      </FileTrigger>
    </RACDropZone>
  );
}
