import { Check, Minus } from 'lucide-react';
import {
  composeRenderProps,
  Checkbox as RACCheckbox,
  type CheckboxProps as RACCheckboxProps,
} from 'react-aria-components';
import { composeClassName } from '../../utils.ts';
import * as styles from './Checkbox.css.ts';

export interface CheckboxProps extends RACCheckboxProps {}

/**
 * A react-aria Checkbox: the label is its children. Alone it validates itself (`isRequired`,
 * `isInvalid`); inside a CheckboxGroup the group owns label, description and error.
 */
export function Checkbox(props: CheckboxProps) {
  return (
    <RACCheckbox {...props} className={composeClassName(props.className, styles.checkbox)}>
      {composeRenderProps(props.children, (children, { isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isIndeterminate ? (
              <Minus className={styles.icon} />
            ) : isSelected ? (
              <Check className={styles.icon} />
            ) : null}
          </span>
          {children}
        </>
      ))}
    </RACCheckbox>
  );
}
