import type { ElementType, ReactNode } from 'react';
import type { Sprinkles } from '../../theme/sprinkles.css.ts';
import { Box, type BoxProps } from '../Box/Box.tsx';

export const stackAligns = ['stretch', 'start', 'center', 'end'] as const;
export type StackAlign = (typeof stackAligns)[number];

const alignItems = { stretch: 'stretch', start: 'flex-start', center: 'center', end: 'flex-end' } as const;

export interface StackProps extends Omit<BoxProps, 'display' | 'flexDirection' | 'alignItems' | 'gap'> {
  /** Vertical space between children, a space token; responsive. @default '4' */
  gap?: Sprinkles['gap'];
  /** Horizontal alignment of the children. @default 'stretch' */
  align?: StackAlign;
  /** The element to render; use `ul`/`ol` for lists. @default 'div' */
  as?: ElementType;
  children?: ReactNode;
}

/** Children laid out vertically with an even gap. */
export function Stack({ gap = '4', align = 'stretch', ...props }: StackProps) {
  return <Box {...props} display="flex" flexDirection="column" gap={gap} alignItems={alignItems[align]} />;
}
