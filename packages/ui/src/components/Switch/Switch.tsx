import {
  composeRenderProps,
  Switch as RACSwitch,
  type SwitchProps as RACSwitchProps,
} from 'react-aria-components';
import { composeClassName } from '../../utils.ts';
import * as styles from './Switch.css.ts';

export interface SwitchProps extends RACSwitchProps {}

/**
 * An on/off setting that applies at once (react-aria Switch); the label is its children. For a
 * choice that is submitted with a form, use a Checkbox.
 */
export function Switch(props: SwitchProps) {
  return (
    <RACSwitch {...props} className={composeClassName(props.className, styles.switchRoot)}>
      {composeRenderProps(props.children, (children) => (
        <>
          <span className={styles.track} aria-hidden="true">
            <span className={styles.thumb} />
          </span>
          {children}
        </>
      ))}
    </RACSwitch>
  );
}
