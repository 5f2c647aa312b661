import {
  composeRenderProps,
  Button as RACButton,
  type ButtonProps as RACButtonProps,
} from 'react-aria-components';
import { composeClassName, variantsOf } from '../../utils.ts';
import { Spinner } from '../Spinner/Spinner.tsx';
import { usePendingAnnouncementNames } from './announcements.ts';
import { type ButtonVariants, button } from './Button.css.ts';

export type ButtonVariant = NonNullable<ButtonVariants['variant']>;
export const buttonVariants = variantsOf(button, 'variant');
export type ButtonSize = NonNullable<ButtonVariants['size']>;
export const buttonSizes = variantsOf(button, 'size');

export interface ButtonProps extends RACButtonProps {
  /** Visual emphasis. Use one `primary` per view; `danger` for destructive actions. @default 'secondary' */
  variant?: ButtonVariant;
  /** @default 'md' */
  size?: ButtonSize;
  /** Stretch to the width of the container. @default false */
  fullWidth?: boolean;
  /**
   * Text shown (and announced) while `isPending`, e.g. 'AI Thinking...'. Without it the label stays
   * and a spinner is added beside it.
   */
  pendingLabel?: string;
}

/** The one button of the system: a react-aria Button with variants, sizes and a pending state. */
export function Button({ variant, size, fullWidth, pendingLabel, ...props }: ButtonProps) {
  // react-aria announces the pending state by the button's id: the note keeps its name if the
  // button goes away (announcements.ts).
  usePendingAnnouncementNames(props.isPending);
  return (
    <RACButton {...props} className={composeClassName(props.className, button({ variant, size, fullWidth }))}>
      {composeRenderProps(props.children, (children, { isPending }) =>
        isPending ? (
          <>
            <Spinner size="sm" decorative />
            {pendingLabel ?? children}
          </>
        ) : (
          children
        ),
      )}
    </RACButton>
  );
}
