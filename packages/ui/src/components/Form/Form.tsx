import type { HTMLAttributes } from 'react';
import { Form as RACForm, type FormProps as RACFormProps } from 'react-aria-components';
import * as styles from './Form.css.ts';

export interface FormProps extends RACFormProps {}

/**
 * A react-aria Form: fields inside show client errors (required, type, `validate`) on submit and
 * server errors passed as `validationErrors` (`{ fieldName: message }`) in their FieldError; a
 * server error clears when its field changes. Validation is native by default, so the browser
 * blocks submission while a field is invalid and focuses the first one.
 */
export function Form({ className, ...props }: FormProps) {
  return <RACForm {...props} className={[styles.form, className].filter(Boolean).join(' ')} />;
}

/** The buttons at the end of a Form, aligned to the end and wrapping on narrow screens. */
export function FormActions({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div {...props} className={[styles.actions, className].filter(Boolean).join(' ')} />;
}
