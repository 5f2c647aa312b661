import type { ReactNode } from 'react';
import {
  composeRenderProps,
  Radio as RACRadio,
  RadioGroup as RACRadioGroup,
  type RadioGroupProps as RACRadioGroupProps,
  type RadioProps as RACRadioProps,
} from 'react-aria-components';
import { composeClassName } from '../../utils.ts';
import * as fieldStyles from '../Field/Field.css.ts';
import { Description, FieldError, type FieldTextProps, Label } from '../Field/Field.tsx';
import * as styles from './RadioGroup.css.ts';

export const radioGroupOrientations = ['vertical', 'horizontal'] as const;
export type RadioGroupOrientation = (typeof radioGroupOrientations)[number];

export interface RadioGroupProps extends Omit<RACRadioGroupProps, 'children'>, FieldTextProps {
  /** The `Radio` options. */
  children: ReactNode;
  /** How the options flow; arrow keys follow it. @default 'vertical' */
  orientation?: RadioGroupOrientation;
}

/** One choice out of a few visible options. Tab enters the group, arrow keys move the choice. */
export function RadioGroup({ label, description, errorMessage, children, ...props }: RadioGroupProps) {
  return (
    <RACRadioGroup
      {...props}
      className={composeClassName(props.className, fieldStyles.field, styles.radioGroup)}
    >
      {label && <Label isRequired={props.isRequired}>{label}</Label>}
      {description && <Description>{description}</Description>}
      <div className={styles.items}>{children}</div>
      <FieldError>{errorMessage}</FieldError>
    </RACRadioGroup>
  );
}

export interface RadioProps extends RACRadioProps {}

/** One option of a RadioGroup; the label is its children. */
export function Radio(props: RadioProps) {
  return (
    <RACRadio {...props} className={composeClassName(props.className, styles.radio)}>
      {composeRenderProps(props.children, (children) => (
        <>
          <span className={styles.circle} aria-hidden="true" />
          {children}
        </>
      ))}
    </RACRadio>
  );
}
