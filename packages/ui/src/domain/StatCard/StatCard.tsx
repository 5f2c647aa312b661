import { ArrowDownRight, ArrowRight, ArrowUpRight } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Skeleton } from '../../components/Skeleton/Skeleton.tsx';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.tsx';
import { vars } from '../../theme/contract.css.ts';
import { cx } from '../../utils.ts';
import * as styles from './StatCard.css.ts';

export const statCardTones = ['neutral', 'info', 'success', 'warning', 'danger'] as const;
export type StatCardTone = (typeof statCardTones)[number];
export const statTrendDirections = ['up', 'down', 'flat'] as const;
export type StatTrendDirection = (typeof statTrendDirections)[number];

export interface StatTrend {
  /** Which way the figure moved. Up is green and down red: pass the label so colour is never alone. */
  direction: StatTrendDirection;
  /** What the trend says, e.g. '+12% on last month'. */
  label: string;
}

export interface StatCardProps {
  /** What is counted, e.g. 'Open Tickets'. */
  label: string;
  /** The figure; numbers are grouped by the locale ('1,234'). */
  value: number | string | null | undefined;
  /** A short line under the value. */
  description?: ReactNode;
  /** Optional movement of the figure. */
  trend?: StatTrend;
  /**
   * What the figure means (e.g. `danger` for overdue tickets): it colours the icon's chip. Every card
   * has the same frame whatever its tone, so a row of cards lines up and no card looks singled out
   * at random. @default 'neutral'
   */
  tone?: StatCardTone;
  /** A decorative icon beside the label, in a chip coloured by `tone`. */
  icon?: ReactNode;
  /** Show a skeleton instead of the value while it loads. @default false */
  isLoading?: boolean;
  /** BCP 47 locale for numbers. @default 'en-GB' */
  locale?: string;
}

const trendIcons = { up: ArrowUpRight, down: ArrowDownRight, flat: ArrowRight } as const;

/** A headline figure of the dashboard or admin screen (Total Tickets, Open Tickets, Documents...). */
export function StatCard({
  label,
  value,
  description,
  trend,
  tone = 'neutral',
  icon,
  isLoading = false,
  locale = 'en-GB',
}: StatCardProps) {
  const labelId = useId();
  const shown = typeof value === 'number' ? new Intl.NumberFormat(locale).format(value) : (value ?? '-');
  const TrendIcon = trend ? trendIcons[trend.direction] : null;
  return (
    <section
      aria-labelledby={labelId}
      aria-busy={isLoading || undefined}
      className={styles.root}
      data-tone={tone}
    >
      <div className={styles.header}>
        <h3 id={labelId} className={styles.label}>
          {label}
        </h3>
        {icon ? (
          <span className={cx(styles.icon, styles.iconTones[tone])} aria-hidden="true">
            {icon}
          </span>
        ) : null}
      </div>
      {isLoading ? (
        <>
          <Skeleton shape="rect" height={vars.font.lineHeight['2xl']} width={vars.space['16']} />
          <VisuallyHidden>Loading</VisuallyHidden>
        </>
      ) : (
        <p className={styles.value} data-testid="stat-value">
          {shown}
        </p>
      )}
      {trend && TrendIcon && !isLoading ? (
        <span className={cx(styles.trend, styles.trendTones[trend.direction])} data-trend={trend.direction}>
          <TrendIcon size={16} aria-hidden="true" />
          {trend.label}
        </span>
      ) : null}
      {description && !isLoading ? <div className={styles.label}>{description}</div> : null}
    </section>
  );
}
