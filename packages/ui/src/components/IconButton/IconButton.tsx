import type { ReactNode } from 'react';
import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components';
import { composeClassName } from '../../utils.ts';
import { usePendingAnnouncementNames } from '../Button/announcements.ts';
import { button } from '../Button/Button.css.ts';
import { Spinner } from '../Spinner/Spinner.tsx';
import { icon, sizes, square } from './IconButton.css.ts';

export const iconButtonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
export type IconButtonVariant = (typeof iconButtonVariants)[number];
export const iconButtonSizes = ['sm', 'md', 'lg'] as const;
export type IconButtonSize = (typeof iconButtonSizes)[number];

export interface IconButtonProps extends Omit<RACButtonProps, 'children' | 'aria-label'> {
  /** The accessible name; there is no visible text, so it is required. Pair it with a Tooltip. */
  'aria-label': string;
  /** The icon, e.g. `<X />` from lucide-react. It is hidden from assistive technology. */
  children: ReactNode;
  /** @default 'ghost' */
  variant?: IconButtonVariant;
  /** @default 'md' */
  size?: IconButtonSize;
}

/** A square, icon-only react-aria Button (close, more actions, copy). */
export function IconButton({ variant = 'ghost', size = 'md', children, ...props }: IconButtonProps) {
  // Its pending note keeps its name if the button goes away (Button/announcements.ts).
  usePendingAnnouncementNames(props.isPending);
  return (
    <RACButton
      {...props}
      className={composeClassName(props.className, button({ variant, size }), square, sizes[size])}
    >
      {({ isPending }) =>
        isPending ? (
          <Spinner size="sm" decorative />
        ) : (
          <span aria-hidden="true" className={icon}>
            {children}
          </span>
        )
      }
    </RACButton>
  );
}
