import { type HTMLAttributes, useContext } from 'react';
import { Form as RACForm, type FormProps as RACFormProps } from 'react-aria-components';
import { cx } from '../../utils.ts';
import { bodyActions } from '../Dialog/Dialog.css.ts';
import { DialogBodyContext } from '../Dialog/DialogBodyContext.ts';
import * as styles from './Form.css.ts';

export interface FormProps extends RACFormProps {}

/**
 * A react-aria Form: fields inside show client errors (required, type, `validate`) on submit and
 * server errors passed as `validationErrors` (`{ fieldName: message }`) in their FieldError; a
 * server error clears when its field changes. Validation is native by default, so the browser
 * blocks submission while a field is invalid and focuses the first one.
 */
export function Form({ className, ...props }: FormProps) {
  return <RACForm {...props} className={cx(styles.form, className)} />;
}

/**
 * The buttons at the end of a Form, aligned to the end and wrapping on narrow screens. In a Dialog
 * they are its footer: kept in view at the bottom while the fields scroll.
 */
export function FormActions({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  const inDialog = useContext(DialogBodyContext);
  return <div {...props} className={cx(inDialog ? bodyActions : styles.actions, className)} />;
}
