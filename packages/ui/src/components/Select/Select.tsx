import { Check, ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button,
  composeRenderProps,
  ListBox,
  ListBoxItem,
  type ListBoxItemProps,
  Popover,
  Select as RACSelect,
  type SelectProps as RACSelectProps,
  SelectValue,
} from 'react-aria-components';
import { composeClassName } from '../../utils.ts';
import * as fieldStyles from '../Field/Field.css.ts';
import { Description, FieldError, type FieldTextProps, Label } from '../Field/Field.tsx';
import * as styles from './Select.css.ts';

export interface SelectProps<T extends object> extends Omit<RACSelectProps<T>, 'children'>, FieldTextProps {
  /** Options as data; render each with `children`. */
  items?: Iterable<T>;
  /** `SelectItem`s, or a function rendering one per entry of `items`. */
  children: ReactNode | ((item: T) => ReactNode);
}

/**
 * Pick one option from a list (react-aria Select): a button that opens a listbox in a popover.
 * Typing on the closed button selects by first letters; arrow keys open the list.
 */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  ...props
}: SelectProps<T>) {
  return (
    <RACSelect {...props} className={composeClassName(props.className, fieldStyles.field, styles.select)}>
      {label && <Label isRequired={props.isRequired}>{label}</Label>}
      <Button className={styles.trigger}>
        <SelectValue className={styles.value} />
        <ChevronDown aria-hidden="true" className={styles.chevron} />
      </Button>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
      <Popover className={styles.popover}>
        <ListBox items={items} className={styles.listBox}>
          {children}
        </ListBox>
      </Popover>
    </RACSelect>
  );
}

export interface SelectItemProps extends ListBoxItemProps {}

/**
 * One option of a Select or ComboBox. Give it an `id` (the value) and, when its children are not
 * plain text, a `textValue` for type-ahead.
 */
export function SelectItem(props: SelectItemProps) {
  const textValue = props.textValue ?? (typeof props.children === 'string' ? props.children : undefined);
  return (
    <ListBoxItem {...props} textValue={textValue} className={composeClassName(props.className, styles.item)}>
      {composeRenderProps(props.children, (children, { isSelected }) => (
        <>
          <span className={styles.itemText}>{children}</span>
          {isSelected && <Check aria-hidden="true" className={styles.itemCheck} />}
        </>
      ))}
    </ListBoxItem>
  );
}
