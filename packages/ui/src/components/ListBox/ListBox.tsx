import type { ReactNode } from 'react';
import {
  Collection,
  composeRenderProps,
  Header,
  ListBox as RACListBox,
  ListBoxItem as RACListBoxItem,
  type ListBoxItemProps as RACListBoxItemProps,
  type ListBoxProps as RACListBoxProps,
  ListBoxSection as RACListBoxSection,
  type ListBoxSectionProps as RACListBoxSectionProps,
} from 'react-aria-components';
import { composeClassName, cx } from '../../utils.ts';
import { ItemContent } from './ItemContent.tsx';
import * as styles from './ListBox.css.ts';

export type ListBoxProps<T extends object> = RACListBoxProps<T>;

/**
 * A list of options to pick one or several from (`selectionMode`), with arrow keys, type-ahead
 * and `renderEmptyState` for an empty list. Needs an `aria-label` or `aria-labelledby`.
 */
export function ListBox<T extends object>({ className, ...props }: ListBoxProps<T>) {
  return <RACListBox {...props} className={composeClassName(className, styles.listBox)} />;
}

export interface ListBoxItemProps<T extends object = object> extends RACListBoxItemProps<T> {
  /**
   * A second, quieter line under the label. It is part of the accessible name (axe requires
   * visible text to be in the name), so keep it short.
   */
  description?: ReactNode;
}

/** One option; shows a check mark while selected. */
export function ListBoxItem<T extends object>({
  description,
  className,
  children,
  ...props
}: ListBoxItemProps<T>) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <RACListBoxItem {...props} textValue={textValue} className={composeClassName(className, styles.item)}>
      {composeRenderProps(children, (children, { isSelected, selectionMode }) => (
        <ItemContent
          description={description}
          selectionMode={selectionMode}
          isSelected={isSelected}
          checkClassName={styles.check}
        >
          {children}
        </ItemContent>
      ))}
    </RACListBoxItem>
  );
}

export interface ListBoxSectionProps<T extends object> extends RACListBoxSectionProps<T> {
  /** A heading for the group. Without it, pass `aria-label`. */
  title?: ReactNode;
}

/** A labelled group of options. */
export function ListBoxSection<T extends object>({
  title,
  className,
  children,
  ...props
}: ListBoxSectionProps<T>) {
  return (
    <RACListBoxSection {...props} className={cx(styles.section, className)}>
      {title ? <Header className={styles.sectionHeader}>{title}</Header> : null}
      <Collection items={props.items}>{children}</Collection>
    </RACListBoxSection>
  );
}
