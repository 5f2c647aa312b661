import { type AllHTMLAttributes, createElement, type ElementType, type Ref } from 'react';
import { type Sprinkles, sprinkles } from '../../theme/sprinkles.css.ts';

export interface BoxProps extends Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'>, Sprinkles {
  /** The element to render. @default 'div' */
  as?: ElementType;
  ref?: Ref<HTMLElement>;
}

/** Splits props into sprinkles atoms (layout, spacing, themed colours) and everything else. */
export function splitSprinkles<P extends object>(props: P) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return { atoms: atoms as Sprinkles, rest: rest as Omit<P, keyof Sprinkles> };
}

/**
 * The lowest layout atom: any element with sprinkles props (`padding`, `gap`, `display`,
 * `background`...), each responsive through `{ mobile, tablet, desktop }`.
 */
export function Box({ as = 'div', className, ...props }: BoxProps) {
  const { atoms, rest } = splitSprinkles(props);
  return createElement(as, {
    ...rest,
    className: [sprinkles(atoms), className].filter(Boolean).join(' ') || undefined,
  });
}
