import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button,
  Group,
  Input,
  ListBox,
  Popover,
  ComboBox as RACComboBox,
  type ComboBoxProps as RACComboBoxProps,
} from 'react-aria-components';
import { composeClassName } from '../../utils.ts';
import * as fieldStyles from '../Field/Field.css.ts';
import { Description, FieldError, type FieldTextProps, Label } from '../Field/Field.tsx';
import * as listStyles from '../Select/Select.css.ts';
import { SelectItem, type SelectItemProps } from '../Select/Select.tsx';
import * as styles from './ComboBox.css.ts';

export interface ComboBoxProps<T extends object>
  extends Omit<RACComboBoxProps<T>, 'children'>,
    FieldTextProps {
  /** Hint shown while empty. Never a replacement for `label`. */
  placeholder?: string;
  /** `ComboBoxItem`s, or a function rendering one per entry of `items`/`defaultItems`. */
  children: ReactNode | ((item: T) => ReactNode);
}

/**
 * A text input that filters a list of options (react-aria ComboBox). Typing opens the list;
 * arrow keys move through it; Enter picks; Escape closes, then clears.
 */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  placeholder,
  children,
  ...props
}: ComboBoxProps<T>) {
  return (
    <RACComboBox {...props} className={composeClassName(props.className, fieldStyles.field, styles.comboBox)}>
      {label && <Label isRequired={props.isRequired}>{label}</Label>}
      <Group className={fieldStyles.fieldGroup}>
        <Input className={fieldStyles.groupInput} placeholder={placeholder} />
        <Button className={fieldStyles.groupButton}>
          <ChevronDown aria-hidden="true" className={listStyles.chevron} />
        </Button>
      </Group>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
      <Popover className={listStyles.popover}>
        <ListBox className={listStyles.listBox}>{children}</ListBox>
      </Popover>
    </RACComboBox>
  );
}

export interface ComboBoxItemProps extends SelectItemProps {}

/** One option of a ComboBox; give it an `id` (the value). */
export function ComboBoxItem(props: ComboBoxItemProps) {
  return <SelectItem {...props} />;
}
