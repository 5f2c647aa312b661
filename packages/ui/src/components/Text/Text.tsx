import { Text as RACText, type TextProps as RACTextProps } from 'react-aria-components';
import { text } from './Text.css.ts';

export const textSizes = ['xs', 'sm', 'md', 'lg'] as const;
export type TextSize = (typeof textSizes)[number];
export const textTones = ['primary', 'secondary', 'info', 'success', 'warning', 'danger', 'inherit'] as const;
export type TextTone = (typeof textTones)[number];
export const textWeights = ['regular', 'medium', 'semibold', 'bold'] as const;
export type TextWeight = (typeof textWeights)[number];

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
  return (
    <RACText
      {...props}
      className={[text({ size, tone, weight, truncate, mono }), className].filter(Boolean).join(' ')}
    />
  );
}
