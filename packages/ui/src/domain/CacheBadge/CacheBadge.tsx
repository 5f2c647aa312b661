import { cacheHoursBadge, defaultCacheHours } from '@portal/contract';
import { Timer } from 'lucide-react';
import { Badge, type BadgeSize } from '../../components/Badge/Badge.tsx';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.tsx';

export interface CacheBadgeProps {
  /** `response_cache_hours` of the system settings; missing or invalid means the default. @default 24 */
  hours?: number | null;
  /** @default 'md' */
  size?: BadgeSize;
  className?: string;
}

/** How long answers are cached, e.g. '24h'. */
export function CacheBadge({ hours, size, className }: CacheBadgeProps) {
  const value = hours && Number.isFinite(hours) && hours > 0 ? hours : defaultCacheHours;
  return (
    <Badge tone="neutral" size={size} icon={<Timer size={14} />} className={className}>
      <VisuallyHidden>Response cache: </VisuallyHidden>
      {cacheHoursBadge(value)}
    </Badge>
  );
}
