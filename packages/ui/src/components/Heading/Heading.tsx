import { Heading as RACHeading, type HeadingProps as RACHeadingProps } from 'react-aria-components';
import { heading } from './Heading.css.ts';

export const headingLevels = [1, 2, 3, 4, 5, 6] as const;
export type HeadingLevel = (typeof headingLevels)[number];
export const headingSizes = ['sm', 'md', 'lg', 'xl', '2xl'] as const;
export type HeadingSize = (typeof headingSizes)[number];

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
      className={[heading({ size: size ?? sizeForLevel[level], truncate }), className]
        .filter(Boolean)
        .join(' ')}
    />
  );
}
