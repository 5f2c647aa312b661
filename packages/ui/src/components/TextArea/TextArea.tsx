import {
  TextArea as RACTextArea,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import { composeClassName, cx } from '../../utils.ts';
import * as fieldStyles from '../Field/Field.css.ts';
import { Description, FieldError, type FieldTextProps, Label } from '../Field/Field.tsx';
import { resize as resizeStyles, textArea } from './TextArea.css.ts';

export const textAreaResizes = ['vertical', 'none'] as const;
export type TextAreaResize = (typeof textAreaResizes)[number];

export interface TextAreaProps extends Omit<RACTextFieldProps, 'type'>, FieldTextProps {
  /** Visible lines before it scrolls. @default 4 */
  rows?: number;
  /** Whether people can drag its height. @default 'vertical' */
  resize?: TextAreaResize;
  /** Hint shown while empty. Never a replacement for `label`. */
  placeholder?: string;
}

/** A multi-line text input with label, description and validation message. */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  resize = 'vertical',
  ...props
}: TextAreaProps) {
  return (
    <RACTextField {...props} className={composeClassName(props.className, fieldStyles.field, textArea)}>
      {label && <Label isRequired={props.isRequired}>{label}</Label>}
      <RACTextArea
        className={cx(fieldStyles.input, resizeStyles[resize])}
        placeholder={placeholder}
        rows={rows}
      />
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </RACTextField>
  );
}
