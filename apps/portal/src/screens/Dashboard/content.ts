import type { ExternalSystemLink, NewsItem } from '@portal/ui';

/**
 * The four external company systems. The spec names them but not their addresses: each is set at
 * build time (`VITE_TIME_LOG_URL`, ...), with example.com placeholders for the demo.
 */
export const externalLinks: readonly ExternalSystemLink[] = [
  {
    id: 'time_log',
    label: 'Time Log',
    description: 'Record your hours against projects',
    href: import.meta.env.VITE_TIME_LOG_URL || 'https://timelog.example.com',
  },
  {
    id: 'expense',
    label: 'Expenses',
    description: 'Submit and track expense claims',
    href: import.meta.env.VITE_EXPENSES_URL || 'https://expenses.example.com',
  },
  {
    id: 'approvals',
    label: 'Approvals',
    description: 'Review requests waiting for you',
    href: import.meta.env.VITE_APPROVALS_URL || 'https://approvals.example.com',
  },
  {
    id: 'projects',
    label: 'Projects',
    description: 'Project plans, budgets and milestones',
    href: import.meta.env.VITE_PROJECTS_URL || 'https://projects.example.com',
  },
];

/** The news carousel's hard-coded sample items (the spec: "a news carousel with hard-coded sample items"). */
export const newsItems: readonly NewsItem[] = [
  {
    id: 'news-assistant',
    title: 'Ask James about any company policy',
    summary:
      'The assistant answers from approved policy documents and cites them. Not helpful enough? Turn any answer into a BOOST ticket.',
    date: '2025-11-18T09:00:00.000Z',
    category: 'Assistant',
  },
  {
    id: 'news-boost',
    title: 'BOOST Support routes tickets by tier',
    summary: 'Simple requests go straight to the service desk; complex ones reach the right team first time.',
    date: '2025-11-14T09:00:00.000Z',
    category: 'Support',
  },
  {
    id: 'news-safeguarding',
    title: 'Safeguarding refresher training is open',
    summary: 'Everyone deploying overseas completes the refresher before their next trip.',
    date: '2025-11-10T09:00:00.000Z',
    category: 'People & Talent',
  },
  {
    id: 'news-knowledge-base',
    title: 'New handbooks in the Knowledge Base',
    summary: 'Finance and LEC published their updated handbooks; the assistant already answers from them.',
    date: '2025-11-03T09:00:00.000Z',
    category: 'Knowledge Base',
  },
];
