import { type ApiUsage, formatCost } from '@portal/contract';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { Heading } from '../../components/Heading/Heading.tsx';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../components/Table/Table.tsx';
import { DateText } from '../DateText/DateText.tsx';
import * as styles from './ApiUsageTable.css.ts';

export interface ApiUsageTableProps {
  /** The API usage answer (30 days); `model_usage` and `recent_requests` are shown. */
  usage: Pick<ApiUsage, 'model_usage' | 'recent_requests'>;
  /** IANA time zone of the call times. @default the browser's */
  timeZone?: string;
  /** BCP 47 locale for counts. @default 'en-GB' */
  locale?: string;
}

/** API usage by model and the recent calls; costs to 4 decimals (`formatCost`). */
export function ApiUsageTable({ usage, timeZone, locale = 'en-GB' }: ApiUsageTableProps) {
  const count = new Intl.NumberFormat(locale);
  const models = Object.entries(usage.model_usage)
    .map(([model, figures]) => ({ id: model, model, ...figures }))
    .sort((a, b) => b.cost - a.cost || b.requests - a.requests);
  const recent = usage.recent_requests.map((call, index) => ({ id: `${call.timestamp}-${index}`, ...call }));
  return (
    <div className={styles.root}>
      <section className={styles.section} aria-label="Usage by model">
        <Heading level={3} size="md">
          Usage by Model
        </Heading>
        <Table aria-label="Usage by model">
          <TableHeader>
            <Column isRowHeader>Model</Column>
            <Column align="end">Requests</Column>
            <Column align="end">Tokens</Column>
            <Column align="end">Cost</Column>
          </TableHeader>
          <TableBody
            items={models}
            renderEmptyState={() => (
              <EmptyState
                headingLevel={4}
                title="No usage"
                description="No model calls in the last 30 days."
              />
            )}
          >
            {(row) => (
              <Row id={row.id}>
                <Cell>{row.model}</Cell>
                <Cell align="end">{count.format(row.requests)}</Cell>
                <Cell align="end">{count.format(row.tokens)}</Cell>
                <Cell align="end">
                  <span className={styles.mono}>{formatCost(row.cost)}</span>
                </Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      </section>
      <section className={styles.section} aria-label="Recent calls">
        <Heading level={3} size="md">
          Recent Calls
        </Heading>
        <Table aria-label="Recent calls">
          <TableHeader>
            <Column>Time</Column>
            <Column>Model</Column>
            <Column isRowHeader>Query</Column>
            <Column align="end">Tokens</Column>
            <Column align="end">Cost</Column>
          </TableHeader>
          <TableBody
            items={recent}
            renderEmptyState={() => (
              <EmptyState
                headingLevel={4}
                title="No recent calls"
                description="Calls to the AI model appear here."
              />
            )}
          >
            {(call) => (
              <Row id={call.id}>
                <Cell>
                  <span className={styles.unbroken}>
                    <DateText value={call.timestamp} withTime timeZone={timeZone} />
                  </span>
                </Cell>
                <Cell>
                  <span className={styles.unbroken}>{call.model}</span>
                </Cell>
                <Cell prose>
                  <span className={styles.preview}>{call.query_preview}</span>
                </Cell>
                <Cell align="end">{count.format(call.tokens)}</Cell>
                <Cell align="end">
                  <span className={styles.mono}>{formatCost(call.cost)}</span>
                </Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      </section>
    </div>
  );
}
