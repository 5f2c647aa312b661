import {
  CheckboxGroup as RACCheckboxGroup,
  type CheckboxGroupProps as RACCheckboxGroupProps,
} from 'react-aria-components';
import { composeClassName } from '../../utils.ts';
import * as fieldStyles from '../Field/Field.css.ts';
import { Description, FieldError, type FieldTextProps, Label } from '../Field/Field.tsx';
import * as styles from './CheckboxGroup.css.ts';

export const checkboxGroupOrientations = ['vertical', 'horizontal'] as const;
export type CheckboxGroupOrientation = (typeof checkboxGroupOrientations)[number];

export interface CheckboxGroupProps extends Omit<RACCheckboxGroupProps, 'children'>, FieldTextProps {
  /** The `Checkbox`es, each with a `value`. */
  children: React.ReactNode;
  /** How the options flow. @default 'vertical' */
  orientation?: CheckboxGroupOrientation;
}

/** Several related Checkboxes under one label, validated together (`isRequired` = at least one). */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  orientation = 'vertical',
  children,
  ...props
}: CheckboxGroupProps) {
  return (
    <RACCheckboxGroup
      {...props}
      className={composeClassName(props.className, fieldStyles.field, styles.checkboxGroup)}
    >
      {label && <Label isRequired={props.isRequired}>{label}</Label>}
      {description && <Description>{description}</Description>}
      <div className={styles.items} data-orientation={orientation}>
        {children}
      </div>
      <FieldError>{errorMessage}</FieldError>
    </RACCheckboxGroup>
  );
}
