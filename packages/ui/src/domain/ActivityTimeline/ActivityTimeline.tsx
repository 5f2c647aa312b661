import { type AuditAction, type AuditEntry, formatDisplayDate } from '@portal/contract';
import {
  Activity,
  AlarmClockOff,
  ArrowRightLeft,
  Building2,
  CircleCheck,
  CirclePause,
  CirclePlay,
  CirclePlus,
  Flag,
  History,
  Layers,
  Lock,
  type LucideIcon,
  MessageSquare,
  Paperclip,
  Pencil,
  UserCheck,
  UserCog,
} from 'lucide-react';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { Skeleton } from '../../components/Skeleton/Skeleton.tsx';
import { Text } from '../../components/Text/Text.tsx';
import type { Tone } from '../../tokens/palette.ts';
import { cx } from '../../utils.ts';
import * as styles from './ActivityTimeline.css.ts';

/** The icon and tone of each known audit action. Any other action gets `defaultActivityIcon`. */
export const activityIcons: Record<AuditAction, { icon: LucideIcon; tone: Tone }> = {
  created: { icon: CirclePlus, tone: 'info' },
  assigned: { icon: UserCheck, tone: 'info' },
  status_changed: { icon: ArrowRightLeft, tone: 'info' },
  priority_changed: { icon: Flag, tone: 'warning' },
  comment_added: { icon: MessageSquare, tone: 'neutral' },
  attachment_added: { icon: Paperclip, tone: 'neutral' },
  sla_breach: { icon: AlarmClockOff, tone: 'danger' },
  resolved: { icon: CircleCheck, tone: 'success' },
  closed: { icon: Lock, tone: 'neutral' },
  tier_changed: { icon: Layers, tone: 'info' },
  boost_agent_assigned: { icon: UserCog, tone: 'info' },
  department_changed: { icon: Building2, tone: 'info' },
  sla_paused: { icon: CirclePause, tone: 'neutral' },
  sla_resumed: { icon: CirclePlay, tone: 'neutral' },
  updated: { icon: Pencil, tone: 'neutral' },
};
export const defaultActivityIcon: { icon: LucideIcon; tone: Tone } = { icon: Activity, tone: 'neutral' };

function iconOf(action: string) {
  return Object.hasOwn(activityIcons, action) ? activityIcons[action as AuditAction] : defaultActivityIcon;
}

export interface ActivityTimelineProps {
  /** The ticket's audit trail, in the order to show (usually oldest first). */
  entries: readonly AuditEntry[];
  /** Shows placeholders instead of entries. @default false */
  isLoading?: boolean;
  /** A load failure to show instead of the entries. */
  errorMessage?: string;
  /** IANA time zone of the timestamps. @default the browser's */
  timeZone?: string;
  /** Accessible name of the list. @default 'Activity' */
  'aria-label'?: string;
  className?: string;
}

/** The audit trail of a ticket: one line per entry with an icon for its action (a default for others). */
export function ActivityTimeline({
  entries,
  isLoading = false,
  errorMessage,
  timeZone,
  'aria-label': ariaLabel = 'Activity',
  className,
}: ActivityTimelineProps) {
  if (isLoading) {
    return (
      <div role="status" aria-label={`Loading ${ariaLabel.toLowerCase()}`} className={className}>
        <Skeleton lines={4} />
      </div>
    );
  }
  if (errorMessage) {
    return (
      <Text elementType="p" role="alert" tone="danger" size="sm" className={className}>
        {errorMessage}
      </Text>
    );
  }
  if (entries.length === 0) {
    return (
      <EmptyState
        className={className}
        icon={<History className={styles.icon} />}
        title="No activity yet"
        description="Changes to this ticket will be listed here."
        headingLevel={4}
      />
    );
  }
  return (
    <ol aria-label={ariaLabel} className={cx(styles.list, className)}>
      {entries.map((entry) => {
        const { icon: Icon, tone } = iconOf(entry.action);
        const detail = typeof entry.details === 'string' ? entry.details : null;
        return (
          <li key={entry.id} className={styles.item} data-action={entry.action}>
            <span
              aria-hidden="true"
              className={cx(styles.iconWrap, styles.tones[tone])}
              data-icon={Object.hasOwn(activityIcons, entry.action) ? entry.action : 'default'}
            >
              <Icon className={styles.icon} />
            </span>
            <div className={styles.body}>
              <Text size="sm" weight="medium">
                {entry.description || entry.action.replaceAll('_', ' ')}
              </Text>
              {detail ? (
                <Text size="sm" tone="secondary">
                  {detail}
                </Text>
              ) : null}
              <Text size="xs" tone="secondary">
                {entry.user_name ? `${entry.user_name} · ` : ''}
                <time dateTime={entry.timestamp}>
                  {formatDisplayDate(entry.timestamp, { timeZone, withTime: true })}
                </time>
              </Text>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
