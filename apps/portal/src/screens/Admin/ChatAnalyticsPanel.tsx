import {
  type AnalyticsPeriod,
  ASSISTANT_NAME,
  defaultAnalyticsPeriod,
  displayLocale,
  messages,
} from '@portal/contract';
import { AnalyticsLists, Button, Heading, LeagueTable, StatCard } from '@portal/ui';
import { RefreshCw } from 'lucide-react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../app/api.ts';
import { toast } from '../../app/toasts.ts';
import { reasonOf, useResource } from '../BoostAdmin/admin-data.ts';
import * as boostStyles from '../BoostAdmin/BoostAdmin.css.ts';
import * as styles from './Admin.css.ts';

const seconds = new Intl.NumberFormat(displayLocale, { maximumFractionDigits: 1 });

/**
 * Chat Analytics: summary cards, the three lists (a conversation that led to a ticket opens
 * /chat?session={id}) and the user activity league with its period selector.
 */
export default function ChatAnalyticsPanel() {
  const navigate = useNavigate();
  const [period, setPeriod] = useState<AnalyticsPeriod>(defaultAnalyticsPeriod);
  // The loader reads the period from a ref, so a reload right after choosing one asks for it.
  const periodRef = useRef(period);
  const analytics = useResource(
    () => api.admin.chatAnalytics({ league_period: periodRef.current }),
    (error) => toast.error(messages.loadAdminDataFailed, reasonOf(error)),
  );
  const data = analytics.data;
  const firstLoad = analytics.isLoading && !data;

  const choosePeriod = (next: AnalyticsPeriod) => {
    periodRef.current = next;
    setPeriod(next);
    void analytics.reload();
  };

  return (
    <div className={boostStyles.panel}>
      <div className={styles.sectionToolbar}>
        <Heading level={2} size="lg">
          Chat Analytics
        </Heading>
        <Button onPress={() => void analytics.reload()} isPending={analytics.isLoading}>
          <RefreshCw size={16} aria-hidden="true" />
          Refresh Analytics
        </Button>
      </div>
      <div className={styles.statGrid}>
        <StatCard label="Conversations" value={data?.summary.total_sessions} isLoading={firstLoad} />
        <StatCard label="People" value={data?.summary.total_users} isLoading={firstLoad} />
        {/* total_messages counts both sides of every conversation: labelled 'Questions', 48 beside
            'Answers 24' read as half the questions unanswered. */}
        <StatCard
          label="Messages"
          value={data?.summary.total_messages}
          description="Questions and answers together"
          isLoading={firstLoad}
        />
        <StatCard
          label="Answers"
          value={data?.summary.total_responses}
          description={`Given by ${ASSISTANT_NAME}`}
          isLoading={firstLoad}
        />
        <StatCard
          label="Average response time"
          value={data ? `${seconds.format(data.summary.avg_response_time_seconds)} s` : null}
          isLoading={firstLoad}
        />
      </div>
      {data ? (
        <AnalyticsLists
          analytics={data}
          onOpenConversation={(sessionId) => navigate(`/chat?session=${encodeURIComponent(sessionId)}`)}
        />
      ) : null}
      <LeagueTable
        entries={data?.user_activity_league ?? []}
        period={period}
        periodLabel={data?.league_period === period ? data.league_period_label : undefined}
        onPeriodChange={choosePeriod}
        isLoading={analytics.isLoading}
      />
    </div>
  );
}
