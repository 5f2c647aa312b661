import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import {
  composeRenderProps,
  Cell as RACCell,
  type CellProps as RACCellProps,
  Column as RACColumn,
  type ColumnProps as RACColumnProps,
  Row as RACRow,
  Table as RACTable,
  TableBody as RACTableBody,
  TableHeader as RACTableHeader,
  type RowProps,
  type TableBodyProps,
  type TableHeaderProps,
  type TableProps,
} from 'react-aria-components';
import * as styles from './Table.css.ts';

export type {
  RowProps,
  SortDescriptor,
  TableBodyProps,
  TableHeaderProps,
  TableProps,
} from 'react-aria-components';

import { composeClassName, cx } from '../../utils.ts';

/**
 * A data table (react-aria Table, an ARIA grid): arrow keys move between cells and headers, Enter or
 * Space on a sortable header sorts it (`aria-sort`), and `TableBody`'s `renderEmptyState` shows
 * what to show when there are no rows. Scrolls sideways on narrow screens.
 */
export function Table({ className, ...props }: TableProps) {
  return (
    <div className={styles.container}>
      <RACTable {...props} className={composeClassName(className, styles.table)} />
    </div>
  );
}

/** The header row; children are `Column`s. */
export function TableHeader<T extends object>({ className, ...props }: TableHeaderProps<T>) {
  return <RACTableHeader {...props} className={composeClassName(className, styles.header)} />;
}

export const columnAligns = ['start', 'end'] as const;
export type ColumnAlign = (typeof columnAligns)[number];

export interface ColumnProps extends RACColumnProps {
  /** `end` for numbers and dates. @default 'start' */
  align?: ColumnAlign;
}

/** A column header. With `allowsSorting` it shows the sort direction and sorts on press. */
export function Column({ align = 'start', className, children, ...props }: ColumnProps) {
  return (
    <RACColumn
      {...props}
      className={composeRenderProps(className, (className) =>
        cx(styles.column, align === 'end' && styles.columnEnd, className),
      )}
    >
      {composeRenderProps(children, (children, { allowsSorting, sortDirection }) => (
        <span className={styles.columnContent}>
          {children}
          {allowsSorting ? (
            <span className={cx(styles.sortIcon, !sortDirection && styles.sortIconIdle)} aria-hidden="true">
              {sortDirection === 'ascending' ? (
                <ArrowUp size={14} />
              ) : sortDirection === 'descending' ? (
                <ArrowDown size={14} />
              ) : (
                <ChevronsUpDown size={14} />
              )}
            </span>
          ) : null}
        </span>
      ))}
    </RACColumn>
  );
}

/** The rows. `renderEmptyState` renders inside a full-width cell when there are none. */
export function TableBody<T extends object>({ className, ...props }: TableBodyProps<T>) {
  return <RACTableBody {...props} className={composeClassName(className, styles.body)} />;
}

/** A row; `onAction` (or the table's `onRowAction`) makes the whole row pressable. */
export function Row<T extends object>({ className, ...props }: RowProps<T>) {
  return <RACRow {...props} className={composeClassName(className, styles.row)} />;
}

export interface CellProps extends RACCellProps {
  /** Match the column's `align`. @default 'start' */
  align?: ColumnAlign;
  /**
   * Running text (a question, a description): on a phone the cell keeps a readable width (12rem)
   * while the table scrolls sideways, instead of one word a line. @default false
   */
  prose?: boolean;
}

/** A cell. Buttons and menus inside are reachable with the arrow keys. */
export function Cell({ align = 'start', prose = false, className, ...props }: CellProps) {
  return (
    <RACCell
      {...props}
      className={composeRenderProps(className, (className) =>
        cx(styles.cell, align === 'end' && styles.columnEnd, prose && styles.prose, className),
      )}
    />
  );
}
