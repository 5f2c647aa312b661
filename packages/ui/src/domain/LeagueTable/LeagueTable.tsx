import {
  type AnalyticsPeriod,
  analyticsPeriodLabels,
  analyticsPeriodOptions,
  type ChatAnalytics,
  USER_ACTIVITY_LEAGUE_LIMIT,
  USER_ACTIVITY_LEAGUE_MEDALS,
} from '@portal/contract';
import { Medal } from 'lucide-react';
import { Badge, type BadgeTone } from '../../components/Badge/Badge.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { Heading } from '../../components/Heading/Heading.tsx';
import { Select, SelectItem } from '../../components/Select/Select.tsx';
import { Spinner } from '../../components/Spinner/Spinner.tsx';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../components/Table/Table.tsx';
import * as styles from './LeagueTable.css.ts';

type LeagueEntry = ChatAnalytics['user_activity_league'][number];

const medals: { name: string; tone: BadgeTone }[] = [
  { name: 'Gold medal', tone: 'warning' },
  { name: 'Silver medal', tone: 'neutral' },
  { name: 'Bronze medal', tone: 'info' },
];

export interface LeagueTableProps {
  /** People by activity, most active first; the first 10 show and the top 3 get medals. */
  entries: readonly LeagueEntry[];
  /** The period the figures cover. */
  period: AnalyticsPeriod;
  /** Called when another period is chosen (the screen refetches). */
  onPeriodChange: (period: AnalyticsPeriod) => void;
  /** The server's label of the period; defaults to the contract's label. */
  periodLabel?: string;
  /** Show a spinner instead of rows. @default false */
  isLoading?: boolean;
}

/** The user activity league table (top 10, medals for the top 3) with a period selector. */
export function LeagueTable({
  entries,
  period,
  onPeriodChange,
  periodLabel,
  isLoading = false,
}: LeagueTableProps) {
  const shown = isLoading
    ? []
    : entries.slice(0, USER_ACTIVITY_LEAGUE_LIMIT).map((entry, index) => ({ ...entry, rank: index + 1 }));
  const label = periodLabel ?? analyticsPeriodLabels[period];
  return (
    <section className={styles.root} aria-label="User activity league" aria-busy={isLoading || undefined}>
      <div className={styles.toolbar}>
        <Heading level={3} size="md">
          User Activity League
        </Heading>
        <Select
          label="Period"
          className={styles.period}
          selectedKey={period}
          onSelectionChange={(key) => key !== null && onPeriodChange(key as AnalyticsPeriod)}
          items={analyticsPeriodOptions.map((option) => ({ id: option.value, label: option.label }))}
        >
          {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
        </Select>
      </div>
      <Table aria-label={`User activity league, ${label}`}>
        <TableHeader>
          <Column>Rank</Column>
          <Column isRowHeader>User</Column>
          <Column align="end">Conversations</Column>
          <Column align="end">Messages</Column>
        </TableHeader>
        <TableBody
          items={shown}
          renderEmptyState={() =>
            isLoading ? (
              <div className={styles.status}>
                <Spinner label="Loading league table" />
              </div>
            ) : (
              <EmptyState
                headingLevel={4}
                title="No activity"
                description={`Nobody used the assistant in: ${label}.`}
              />
            )
          }
        >
          {(entry) => {
            const medal = entry.rank <= USER_ACTIVITY_LEAGUE_MEDALS ? medals[entry.rank - 1] : undefined;
            return (
              <Row id={`${entry.rank}-${entry.email}`}>
                <Cell>
                  <span className={styles.rank} data-rank={entry.rank}>
                    {medal ? (
                      <Badge
                        tone={medal.tone}
                        size="sm"
                        icon={<Medal size={14} />}
                        aria-label={`${medal.name}, rank ${entry.rank}`}
                        role="img"
                      >
                        {entry.rank}
                      </Badge>
                    ) : (
                      entry.rank
                    )}
                  </span>
                </Cell>
                <Cell>
                  <span className={styles.person}>
                    <span>{entry.name}</span>
                    <span className={styles.email}>{entry.email}</span>
                  </span>
                </Cell>
                <Cell align="end">{entry.conversation_count}</Cell>
                <Cell align="end">{entry.total_messages}</Cell>
              </Row>
            );
          }}
        </TableBody>
      </Table>
    </section>
  );
}
