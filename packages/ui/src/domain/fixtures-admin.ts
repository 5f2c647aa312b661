/**
 * Story fixtures of the Administration domain components: realistic data typed with the contract's
 * types. Dates are fixed so that screenshots never change.
 */
import {
  type ApiUsage,
  type BusinessUnit,
  type ChatAnalytics,
  defaultPermissionMap,
  type SystemKpis,
  type SystemSettings,
  type User,
} from '@portal/contract';

/** Stories format dates in UTC so that screenshots do not depend on the machine's time zone. */
export const ADMIN_TIME_ZONE = 'UTC';

export const businessUnits: BusinessUnit[] = [
  {
    id: 'bu-africa-0001',
    name: 'Africa Division',
    code: 'AFR',
    type: 'Geography',
    status: 'Active',
    description: 'Programmes and offices across Africa',
    created_at: '2025-03-04T09:15:00.000Z',
  },
  {
    id: 'bu-apac-0002',
    name: 'Asia Pacific',
    code: 'APAC',
    type: 'Geography',
    status: 'Active',
    description: 'Programmes and offices in Asia Pacific',
    created_at: '2025-03-04T09:16:00.000Z',
  },
  {
    id: 'bu-it-0003',
    name: 'IT Department',
    code: 'IT',
    type: 'Technical',
    status: 'Active',
    description: 'Internal IT services and support',
    created_at: '2025-04-11T14:02:00.000Z',
  },
  {
    id: 'bu-fin-0004',
    name: 'Finance Team',
    code: 'FIN',
    type: 'Business Support',
    status: 'Inactive',
    description: null,
    created_at: '2025-05-20T08:30:00.000Z',
  },
];

export const businessUnitLong: BusinessUnit = {
  id: 'bu-long-0009',
  name: 'Monitoring, Evaluation, Accountability and Learning - Global Programmes Quality Directorate',
  code: 'MEAL-GPQD-2025',
  type: 'Other',
  status: 'Active',
  description:
    'Sets the monitoring and evaluation framework for every country programme, runs quality reviews, maintains the indicator library and coordinates learning events with donors and partners across all regions.',
  created_at: '2025-09-01T10:00:00.000Z',
};

function adminUser(
  id: string,
  name: string,
  email: string,
  role: User['role'],
  extra: Partial<User> = {},
): User {
  return {
    id,
    user_id: id,
    email,
    name,
    display_name: name,
    role,
    boost_role: ({ admin: 'Admin', manager: 'Manager', agent: 'Agent', user: 'User' } as const)[role],
    department: 'IT',
    business_unit_id: 'bu-it-0003',
    business_unit_name: 'IT Department',
    personal_code: null,
    is_active: true,
    permissions: defaultPermissionMap(role),
    created_at: '2025-06-01T09:00:00.000Z',
    ...extra,
  };
}

export const adminUsers: User[] = [
  adminUser('user-admin-0001', 'Priya Shah', 'priya.shah@example.org', 'admin', { department: 'OS Support' }),
  adminUser('user-manager-0002', 'Ben Okafor', 'ben.okafor@example.org', 'manager', {
    department: 'Finance',
    business_unit_id: 'bu-fin-0004',
    business_unit_name: 'Finance Team',
  }),
  adminUser('user-agent-0003', 'Chloe Martin', 'chloe.martin@example.org', 'agent', {
    personal_code: 'K7Q2-9XPM',
  }),
  adminUser('user-user-0004', 'Alice Mwangi', 'alice.mwangi@example.org', 'user', {
    department: null,
    business_unit_id: null,
    business_unit_name: null,
    permissions: undefined,
  }),
];

/** A user whose fields are all very long. */
export const adminUserLong = adminUser(
  'user-long-0005',
  'Maximiliana Alexandrova-Featherstonehaugh',
  'maximiliana.alexandrova-featherstonehaugh@programmes.example.org',
  'manager',
  { department: 'HR/P&T', business_unit_name: 'Monitoring, Evaluation, Accountability and Learning' },
);

const firstNames = ['Amara', 'Tomás', 'Yuki', 'Fatima', 'Lars', 'Nia', 'Omar', 'Grace', 'Ravi', 'Zoe'];
const lastNames = ['Diallo', 'Silva', 'Tanaka', 'Haddad', 'Berg', 'Owusu', 'Farouk', 'Kim', 'Patel', 'Novak'];
const roles: User['role'][] = ['user', 'user', 'agent', 'manager'];
const departments = ['OS Support', 'Finance', 'HR/P&T', 'IT', 'DevOps'] as const;

/** 40 users for the 'many items' stories. */
export const manyAdminUsers: User[] = Array.from({ length: 40 }, (_, index) => {
  const first = firstNames[index % firstNames.length] ?? 'Sam';
  const last = lastNames[Math.floor(index / firstNames.length) % lastNames.length] ?? 'Lee';
  const role = roles[index % roles.length] ?? 'user';
  return adminUser(
    `user-many-${String(index).padStart(4, '0')}`,
    `${first} ${last}`,
    `${first.toLowerCase()}.${last.toLowerCase()}@example.org`
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, ''),
    role,
    { department: departments[index % departments.length] ?? null },
  );
});

export const systemSettings: SystemSettings = {
  ai_model: 'gpt-5',
  allow_user_registration: false,
  require_document_approval: true,
  enable_audit_logging: true,
  response_cache_hours: 24,
  openai_key_configured: true,
  answer_engine: 'openai',
  answer_model: 'gpt-5',
};

/** No AI service configured on the server: the built-in engine answers, whatever `ai_model` says. */
export const systemSettingsWithoutAiService: SystemSettings = {
  ...systemSettings,
  openai_key_configured: false,
  answer_engine: 'built-in',
  answer_model: 'built-in',
};

