import type { ReactNode } from 'react';
import { cx } from '../../utils.ts';
import { Heading, type HeadingLevel } from '../Heading/Heading.tsx';
import { Text } from '../Text/Text.tsx';
import * as styles from './EmptyState.css.ts';

export interface EmptyStateProps {
  /** A decorative icon, e.g. `<Inbox size={24} />` from lucide-react. */
  icon?: ReactNode;
  /** What is empty, e.g. "No tickets yet". */
  title: ReactNode;
  /** Why it is empty and what to do next. */
  description?: ReactNode;
  /** The next step, usually one Button. */
  action?: ReactNode;
  /** Outline level of the title. @default 2 */
  headingLevel?: HeadingLevel;
  className?: string;
}

/** Shown where a list, table or page has nothing to show yet. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  return (
    <div className={cx(styles.root, className)}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Heading level={headingLevel} size="md">
        {title}
      </Heading>
      {description ? (
        <Text elementType="p" tone="secondary" size="sm" className={styles.description}>
          {description}
        </Text>
      ) : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
