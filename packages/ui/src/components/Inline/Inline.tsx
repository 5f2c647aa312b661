import type { ReactNode } from 'react';
import type { Sprinkles } from '../../theme/sprinkles.css.ts';
import { Box, type BoxProps } from '../Box/Box.tsx';

export const inlineAligns = ['start', 'center', 'end', 'between'] as const;
export type InlineAlign = (typeof inlineAligns)[number];
export const inlineAlignYs = ['start', 'center', 'end', 'baseline', 'stretch'] as const;
export type InlineAlignY = (typeof inlineAlignYs)[number];

const justify = { start: 'flex-start', center: 'center', end: 'flex-end', between: 'space-between' } as const;
const alignY = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  baseline: 'baseline',
  stretch: 'stretch',
} as const;

export interface InlineProps
  extends Omit<
    BoxProps,
    'display' | 'flexDirection' | 'flexWrap' | 'wrap' | 'alignItems' | 'justifyContent' | 'gap'
  > {
  /** Space between children, a space token; responsive. @default '2' */
  gap?: Sprinkles['gap'];
  /** Horizontal distribution of the children. @default 'start' */
  align?: InlineAlign;
  /** Vertical alignment of the children. @default 'center' */
  alignY?: InlineAlignY;
  /** Wrap onto new lines when the row is full. @default true */
  wrap?: boolean;
  children?: ReactNode;
}

/** Children laid out in a row that wraps, e.g. buttons, badges, filters. */
export function Inline({
  gap = '2',
  align = 'start',
  alignY: y = 'center',
  wrap = true,
  ...props
}: InlineProps) {
  return (
    <Box
      {...props}
      display="flex"
      flexDirection="row"
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      gap={gap}
      justifyContent={justify[align]}
      alignItems={alignY[y]}
    />
  );
}