export const systemKpis: SystemKpis = {
  chat_analytics: {
    total_sessions: 1842,
    sessions_per_day: 61.4,
    avg_response_time_seconds: 11.2,
    total_messages: 9730,
  },
  ticket_analytics: {
    total_open: 37,
    by_priority: {
      low: { total: 120, resolved: 104, open: 16, avg_resolution_hours: 52.5 },
      medium: { total: 210, resolved: 198, open: 12, avg_resolution_hours: 31.2 },
      high: { total: 64, resolved: 57, open: 7, avg_resolution_hours: 12.8 },
      urgent: { total: 9, resolved: 7, open: 2, avg_resolution_hours: 4.1 },
    },
  },
  document_processing: { documents_approved: 412, documents_processed: 398, processing_success_rate: 96.6 },
  ticket_suggestions: { suggestion_sets: 320, suggestions_opened: 141, deflections: 88 },
  period_days: 30,
};

export const chatAnalytics: ChatAnalytics = {
  summary: {
    total_sessions: 1842,
    total_users: 214,
    total_messages: 9730,
    total_responses: 4861,
    avg_response_time_seconds: 11.2,
  },
  most_asked_questions: [
    { question: 'How much annual leave am I entitled to?', count: 184 },
    { question: 'How do I reset my password?', count: 151 },
    { question: 'How do I submit an expense report?', count: 133 },
    { question: 'What is the per diem rate for Nairobi?', count: 97 },
    { question: 'Who approves overtime?', count: 81 },
    { question: 'What is our safeguarding policy?', count: 77 },
    { question: 'How do I book travel for a field visit?', count: 64 },
    { question: 'What is the monitoring and evaluation framework?', count: 58 },
    { question: 'How do I request a new laptop?', count: 41 },
    { question: 'When is payroll cut-off this month?', count: 39 },
    { question: 'Can I carry over unused leave?', count: 35 },
    { question: 'How do I change my bank details?', count: 22 },
  ],
  conversations_leading_to_tickets: Array.from({ length: 10 }, (_, index) => ({
    session_id: `sess-${String(index + 1).padStart(4, '0')}-a1b2c3`,
    user:
      ['Alice Mwangi', 'Ben Okafor', 'Chloe Martin', 'Amara Diallo', 'Lars Berg'][index % 5] ??
      'Alice Mwangi',
    question:
      [
        'My VPN keeps disconnecting in the Kampala office',
        'Expense claim rejected without a reason',
        'Cannot access the shared finance drive',
        'Payslip shows the wrong tax code',
        'Laptop will not start after the latest update',
      ][index % 5] ?? '',
    reason: index % 2 === 0 ? 'Not helpful enough' : 'Needs a person to act',
    timestamp: new Date(Date.UTC(2025, 10, 20 - index, 9, 30)).toISOString(),
    ticket_id: `tkt-${index + 1}`,
    ticket_number: `BST-${String(100 + index).padStart(6, '0')}`,
  })),
  knowledge_gaps: Array.from({ length: 12 }, (_, index) => ({
    user: ['Yuki Tanaka', 'Omar Farouk', 'Grace Kim'][index % 3] ?? 'Yuki Tanaka',
    question:
      [
        'What is the policy on bringing a partner on a field deployment?',
        'How do I claim mileage for a motorbike?',
        'Is there a policy on using personal phones for work?',
        'What insurance covers volunteers?',
      ][index % 4] ?? '',
    reason: 'No relevant documents found',
    timestamp: new Date(Date.UTC(2025, 10, 19 - index, 14, 5)).toISOString(),
  })),
  user_activity_league: Array.from({ length: 12 }, (_, index) => ({
    name: `${firstNames[index % firstNames.length]} ${lastNames[(index * 3) % lastNames.length]}`,
    email:
      `${(firstNames[index % firstNames.length] ?? '').toLowerCase()}.${(lastNames[(index * 3) % lastNames.length] ?? '').toLowerCase()}@example.org`
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, ''),
    conversation_count: 96 - index * 7,
    total_messages: 410 - index * 29,
  })),
  league_period: 'all_time',
  league_period_label: 'All Time',
};

export const emptyChatAnalytics: ChatAnalytics = {
  ...chatAnalytics,
  most_asked_questions: [],
  conversations_leading_to_tickets: [],
  knowledge_gaps: [],
  user_activity_league: [],
};

export const apiUsage: ApiUsage = {
  summary: {
    total_requests_30d: 4861,
    total_tokens_30d: 7_412_380,
    total_cost_30d: 41.2871,
    avg_cost_per_request: 0.00849,
  },
  model_usage: {
    'gpt-5': { requests: 3920, tokens: 6_210_440, cost: 38.91234 },
    'gpt-5-mini': { requests: 702, tokens: 980_120, cost: 2.10051 },
    'built-in': { requests: 239, tokens: 221_820, cost: 0 },
  },
  recent_requests: Array.from({ length: 8 }, (_, index) => ({
    model: index % 3 === 2 ? 'gpt-5-mini' : 'gpt-5',
    timestamp: new Date(Date.UTC(2025, 10, 21, 11, 58 - index * 4)).toISOString(),
    query_preview:
      [
        'How much annual leave am I entitled to and how do I request it?',
        'What is the per diem rate for Nairobi?',
        'How do I reset my password?',
        'Explain the procurement thresholds for purchases above 5,000 GBP including the number of quotes needed and who signs off',
      ][index % 4] ?? '',
    tokens: 1200 + index * 137,
    cost: 0.00731 + index * 0.00113,
  })),
};

export const emptyApiUsage: ApiUsage = {
  summary: { total_requests_30d: 0, total_tokens_30d: 0, total_cost_30d: 0, avg_cost_per_request: 0 },
  model_usage: {},
  recent_requests: [],
};
