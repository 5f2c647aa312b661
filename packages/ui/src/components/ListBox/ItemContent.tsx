import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Text } from 'react-aria-components';
import { cx } from '../../utils.ts';
import * as styles from './item.css.ts';

export interface ItemContentProps {
  /** The label. */
  children: ReactNode;
  /** A second, quieter line under the label (part of the accessible name). */
  description?: ReactNode;
  /** A decorative icon before the label. */
  icon?: ReactNode;
  /** From the item's render props: a check mark column is shown unless it is 'none'. */
  selectionMode?: 'none' | 'single' | 'multiple';
  isSelected?: boolean;
  /** Added to the check mark's column (ListBox colours it). */
  checkClassName?: string;
}

/**
 * The inside of a ListBox or Menu item: the check mark while selected, an icon, the label (the
 * item's `label` slot, or the label and description together as its name).
 */
export function ItemContent({
  children,
  description,
  icon,
  selectionMode = 'none',
  isSelected = false,
  checkClassName,
}: ItemContentProps) {
  return (
    <>
      {selectionMode !== 'none' ? (
        <span className={cx(styles.check, checkClassName)} aria-hidden="true">
          {isSelected ? <Check size={16} /> : null}
        </span>
      ) : null}
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span className={styles.labels}>
        {description ? <span>{children}</span> : <Text slot="label">{children}</Text>}
        {description ? <span className={styles.description}>{description}</span> : null}
      </span>
    </>
  );
}
