import { Check } from 'lucide-react';
import {
  composeRenderProps,
  GridList as RACGridList,
  GridListItem as RACGridListItem,
  type GridListItemProps as RACGridListItemProps,
  type GridListProps as RACGridListProps,
} from 'react-aria-components';
import { composeClassName } from '../../utils.ts';
import * as styles from './GridList.css.ts';

export type GridListProps<T extends object> = RACGridListProps<T>;

/**
 * An interactive list whose rows can hold their own buttons (unlike ListBox): arrow keys move
 * between rows, Right/Left into a row's controls, Space selects with `selectionMode`.
 * `renderEmptyState` shows what to show without rows. Needs an `aria-label`.
 */
export function GridList<T extends object>({ className, ...props }: GridListProps<T>) {
  return <RACGridList {...props} className={composeClassName(className, styles.gridList)} />;
}

export type GridListItemProps<T extends object = object> = RACGridListItemProps<T>;

/** One row; with selection it shows a check box mark. Its children may include Buttons. */
export function GridListItem<T extends object>({ className, children, ...props }: GridListItemProps<T>) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <RACGridListItem {...props} textValue={textValue} className={composeClassName(className, styles.item)}>
      {composeRenderProps(children, (children, { selectionMode, isSelected }) => (
        <>
          {selectionMode !== 'none' ? (
            <span className={styles.check} aria-hidden="true">
              {isSelected ? <Check size={14} strokeWidth={3} /> : null}
            </span>
          ) : null}
          <div className={styles.content}>{children}</div>
        </>
      ))}
    </RACGridListItem>
  );
}
