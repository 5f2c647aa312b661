import {
  Input,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import { composeClassName } from '../../utils.ts';
import * as fieldStyles from '../Field/Field.css.ts';
import { Description, FieldError, type FieldTextProps, Label } from '../Field/Field.tsx';
import { textField } from './TextField.css.ts';

export const textFieldTypes = ['text', 'email', 'password', 'tel', 'url'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export interface TextFieldProps extends Omit<RACTextFieldProps, 'type'>, FieldTextProps {
  /** Input type; it also picks the mobile keyboard and native validation. @default 'text' */
  type?: TextFieldType;
  /** Hint shown while empty. Never a replacement for `label`. */
  placeholder?: string;
}

/** A single-line text input with label, description and validation message. */
export function TextField({ label, description, errorMessage, placeholder, ...props }: TextFieldProps) {
  return (
    <RACTextField {...props} className={composeClassName(props.className, fieldStyles.field, textField)}>
      {label && <Label isRequired={props.isRequired}>{label}</Label>}
      <Input className={fieldStyles.input} placeholder={placeholder} />
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </RACTextField>
  );
}
