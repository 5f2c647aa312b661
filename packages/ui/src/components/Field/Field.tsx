import { CircleAlert } from 'lucide-react';
import {
  composeRenderProps,
  FieldError as RACFieldError,
  type FieldErrorProps as RACFieldErrorProps,
  Label as RACLabel,
  type LabelProps as RACLabelProps,
  Text,
  type TextProps,
  type ValidationResult,
} from 'react-aria-components';
import { composeClassName, cx } from '../../utils.ts';
import * as styles from './Field.css.ts';

/** What every field primitive adds to its react-aria props: its visible texts. */
export interface FieldTextProps {
  /** Visible label; required unless the field gets `aria-label` instead. */
  label?: string;
  /** Help text under the control, linked with `aria-describedby`. */
  description?: string;
  /**
   * Message shown when the field is invalid. Without it the field shows react-aria's own message
   * (from `validate`, server `validationErrors` of the Form, or native constraint validation).
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
}

export interface LabelProps extends RACLabelProps {
  /** Adds a visual required mark; the control itself carries `aria-required`. @default false */
  isRequired?: boolean;
}

/** A field label. The required mark is hidden from assistive technology, which reads `required`. */
export function Label({ isRequired = false, className, children, ...props }: LabelProps) {
  return (
    <RACLabel {...props} className={cx(styles.label, className)}>
      {children}
      {isRequired && (
        <span aria-hidden="true" className={styles.requiredMark}>
          *
        </span>
      )}
    </RACLabel>
  );
}

/** Help text of a field (react-aria `Text` in the `description` slot). */
export function Description({ className, ...props }: TextProps) {
  return <Text {...props} slot="description" className={cx(styles.description, className)} />;
}

export interface FieldErrorProps extends RACFieldErrorProps {}

/**
 * The validation message of the enclosing field, rendered only while it is invalid. Shows client
 * (`validate`, native constraints) and server (`Form` `validationErrors`) errors alike.
 */
export function FieldError(props: FieldErrorProps) {
  return (
    <RACFieldError {...props} className={composeClassName(props.className, styles.fieldError)}>
      {composeRenderProps(props.children, (children, { validationErrors }) => (
        <>
          <CircleAlert aria-hidden="true" className={styles.fieldErrorIcon} />
          <span>{children ?? validationErrors.join(' ')}</span>
        </>
      ))}
    </RACFieldError>
  );
}
