import type { ReactNode } from 'react';
import type { Sprinkles } from '../../theme/sprinkles.css.ts';
import { Box, type BoxProps } from '../Box/Box.tsx';

export const columnCounts = ['1', '2', '3', '4'] as const;
export type ColumnCount = (typeof columnCounts)[number];

export interface ColumnsProps extends Omit<BoxProps, 'display' | 'gridTemplateColumns' | 'gap'> {
  /**
   * Number of equal columns; responsive, e.g. `{ mobile: '1', tablet: '2', desktop: '3' }`.
   * @default { mobile: '1', tablet: '2' }
   */
  columns?: Sprinkles['gridTemplateColumns'];
  /** Space between columns and rows, a space token; responsive. @default '4' */
  gap?: Sprinkles['gap'];
  children?: ReactNode;
}

/** An even grid of columns that collapses to one column on phones by default. */
export function Columns({ columns = { mobile: '1', tablet: '2' }, gap = '4', ...props }: ColumnsProps) {
  return <Box {...props} display="grid" gridTemplateColumns={columns} gap={gap} />;
}
