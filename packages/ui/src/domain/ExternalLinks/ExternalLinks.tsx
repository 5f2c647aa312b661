import { Briefcase, CheckSquare, Clock, ExternalLink as ExternalIcon, Link2, Receipt } from 'lucide-react';
import { Link } from 'react-aria-components';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.tsx';
import * as styles from '../QuickActions/QuickActions.css.ts';
import * as own from './ExternalLinks.css.ts';

export const externalSystemKinds = ['time_log', 'expense', 'approvals', 'projects'] as const;
export type ExternalSystemKind = (typeof externalSystemKinds)[number];

export interface ExternalSystemLink {
  /** Which system; it picks the icon. Any other id gets a generic link icon. */
  id: ExternalSystemKind | (string & {});
  /** Visible name, e.g. 'Time Log'. */
  label: string;
  /** One line on what it is for. */
  description?: string;
  /** Absolute URL of the external system. */
  href: string;
}

export interface ExternalLinksProps {
  /** The external systems (the product has four: time log, expense, approvals, projects). */
  links: readonly ExternalSystemLink[];
  /** Accessible name of the list. @default 'Company systems' */
  'aria-label'?: string;
}

const icons: Record<ExternalSystemKind, typeof Clock> = {
  time_log: Clock,
  expense: Receipt,
  approvals: CheckSquare,
  projects: Briefcase,
};

/**
 * Links to external company systems. Each opens in a new tab with `rel="noopener noreferrer"` (the
 * opened page gets no handle on the portal and no referrer) and says so to screen readers.
 */
export function ExternalLinks({ links, 'aria-label': ariaLabel = 'Company systems' }: ExternalLinksProps) {
  return (
    <nav aria-label={ariaLabel} className={styles.wrapper}>
      <ul className={own.list}>
        {links.map((link) => {
          const Icon = icons[link.id as ExternalSystemKind] ?? Link2;
          return (
            <li key={link.id}>
              <Link href={link.href} target="_blank" rel="noopener noreferrer" className={styles.tile}>
                <span className={styles.icon} aria-hidden="true">
                  <Icon size={20} />
                </span>
                <span className={styles.texts}>
                  <span className={styles.title}>
                    {link.label}
                    <ExternalIcon size={14} aria-hidden="true" className={own.newTab} />
                    <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                  </span>
                  {link.description ? <span className={styles.description}>{link.description}</span> : null}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
