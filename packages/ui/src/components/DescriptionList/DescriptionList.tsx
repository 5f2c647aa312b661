import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils.ts';
import * as styles from './DescriptionList.css.ts';

export const descriptionListAligns = ['start', 'end'] as const;
export type DescriptionListAlign = (typeof descriptionListAligns)[number];
export const descriptionListSpacings = ['compact', 'relaxed'] as const;
export type DescriptionListSpacing = (typeof descriptionListSpacings)[number];

export interface DescriptionListProps extends HTMLAttributes<HTMLDListElement> {
  /**
   * Where the details sit: right after their terms, or at the end of the row (figures and dates in a
   * summary, read down a column). @default 'start'
   */
  align?: DescriptionListAlign;
  /** The space between rows. @default 'compact' */
  spacing?: DescriptionListSpacing;
  /** `DescriptionItem` elements. */
  children: ReactNode;
}

/**
 * Facts as term and detail pairs (a `dl`): the code and creation date of a business unit, the dates
 * and counts of a ticket's summary, a build's version. Each pair is a `DescriptionItem`.
 */
export function DescriptionList({
  align = 'start',
  spacing = 'compact',
  className,
  ...props
}: DescriptionListProps) {
  return <dl {...props} data-align={align} data-spacing={spacing} className={cx(styles.list, className)} />;
}

export interface DescriptionItemProps extends HTMLAttributes<HTMLElement> {
  /** What the detail is: 'Created', 'Assignee'. */
  term: ReactNode;
  /** The detail; other props go to its `dd`. */
  children: ReactNode;
}

/** One term and its detail inside a `DescriptionList`. */
export function DescriptionItem({ term, className, ...props }: DescriptionItemProps) {
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd {...props} className={cx(styles.detail, className)} />
    </>
  );
}
