import { type HTMLAttributes, type ReactNode, useId } from 'react';
import { cx, variantsOf } from '../../utils.ts';
import { Heading, type HeadingLevel } from '../Heading/Heading.tsx';
import { Text } from '../Text/Text.tsx';
import type { CardVariants } from './Card.css.ts';
import * as styles from './Card.css.ts';

export type CardVariant = NonNullable<CardVariants['variant']>;
export const cardVariants = variantsOf(styles.card, 'variant');
export type CardPadding = NonNullable<CardVariants['padding']>;
export const cardPaddings = variantsOf(styles.card, 'padding');

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Heading of the card; also names the card's region when `as` is `section` or `article`. */
  title?: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /** Controls at the end of the header, e.g. a Menu or a ghost Button. */
  actions?: ReactNode;
  /** Actions at the bottom, separated by a rule. */
  footer?: ReactNode;
  /** Outline level of the title. @default 3 */
  headingLevel?: HeadingLevel;
  /** @default 'outlined' */
  variant?: CardVariant;
  /** @default 'md' */
  padding?: CardPadding;
  /** The element to render. @default 'div' */
  as?: 'div' | 'section' | 'article' | 'li';
}

/** A surface that groups related content: a dashboard tile, a ticket summary, a settings group. */
export function Card({
  title,
  description,
  actions,
  footer,
  headingLevel = 3,
  variant,
  padding,
  as: Element = 'div',
  className,
  children,
  ...props
}: CardProps) {
  const titleId = useId();
  const labelled = title && (Element === 'section' || Element === 'article');
  return (
    <Element
      aria-labelledby={labelled ? titleId : undefined}
      {...props}
      className={cx(styles.card({ variant, padding }), className)}
    >
      {title || actions ? (
        <div className={styles.header}>
          <div className={styles.titles}>
            {title ? (
              <Heading id={titleId} level={headingLevel} size="md">
                {title}
              </Heading>
            ) : null}
            {description ? (
              <Text tone="secondary" size="sm">
                {description}
              </Text>
            ) : null}
          </div>
          {actions}
        </div>
      ) : null}
      {children}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </Element>
  );
}
