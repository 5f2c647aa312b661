import { Minus, Plus } from 'lucide-react';
import {
  Button,
  Group,
  Input,
  NumberField as RACNumberField,
  type NumberFieldProps as RACNumberFieldProps,
} from 'react-aria-components';
import { composeClassName, cx } from '../../utils.ts';
import * as fieldStyles from '../Field/Field.css.ts';
import { Description, FieldError, type FieldTextProps, Label } from '../Field/Field.tsx';
import * as styles from './NumberField.css.ts';

export interface NumberFieldProps extends RACNumberFieldProps, FieldTextProps {
  /** Hint shown while empty. */
  placeholder?: string;
}

/**
 * A locale-aware number input with stepper buttons. Arrow keys step by `step`, Page keys by ten
 * steps, Home/End jump to `minValue`/`maxValue`. The steppers stay out of the Tab order.
 */
export function NumberField({ label, description, errorMessage, placeholder, ...props }: NumberFieldProps) {
  return (
    <RACNumberField
      {...props}
      className={composeClassName(props.className, fieldStyles.field, styles.numberField)}
    >
      {label && <Label isRequired={props.isRequired}>{label}</Label>}
      <Group className={fieldStyles.fieldGroup}>
        <Button slot="decrement" className={cx(fieldStyles.groupButton, styles.stepper)}>
          <Minus aria-hidden="true" className={fieldStyles.groupIcon} />
        </Button>
        <Input className={cx(fieldStyles.groupInput, styles.numberInput)} placeholder={placeholder} />
        <Button slot="increment" className={cx(fieldStyles.groupButton, styles.stepper)}>
          <Plus aria-hidden="true" className={fieldStyles.groupIcon} />
        </Button>
      </Group>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </RACNumberField>
  );
}
