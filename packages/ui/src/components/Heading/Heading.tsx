import { Heading as RACHeading, type HeadingProps as RACHeadingProps } from 'react-aria-components';
import { cx, variantsOf } from '../../utils.ts';
import { type HeadingVariants, heading } from './Heading.css.ts';

export const headingLevels = [1, 2, 3, 4, 5, 6] as const;
export type HeadingLevel = (typeof headingLevels)[number];
export type HeadingSize = NonNullable<HeadingVariants['size']>;
export const headingSizes = variantsOf(heading, 'size');

/** The size each level gets unless told otherwise: the outline and the look are separate choices. */
const sizeForLevel: Record<HeadingLevel, HeadingSize> = {
  1: 'xl',
  2: 'lg',
  3: 'md',
  4: 'sm',
  5: 'sm',
  6: 'sm',
};

export interface HeadingProps extends Omit<RACHeadingProps, 'level'> {
  /** Document outline level (`h1`...`h6`). @default 2 */
  level?: HeadingLevel;
  /** Visual size, independent of the level. @default the level's size: 1 xl, 2 lg, 3 md, 4-6 sm */
  size?: HeadingSize;
  /** Cut a long heading to one line with an ellipsis. @default false */
  truncate?: boolean;
}

/** A section heading. Works as the `title` slot of Dialog and the heading of Disclosure. */
export function Heading({ level = 2, size, truncate, className, ...props }: HeadingProps) {
  return (
    <RACHeading
      {...props}
      level={level}
      className={cx(heading({ size: size ?? sizeForLevel[level], truncate }), className)}
    />
  );
}
