import { formatCost, messages } from '@portal/contract';
import { ApiUsageTable, Button, Callout, Heading, StatCard } from '@portal/ui';
import { Lightbulb, RefreshCw } from 'lucide-react';
import { api } from '../../app/api.ts';
import { toast } from '../../app/toasts.ts';
import { reasonOf, useResource } from '../BoostAdmin/admin-data.ts';
import * as boostStyles from '../BoostAdmin/BoostAdmin.css.ts';
import * as styles from './Admin.css.ts';

/** API Usage over 30 days: summary cards, usage by model, recent calls and a cost-saving tip. */
export default function ApiUsagePanel() {
  const usage = useResource(
    () => api.admin.apiUsage(),
    (error) => toast.error(messages.loadAdminDataFailed, reasonOf(error)),
  );
  const data = usage.data;
  const firstLoad = usage.isLoading && !data;
  return (
    <div className={boostStyles.panel}>
      <div className={styles.sectionToolbar}>
        <Heading level={2} size="lg">
          API Usage
        </Heading>
        <Button onPress={() => void usage.reload()} isPending={usage.isLoading}>
          <RefreshCw size={16} aria-hidden="true" />
          Refresh Usage
        </Button>
      </div>
      <div className={styles.statGrid}>
        <StatCard label="Requests (30 days)" value={data?.summary.total_requests_30d} isLoading={firstLoad} />
        <StatCard label="Tokens (30 days)" value={data?.summary.total_tokens_30d} isLoading={firstLoad} />
        <StatCard
          label="Cost (30 days)"
          value={data ? formatCost(data.summary.total_cost_30d) : null}
          isLoading={firstLoad}
        />
        <StatCard
          label="Average cost per request"
          value={data ? formatCost(data.summary.avg_cost_per_request) : null}
          isLoading={firstLoad}
        />
      </div>
      {data ? <ApiUsageTable usage={data} /> : null}
      <Callout elementType="aside" tone="info" icon={<Lightbulb />} aria-label="Cost-saving tip">
        Cost-saving tip: answers served from the response cache cost nothing. Keep the cache at 24 hours or
        longer, and choose a smaller model (GPT-5 Mini or GPT-4o Mini) in System Settings when answers stay
        good enough.
      </Callout>
    </div>
  );
}
