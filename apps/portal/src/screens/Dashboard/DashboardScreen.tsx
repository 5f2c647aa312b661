import { userDisplayName } from '@portal/contract';
import { newsCarouselMachine } from '@portal/state-machines';
import { useNewsCarousel } from '@portal/state-machines/react';
import { ExternalLinks, Heading, NewsCarousel, QuickActions, StatCard, Text, ToolTiles } from '@portal/ui';
import { AlarmClock, FileText, Ticket } from 'lucide-react';
import { useId } from 'react';
import { useFirstData } from '../../app/first-data.ts';
import { usePageTitle } from '../../app/page-title.ts';
import { useCurrentUser } from '../../app/session.tsx';
import * as layout from '../../shell/page.css.ts';
import { externalLinks, newsItems } from './content.ts';
import * as styles from './DashboardScreen.css.ts';
import { type DashboardStats, useDashboardStats } from './useDashboardStats.ts';

/** One titled block of the dashboard (a region named by its heading). */
function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.section}>
      <Heading id={id} level={2} size="md">
        {title}
      </Heading>
      {children}
    </section>
  );
}

/**
 * The dashboard (/): quick actions, the signed-in person's figures, the news carousel, the four
 * external systems and the 'Coming Soon' tools. Of the five statistics fetched, three are shown
 * (open, overdue, documents); apps/portal/README.md says why.
 */
export default function DashboardScreen() {
  usePageTitle('Dashboard');
  const user = useCurrentUser();
  const { stats, loading } = useDashboardStats(user.id, useFirstData<DashboardStats>());
  const overdue = stats.overdueTickets;
  // The machine owns the timing (6 s, held while hovered or focused, the stop button).
  const carousel = useNewsCarousel(newsCarouselMachine, newsItems.length);

  return (
    <div className={layout.page}>
      <div className={layout.pageIntro}>
        <Heading level={1}>Dashboard</Heading>
        <Text elementType="p" tone="secondary">
          Welcome back, {userDisplayName(user)}.
        </Text>
      </div>

      <Section title="Quick actions">
        <QuickActions />
      </Section>

      <div className={styles.split}>
        <Section title="Your figures">
          <div className={styles.stats}>
            <StatCard
              label="Open Tickets"
              value={stats.openTickets}
              description="Not yet resolved or closed"
              tone="info"
              icon={<Ticket size={18} />}
              isLoading={loading}
            />
            <StatCard
              label="Overdue"
              value={overdue}
              description="Open past their due date"
              tone={overdue ? 'danger' : 'success'}
              icon={<AlarmClock size={18} />}
              isLoading={loading}
            />
            <StatCard
              label="Documents"
              value={stats.totalDocuments}
              description="Approved in the Knowledge Base"
              tone="neutral"
              icon={<FileText size={18} />}
              isLoading={loading}
            />
          </div>
        </Section>
        <NewsCarousel items={newsItems} {...carousel.carouselProps} />
      </div>

      <Section title="Company systems">
        <ExternalLinks links={externalLinks} />
      </Section>

      <Section title="Tools">
        <ToolTiles />
      </Section>
    </div>
  );
}
