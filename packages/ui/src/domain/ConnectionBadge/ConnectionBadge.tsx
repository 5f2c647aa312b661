import { type NotificationConnection, notificationConnectionLabels } from '@portal/contract';
import { Radio, RefreshCw, WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge, type BadgeSize, type BadgeTone } from '../../components/Badge/Badge.tsx';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.tsx';

/** Live green (stream), Polling amber (fallback), Offline red. */
export const connectionTones: Record<NotificationConnection, BadgeTone> = {
  live: 'success',
  polling: 'warning',
  offline: 'danger',
};

const icons: Record<NotificationConnection, ReactNode> = {
  live: <Radio size={14} />,
  polling: <RefreshCw size={14} />,
  offline: <WifiOff size={14} />,
};

export interface ConnectionBadgeProps {
  /** How notifications arrive: 'live' (stream), 'polling' (fallback) or 'offline'. */
  status: NotificationConnection;
  /** @default 'sm' */
  size?: BadgeSize;
  className?: string;
}

/** The notification connection: Live, Polling or Offline. */
export function ConnectionBadge({ status, size = 'sm', className }: ConnectionBadgeProps) {
  return (
    <Badge tone={connectionTones[status]} size={size} icon={icons[status]} className={className}>
      <VisuallyHidden>Notifications connection: </VisuallyHidden>
      {notificationConnectionLabels[status]}
    </Badge>
  );
}
