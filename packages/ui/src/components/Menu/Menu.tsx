import { MoreHorizontal } from 'lucide-react';
import { Children, type ReactNode } from 'react';
import {
  Collection,
  composeRenderProps,
  Header,
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  type MenuItemProps as RACMenuItemProps,
  type MenuProps as RACMenuProps,
  MenuSection as RACMenuSection,
  type MenuSectionProps as RACMenuSectionProps,
  MenuTrigger as RACMenuTrigger,
  type MenuTriggerProps as RACMenuTriggerProps,
  Separator,
  type SeparatorProps,
} from 'react-aria-components';
import { composeClassName, cx } from '../../utils.ts';
import { IconButton, type IconButtonSize } from '../IconButton/IconButton.tsx';
import { ItemContent } from '../ListBox/ItemContent.tsx';
import { Popover, type PopoverProps } from '../Popover/Popover.tsx';
import * as styles from './Menu.css.ts';

export interface MenuTriggerProps extends RACMenuTriggerProps {
  /** Where the menu opens, relative to the trigger. @default 'bottom start' */
  placement?: PopoverProps['placement'];
}

/**
 * Opens a Menu from a trigger: the first child is the trigger (a Button), the second the `Menu`,
 * which is placed in a Popover for you. Enter, Space or ArrowDown open it from the keyboard.
 */
export function MenuTrigger({ placement = 'bottom start', children, ...props }: MenuTriggerProps) {
  const [trigger, menu] = Children.toArray(children);
  return (
    <RACMenuTrigger {...props}>
      {trigger}
      <Popover placement={placement}>{menu}</Popover>
    </RACMenuTrigger>
  );
}

export type MenuProps<T extends object> = RACMenuProps<T>;

/** A list of actions (or options with `selectionMode`), navigable with arrows and type-ahead. */
export function Menu<T extends object>({ className, ...props }: MenuProps<T>) {
  return <RACMenu {...props} className={composeClassName(className, styles.menu)} />;
}

export const menuItemTones = ['neutral', 'danger'] as const;
export type MenuItemTone = (typeof menuItemTones)[number];

export interface MenuItemProps<T extends object = object> extends RACMenuItemProps<T> {
  /** A decorative icon before the label, e.g. `<Pencil size={16} />`. */
  icon?: ReactNode;
  /**
   * A second, quieter line under the label. It is part of the accessible name (axe requires
   * visible text to be in the name), so keep it short.
   */
  description?: ReactNode;
  /** `danger` for destructive actions such as Delete. @default 'neutral' */
  tone?: MenuItemTone;
}

/** One action or option of a Menu. */
export function MenuItem<T extends object>({
  icon,
  description,
  tone,
  className,
  children,
  ...props
}: MenuItemProps<T>) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <RACMenuItem
      {...props}
      textValue={textValue}
      className={composeClassName(className, styles.item({ tone }))}
    >
      {composeRenderProps(children, (children, { selectionMode, isSelected }) => (
        <ItemContent
          description={description}
          icon={icon}
          selectionMode={selectionMode}
          isSelected={isSelected}
        >
          {children}
        </ItemContent>
      ))}
    </RACMenuItem>
  );
}

export interface MenuSectionProps<T extends object> extends RACMenuSectionProps<T> {
  /** A heading for the group. Without it, pass `aria-label`. */
  title?: ReactNode;
}

/** A labelled group of items. */
export function MenuSection<T extends object>({ title, className, children, ...props }: MenuSectionProps<T>) {
  return (
    <RACMenuSection {...props} className={cx(styles.section, className)}>
      {title ? <Header className={styles.sectionHeader}>{title}</Header> : null}
      <Collection items={props.items}>{children}</Collection>
    </RACMenuSection>
  );
}

/** A rule between groups of items. */
export function MenuSeparator({ className, ...props }: SeparatorProps) {
  return <Separator {...props} className={cx(styles.separator, className)} />;
}

export interface ActionMenuProps<T extends object> extends Omit<MenuProps<T>, 'aria-label'> {
  /** Names the trigger and its menu, e.g. 'More actions for Alex Morgan'. */
  'aria-label': string;
  /** Where the menu opens. @default 'bottom end' */
  placement?: PopoverProps['placement'];
  /** Size of the trigger. @default 'sm' */
  size?: IconButtonSize;
  /** Disables the trigger. @default false */
  isDisabled?: boolean;
}

/**
 * The overflow menu of a row or card (Primer's ActionMenu, Linear's '...'): a quiet icon button that
 * opens a Menu of the less frequent and the destructive actions, so a table is not a column of red
 * buttons. Keep the one or two common actions beside it as buttons; give a destructive item
 * `tone="danger"`, and an action the person may not take `isDisabled` with a `description` saying why.
 */
export function ActionMenu<T extends object>({
  'aria-label': ariaLabel,
  placement = 'bottom end',
  size = 'sm',
  isDisabled = false,
  ...props
}: ActionMenuProps<T>) {
  return (
    <MenuTrigger placement={placement}>
      <IconButton aria-label={ariaLabel} size={size} variant="ghost" isDisabled={isDisabled}>
        <MoreHorizontal />
      </IconButton>
      <Menu {...props} aria-label={ariaLabel} />
    </MenuTrigger>
  );
}
