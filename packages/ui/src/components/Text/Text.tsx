import { Text as RACText, type TextProps as RACTextProps } from 'react-aria-components';
import { cx, variantsOf } from '../../utils.ts';
import { type TextVariants, text } from './Text.css.ts';

export type TextSize = NonNullable<TextVariants['size']>;
export const textSizes = variantsOf(text, 'size');
export type TextTone = NonNullable<TextVariants['tone']>;
export const textTones = variantsOf(text, 'tone');
export type TextWeight = NonNullable<TextVariants['weight']>;
export const textWeights = variantsOf(text, 'weight');

export interface TextProps extends RACTextProps {
  /** @default 'md' */
  size?: TextSize;
  /** Colour by meaning; `inherit` takes the parent's colour. @default 'primary' */
  tone?: TextTone;
  /** @default 'regular' */
  weight?: TextWeight;
  /** Cut to one line with an ellipsis. @default false */
  truncate?: boolean;
  /** Monospaced, for codes and identifiers. @default false */
  mono?: boolean;
  /** The element to render, e.g. `p` for a paragraph. @default 'span' */
  elementType?: string;
}

/** Body text. Fills the `description` slot of react-aria fields and dialogs when given `slot`. */
export function Text({ size, tone, weight, truncate, mono, className, ...props }: TextProps) {
  return <RACText {...props} className={cx(text({ size, tone, weight, truncate, mono }), className)} />;
}
