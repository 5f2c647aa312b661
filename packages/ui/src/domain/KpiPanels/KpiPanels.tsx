import {
  labels,
  type PriorityKpi,
  type ProcessingHealth,
  processingHealth,
  type ResponseTimeRating,
  responseTimeRating,
  type SystemKpis,
  type TicketPriority,
  ticketPriorityLabels,
  ticketPriorityValues,
} from '@portal/contract';
import { Siren } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '../../components/Badge/Badge.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { DescriptionItem, DescriptionList } from '../../components/DescriptionList/DescriptionList.tsx';
import { Meter, type MeterTone } from '../../components/Meter/Meter.tsx';
import { Skeleton } from '../../components/Skeleton/Skeleton.tsx';
import { Spinner } from '../../components/Spinner/Spinner.tsx';
import { cx } from '../../utils.ts';
import * as styles from './KpiPanels.css.ts';

const number = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });

export const priorityKpiTones = ['critical', 'danger', 'warning', 'success'] as const;
export type PriorityKpiTone = (typeof priorityKpiTones)[number];

/**
 * The spec colours the resolution cards 'for High, Medium and other'. Our mapping keeps those groups:
 * High red (danger), Medium amber (warning), other priorities green (success), except Critical, which
 * the spec's 'other' would paint the green of Low, the colour of "all is well": it gets the strongest
 * red (`critical`: the danger colours with a solid edge and an alarm icon). The priority name is
 * always written, so colour is never the only signal.
 */
export function priorityKpiTone(priority: TicketPriority): PriorityKpiTone {
  if (priority === 'urgent') return 'critical';
  if (priority === 'high') return 'danger';
  if (priority === 'medium') return 'warning';
  return 'success';
}

const meterTones: Record<PriorityKpiTone, MeterTone> = {
  critical: 'danger',
  danger: 'danger',
  warning: 'warning',
  success: 'success',
};

const ratingTones: Record<ResponseTimeRating, BadgeTone> = {
  excellent: 'success',
  good: 'info',
  needs_improvement: 'warning',
};

/** The spec's badge variants 'default', 'secondary', 'warning' as design-system tones. */
const healthTones: Record<ProcessingHealth, BadgeTone & MeterTone> = {
  default: 'success',
  secondary: 'info',
  warning: 'warning',
};
const healthLabels: Record<ProcessingHealth, string> = {
  default: 'Healthy',
  secondary: 'Fair',
  warning: 'Needs attention',
};

function Loading({ label }: { label: string }) {
  return (
    <div aria-busy="true">
      <Spinner size="sm" label={label} />
      <Skeleton lines={3} />
    </div>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <DescriptionItem term={term} className={styles.figure}>
      {children}
    </DescriptionItem>
  );
}

export interface TicketResolutionPanelProps {
  /** `ticket_analytics.by_priority` of the KPIs; missing priorities are skipped. */
  byPriority: Partial<Record<TicketPriority, PriorityKpi>> | null | undefined;
  /** @default false */
  isLoading?: boolean;
}

/** Ticket resolution performance by priority: total, resolved, open, average hours and resolution rate. */
export function TicketResolutionPanel({ byPriority, isLoading = false }: TicketResolutionPanelProps) {
  const present = ticketPriorityValues.filter((priority) => byPriority?.[priority]);
  return (
    <Card as="section" title="Ticket Resolution Performance" description="By priority, last 30 days">
      {isLoading ? (
        <Loading label="Loading ticket KPIs" />
      ) : present.length === 0 ? (
        <p>No tickets in this period.</p>
      ) : (
        <ul className={styles.priorityGrid}>
          {present.map((priority) => {
            const kpi = byPriority?.[priority] as PriorityKpi;
            const tone = priorityKpiTone(priority);
            const rate = kpi.total > 0 ? (kpi.resolved / kpi.total) * 100 : 0;
            return (
              <li
                key={priority}
                className={cx(styles.priorityCard, styles.priorityTones[tone])}
                data-priority={priority}
                data-tone={tone}
              >
                <h4 className={styles.priorityName}>
                  {tone === 'critical' ? <Siren aria-hidden="true" className={styles.priorityIcon} /> : null}
                  {ticketPriorityLabels[priority]}
                </h4>
                <DescriptionList align="end">
                  <Fact term="Total">{kpi.total}</Fact>
                  <Fact term="Resolved">{kpi.resolved}</Fact>
                  <Fact term="Open">{kpi.open}</Fact>
                  <Fact term="Avg. resolution">
                    {kpi.avg_resolution_hours === null
                      ? labels.notSet
                      : `${number.format(kpi.avg_resolution_hours)} h`}
                  </Fact>
                </DescriptionList>
                <Meter
                  size="sm"
                  value={rate}
                  tone={meterTones[tone]}
                  aria-label={`${ticketPriorityLabels[priority]} resolved`}
                />
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

export interface ChatPerformancePanelProps {
  /** `chat_analytics` of the KPIs. */
  chat: SystemKpis['chat_analytics'] | null | undefined;
  /** @default false */
  isLoading?: boolean;
}

/** Chat performance: sessions, sessions per day, messages and the response-time rating. */
export function ChatPerformancePanel({ chat, isLoading = false }: ChatPerformancePanelProps) {
  const rating = responseTimeRating(chat?.avg_response_time_seconds);
  return (
    <Card as="section" title="Chat Performance" description="Last 30 days">
      {isLoading || !chat ? (
        <Loading label="Loading chat KPIs" />
      ) : (
        <>
          <div className={styles.headline}>
            <span data-testid="avg-response">{number.format(chat.avg_response_time_seconds)} s</span>
            <Badge tone={ratingTones[rating.level]} data-rating={rating.level}>
              {rating.label}
            </Badge>
          </div>
          <DescriptionList align="end">
            <Fact term="Average response time">{number.format(chat.avg_response_time_seconds)} s</Fact>
            <Fact term="Sessions">{number.format(chat.total_sessions)}</Fact>
            <Fact term="Sessions per day">{number.format(chat.sessions_per_day)}</Fact>
            <Fact term="Messages">{number.format(chat.total_messages)}</Fact>
          </DescriptionList>
        </>
      )}
    </Card>
  );
}

export interface DocumentProcessingPanelProps {
  /** `document_processing` of the KPIs. */
  documents: SystemKpis['document_processing'] | null | undefined;
  /** @default false */
  isLoading?: boolean;
}

/** Document processing health: success rate (>= 95% healthy, >= 80% fair, below needs attention). */
export function DocumentProcessingPanel({ documents, isLoading = false }: DocumentProcessingPanelProps) {
  const health = processingHealth(documents?.processing_success_rate);
  return (
    <Card
      as="section"
      title="Document Processing Health"
      description="Approved documents processed for search"
    >
      {isLoading || !documents ? (
        <Loading label="Loading document KPIs" />
      ) : (
        <>
          <div className={styles.headline}>
            <span data-testid="success-rate">{number.format(documents.processing_success_rate)}%</span>
            <Badge tone={healthTones[health]} data-health={health}>
              {healthLabels[health]}
            </Badge>
          </div>
          <Meter label="Success rate" value={documents.processing_success_rate} tone={healthTones[health]} />
          <DescriptionList align="end">
            <Fact term="Approved">{number.format(documents.documents_approved)}</Fact>
            <Fact term="Processed">{number.format(documents.documents_processed)}</Fact>
          </DescriptionList>
        </>
      )}
    </Card>
  );
}
