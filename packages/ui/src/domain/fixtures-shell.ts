/**
 * Story fixtures of the Shell and dashboard domain components: realistic data typed with the
 * contract's types. Dates are fixed so that screenshots never change.
 */
import type { User } from '@portal/contract';

/** Stories format dates in UTC so that screenshots do not depend on the machine's time zone. */
export const SHELL_TIME_ZONE = 'UTC';

function person(
  id: string,
  email: string,
  role: User['role'],
  boost_role: User['boost_role'],
  extra: Partial<User> = {},
): User {
  const local = email.split('@')[0] ?? '';
  const display = local
    .split('.')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');
  return {
    id,
    user_id: id,
    email,
    name: display,
    display_name: display,
    role,
    boost_role,
    department: 'IT',
    business_unit_id: 'bu-london-0005',
    business_unit_name: 'London Office',
    personal_code: null,
    is_active: true,
    ...extra,
  };
}

export const shellAdmin = person('user-admin-0001', 'priya.shah@example.org', 'admin', 'Admin');
export const shellManager = person('user-manager-0002', 'ben.okafor@example.org', 'manager', 'Manager');
export const shellAgent = person('user-agent-0003', 'chloe.martin@example.org', 'agent', 'Agent');
export const shellUser = person('user-user-0004', 'alice.mwangi@example.org', 'user', 'User');
/** Very long name: the nav bar must truncate or wrap it without breaking the layout. */
export const shellLongName = person(
  'user-long-0005',
  'maximiliana.alexandrova-featherstonehaugh@example.org',
  'manager',
  'Manager',
);

/** A news item of the dashboard carousel (the product hard-codes sample items). */
export interface NewsFixture {
  id: string;
  title: string;
  summary: string;
  date: string;
  category: string;
}

export const newsItems: NewsFixture[] = [
  {
    id: 'news-1',
    title: 'New expenses policy from 1 December',
    summary: 'Receipts over £25 now need a photo upload. James can walk you through the new steps.',
    date: '2025-11-18T09:00:00.000Z',
    category: 'Finance',
  },
  {
    id: 'news-2',
    title: 'BOOST Support now routes IT tickets by tier',
    summary: 'Simple requests go straight to the service desk, complex ones to the platform team.',
    date: '2025-11-14T09:00:00.000Z',
    category: 'Support',
  },
  {
    id: 'news-3',
    title: 'Safeguarding refresher training is open',
    summary: 'All staff deploying overseas must complete the refresher before their next trip.',
    date: '2025-11-10T09:00:00.000Z',
    category: 'People & Talent',
  },
  {
    id: 'news-4',
    title: 'Knowledge Base: 40 new approved policies',
    summary: 'Finance and LEC published their updated handbooks; the assistant already answers from them.',
    date: '2025-11-03T09:00:00.000Z',
    category: 'Knowledge Base',
  },
];

export const newsLongText: NewsFixture[] = [
  {
    id: 'news-long',
    title:
      'Quarterly all-hands: programme updates from every region, the new monitoring and evaluation framework, and what changes for project finance reporting next year',
    summary:
      'This session covers the strategic priorities for the coming year, the outcome of the staff survey, the roll-out of the new project-finance standard operating procedures, and a question-and-answer panel with the leadership team. Recordings will be available in the Knowledge Base afterwards for colleagues in other time zones.',
    date: '2025-11-20T09:00:00.000Z',
    category: 'Company',
  },
  ...newsItems.slice(0, 2),
];

export const externalLinks = [
  {
    id: 'time_log',
    label: 'Time Log',
    description: 'Record your hours against projects',
    href: 'https://timelog.example.org',
  },
  {
    id: 'expense',
    label: 'Expenses',
    description: 'Submit and track expense claims',
    href: 'https://expenses.example.org',
  },
  {
    id: 'approvals',
    label: 'Approvals',
    description: 'Review requests waiting for you',
    href: 'https://approvals.example.org',
  },
  {
    id: 'projects',
    label: 'Projects',
    description: 'Project plans, budgets and milestones',
    href: 'https://projects.example.org',
  },
] as const;
