import { labels, messages } from '@portal/contract';
import {
  Button,
  ChatPerformancePanel,
  DocumentProcessingPanel,
  Heading,
  StatCard,
  TicketResolutionPanel,
} from '@portal/ui';
import { RefreshCw } from 'lucide-react';
import { api } from '../../app/api.ts';
import { toast } from '../../app/toasts.ts';
import { reasonOf, useResource } from '../BoostAdmin/admin-data.ts';
import * as boostStyles from '../BoostAdmin/BoostAdmin.css.ts';
import * as styles from './Admin.css.ts';

/** KPI Dashboard: headline cards and the three panels of the last 30 days, with 'Refresh KPIs'. */
export default function KpiPanel() {
  const kpis = useResource(
    () => api.admin.systemKpis(),
    (error) => toast.error(messages.loadAdminDataFailed, reasonOf(error)),
  );
  const data = kpis.data;
  const loading = kpis.isLoading;
  return (
    <div className={boostStyles.panel}>
      <div className={styles.sectionToolbar}>
        <Heading level={2} size="lg">
          KPI Dashboard
        </Heading>
        <Button onPress={() => void kpis.reload()} isPending={loading}>
          <RefreshCw size={16} aria-hidden="true" />
          {labels.refreshKpis}
        </Button>
      </div>
      <div className={styles.statGrid}>
        <StatCard
          label="Chat sessions (30 days)"
          value={data?.chat_analytics.total_sessions}
          description={`Last ${data?.period_days ?? 30} days`}
          isLoading={loading && !data}
        />
        <StatCard
          label="Tickets still open"
          value={data?.ticket_analytics.total_open}
          isLoading={loading && !data}
        />
        <StatCard
          label="Documents processed"
          value={data?.document_processing.documents_processed}
          isLoading={loading && !data}
        />
        <StatCard
          label="Tickets avoided by suggestions"
          value={data?.ticket_suggestions.deflections}
          description={data ? `${data.ticket_suggestions.suggestions_opened} suggestions opened` : undefined}
          isLoading={loading && !data}
        />
      </div>
      <TicketResolutionPanel byPriority={data?.ticket_analytics.by_priority} isLoading={loading && !data} />
      <div className={boostStyles.twoColumns}>
        <ChatPerformancePanel chat={data?.chat_analytics} isLoading={loading && !data} />
        <DocumentProcessingPanel documents={data?.document_processing} isLoading={loading && !data} />
      </div>
    </div>
  );
}
