/**
 * Story fixtures of the Tickets domain components: realistic data typed with the contract's types.
 * Dates are fixed so that screenshots never change; `FIXTURE_NOW` is the "current time" of the stories.
 */
import type {
  Assignee,
  Attachment,
  AuditEntry,
  BoostAgent,
  BusinessUnit,
  Comment,
  Department,
  Ticket,
  TicketPriority,
  TicketStatus,
  TicketTier,
} from '@portal/contract';

/** The instant the stories treat as "now" (a Friday, mid-day UTC). */
export const FIXTURE_NOW = Date.parse('2025-11-21T12:00:00.000Z');
/** Stories format dates in UTC so that screenshots do not depend on the machine's time zone. */
export const FIXTURE_TIME_ZONE = 'UTC';

export const requesterAlice = {
  id: 'user-alice-0001',
  name: 'Alice Mwangi',
  email: 'alice.mwangi@example.org',
};
export const managerBen = { id: 'user-ben-0002', name: 'Ben Okafor', email: 'ben.okafor@example.org' };
export const agentChloe = { id: 'user-chloe-0003', name: 'Chloe Martin', email: 'chloe.martin@example.org' };

export const ticketOpen: Ticket = {
  id: 'tkt-7f3a2c1e-0001',
  ticket_number: 'BST-000042',
  subject: '[IT - Hardware] Laptop will not start after the latest update',
  description:
    '<p>Since this morning my laptop shows a black screen after the logo.</p><ul><li>Model: ThinkPad T14</li><li>Tried: hard reset, charger swap</li></ul><p>See <a href="https://support.example.org/kb/123">the KB article</a>.</p>',
  status: 'open',
  priority: 'high',
  tier: 2,
  category: 'Hardware',
  subcategory: 'Laptop',
  classification: 'Incident',
  support_department: 'IT',
  channel: 'Hub',
  source: 'boost',
  justification: null,
  conversation_session_id: null,
  requester_id: requesterAlice.id,
  requester_name: requesterAlice.name,
  requester_email: requesterAlice.email,
  owner_id: null,
  owner_name: null,
  boost_agent_id: null,
  boost_agent_name: null,
  business_unit_id: 'bu-london-0001',
  business_unit_name: 'London Office',
  due_at: '2025-11-28T17:00:00.000Z',
  sla_paused_at: null,
  sla_paused_seconds: 0,
  sla_breached_at: null,
  resolved_at: null,
  closed_at: null,
  created_at: '2025-11-20T09:15:00.000Z',
  updated_at: '2025-11-20T09:15:00.000Z',
  updated_by: requesterAlice.name,
  comment_count: 3,
  attachment_count: 2,
};

export const ticketAssigned: Ticket = {
  ...ticketOpen,
  id: 'tkt-7f3a2c1e-0002',
  ticket_number: 'BST-000043',
  subject: '[Finance - Expenses] Expense claim stuck in approval',
  description: '<p>My November expense claim has been <strong>pending for 9 days</strong>.</p>',
  status: 'in_progress',
  priority: 'medium',
  tier: 1,
  category: 'Expenses',
  subcategory: 'Approval',
  classification: 'ServiceRequest',
  support_department: 'Finance',
  owner_id: agentChloe.id,
  owner_name: agentChloe.name,
  boost_agent_id: managerBen.id,
  boost_agent_name: managerBen.name,
  created_at: '2025-11-18T14:02:00.000Z',
  updated_at: '2025-11-19T10:30:00.000Z',
  updated_by: agentChloe.name,
  comment_count: 5,
  attachment_count: 0,
};

/** Waiting on the requester: Alice may mark it resolved. */
export const ticketWaiting: Ticket = {
  ...ticketAssigned,
  id: 'tkt-7f3a2c1e-0003',
  ticket_number: 'BST-000044',
  subject: '[HR/P&T - Leave] Annual leave balance looks wrong',
  status: 'waiting_customer',
  priority: 'low',
  category: 'Leave',
  subcategory: 'Balance',
  support_department: 'HR/P&T',
  sla_paused_at: '2025-11-20T11:00:00.000Z',
};

/** Critical and past its SLA due date. */
export const ticketOverdue: Ticket = {
  ...ticketAssigned,
  id: 'tkt-7f3a2c1e-0004',
  ticket_number: 'BST-000045',
  subject: '[DevOps - Deployments] Production deploy pipeline failing',
  status: 'escalated',
  priority: 'urgent',
  tier: 4,
  justification: 'Blocks the release for all country offices.',
  category: 'Deployments',
  subcategory: 'Pipeline',
  classification: 'Bug',
  support_department: 'DevOps',
  due_at: '2025-11-20T17:00:00.000Z',
  sla_breached_at: '2025-11-20T17:05:00.000Z',
  created_at: '2025-11-17T08:00:00.000Z',
  updated_at: '2025-11-21T08:45:00.000Z',
};

export const ticketResolved: Ticket = {
  ...ticketAssigned,
  id: 'tkt-7f3a2c1e-0005',
  ticket_number: 'BST-000046',
  subject: '[LEC - Contracts] Contract template request',
  status: 'resolved',
  priority: 'medium',
  tier: 3,
  category: 'Contracts',
  subcategory: 'Templates',
  classification: 'HowToQuery',
  support_department: 'LEC',
  resolved_at: '2025-11-19T16:00:00.000Z',
  due_at: '2025-11-18T17:00:00.000Z',
};

/** Raised from a chat answer: carries the conversation it came from. */
export const ticketFromChat: Ticket = {
  ...ticketOpen,
  id: 'tkt-7f3a2c1e-0006',
  ticket_number: 'BST-000047',
  subject: '[OS Support - Access] VPN access for new starter',
  classification: 'ServiceRequest',
  support_department: 'OS Support',
  category: 'Access',
  subcategory: 'VPN',
  source: 'chat',
  conversation_session_id: 'session-5b1d9e77-aa01',
  business_unit_id: null,
  business_unit_name: null,
  due_at: null,
  priority: 'low',
};

/** Every text as long as people write them. */
export const ticketLongText: Ticket = {
  ...ticketAssigned,
  id: 'tkt-7f3a2c1e-0007',
  ticket_number: 'BST-000048',
  subject:
    '[IT - Software] Outlook keeps asking for my password every few minutes on both the desktop client and the web version, even after I reset it twice yesterday',
  description: `<p>${'The prompt appears again and again, every time the laptop wakes from sleep or changes network. '.repeat(8)}</p>`,
  owner_name: 'Maximilian Alexander Featherstonehaugh-Worthington',
  boost_agent_name: 'Anastasia Konstantinopoulou-Vandenberghe',
  business_unit_name: 'Programmes and Partnerships Directorate (East and Southern Africa)',
  category: 'Software and Licensing',
  subcategory: 'E-mail and Calendar Clients',
};

export const ticketsSample: readonly Ticket[] = [
  ticketOpen,
  ticketAssigned,
  ticketWaiting,
  ticketOverdue,
  ticketResolved,
  ticketFromChat,
];

const subjects = [
  'Laptop will not start',
  'Password reset link expired',
  'Expense claim stuck in approval',
  'Payslip missing for October',
  'VPN disconnects every hour',
  'New starter needs mailbox',
  'Printer on floor 3 jams',
  'Contract template request',
  'Deploy pipeline failing',
  'Leave balance looks wrong',
];
const statuses: readonly TicketStatus[] = ['open', 'in_progress', 'waiting_customer', 'on_hold', 'escalated'];
const priorities: readonly TicketPriority[] = ['low', 'medium', 'high', 'urgent'];
const departments: readonly Department[] = ['IT', 'Finance', 'HR/P&T', 'OS Support', 'LEC', 'DevOps'];

/**
 * `count` distinct tickets, one every 37 minutes back from FIXTURE_NOW (deterministic), for the
 * column's "many items" stories.
 */
export function makeTickets(count: number): Ticket[] {
  const tickets: Ticket[] = [];
  for (let i = 0; i < count; i++) {
    const created = new Date(FIXTURE_NOW - (i + 1) * 37 * 60_000).toISOString();
    const department = departments[i % departments.length] ?? 'IT';
    const assigned = i % 3 !== 0;
    tickets.push({
      ...ticketOpen,
      id: `tkt-generated-${String(i + 1).padStart(6, '0')}`,
      ticket_number: `BST-${String(100000 + i).padStart(6, '0')}`,
      subject: `[${department}] ${subjects[i % subjects.length]} (#${i + 1})`,
      status: statuses[i % statuses.length] ?? 'open',
      priority: priorities[i % priorities.length] ?? 'low',
      tier: ((i % 4) + 1) as TicketTier,
      support_department: department,
      owner_id: assigned ? agentChloe.id : null,
      owner_name: assigned ? agentChloe.name : null,
      created_at: created,
      updated_at: created,
    });
  }
  return tickets;
}

export const businessUnitsSample: readonly BusinessUnit[] = [
  {
    id: 'bu-africa-0001',
    name: 'Africa Division',
    code: 'AFR',
    type: 'Geography',
    status: 'Active',
    description: 'Programmes and offices across Africa',
    created_at: '2025-01-10T09:00:00.000Z',
  },
  {
    id: 'bu-london-0001',
    name: 'London Office',
    code: 'LON',
    type: 'Geography',
    status: 'Active',
    description: 'Head office in London',
    created_at: '2025-01-10T09:00:00.000Z',
  },
  {
    id: 'bu-finance-0001',
    name: 'Finance Team',
    code: 'FIN',
    type: 'Business Support',
    status: 'Active',
    description: 'Finance, payroll and expenses',
    created_at: '2025-01-10T09:00:00.000Z',
  },
];

export const assigneesSample: readonly Assignee[] = [
  { id: agentChloe.id, name: agentChloe.name, role: 'agent', department: 'IT', is_active: true },
  { id: managerBen.id, name: managerBen.name, role: 'manager', department: 'Finance', is_active: true },
  { id: 'user-dara-0004', name: 'Dara Nguyen', role: 'agent', department: 'HR/P&T', is_active: true },
];

export const boostAgentsSample: readonly BoostAgent[] = [
  { id: managerBen.id, name: managerBen.name, role: 'manager', department: 'Finance' },
  { id: 'user-eve-0005', name: 'Eve Lindqvist', role: 'agent', department: 'IT' },
];

export const commentsSample: readonly Comment[] = [
  {
    id: 'cmt-0001',
    ticket_id: ticketAssigned.id,
    body: '<p>Thanks for raising this. Could you tell me the claim reference?</p>',
    is_internal: false,
    author_id: agentChloe.id,
    author_name: agentChloe.name,
    created_at: '2025-11-18T15:00:00.000Z',
  },
  {
    id: 'cmt-0002',
    ticket_id: ticketAssigned.id,
    body: '<p>Reference is <strong>EXP-2025-1187</strong>.</p>',
    is_internal: false,
    author_id: requesterAlice.id,
    author_name: requesterAlice.name,
    created_at: '2025-11-18T15:20:00.000Z',
  },
  {
    id: 'cmt-0003',
    ticket_id: ticketAssigned.id,
    body: '<p>Approver is on leave until Monday; escalating to the finance lead.</p>',
    is_internal: true,
    author_id: agentChloe.id,
    author_name: agentChloe.name,
    created_at: '2025-11-19T10:30:00.000Z',
  },
];

export function makeComments(count: number): Comment[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `cmt-generated-${i + 1}`,
    ticket_id: ticketAssigned.id,
    body: `<p>Update ${i + 1}: checked with the approver again and we are still waiting for a reply.</p>`,
    is_internal: i % 4 === 3,
    author_id: i % 2 ? agentChloe.id : requesterAlice.id,
    author_name: i % 2 ? agentChloe.name : requesterAlice.name,
    created_at: new Date(Date.parse('2025-11-18T15:00:00.000Z') + i * 3_600_000).toISOString(),
  }));
}

const auditBase = { ticket_id: ticketAssigned.id, user_id: managerBen.id, user_name: managerBen.name };
export const auditSample: readonly AuditEntry[] = [
  {
    ...auditBase,
    id: 'aud-01',
    action: 'created',
    description: 'Ticket created',
    details: null,
    user_name: requesterAlice.name,
    timestamp: '2025-11-18T14:02:00.000Z',
  },
  {
    ...auditBase,
    id: 'aud-02',
    action: 'assigned',
    description: 'Assigned to Chloe Martin',
    details: null,
    timestamp: '2025-11-18T14:30:00.000Z',
  },
  {
    ...auditBase,
    id: 'aud-03',
    action: 'status_changed',
    description: 'Status: New → In Progress',
    details: { from: 'open', to: 'in_progress' },
    timestamp: '2025-11-18T14:31:00.000Z',
  },
  {
    ...auditBase,
    id: 'aud-04',
    action: 'priority_changed',
    description: 'Priority: Low → Medium',
    details: { from: 'low', to: 'medium' },
    timestamp: '2025-11-18T14:32:00.000Z',
  },
  {
    ...auditBase,
    id: 'aud-05',
    action: 'comment_added',
    description: 'Comment added',
    details: null,
    user_name: agentChloe.name,
    timestamp: '2025-11-18T15:00:00.000Z',
  },
  {
    ...auditBase,
    id: 'aud-06',
    action: 'attachment_added',
    description: 'Attachment added: claim-EXP-2025-1187.pdf',
    details: null,
    user_name: requesterAlice.name,
    timestamp: '2025-11-18T15:21:00.000Z',
  },
  {
    ...auditBase,
    id: 'aud-07',
    action: 'sla_breach',
    description: 'SLA breached',
    details: null,
    user_id: null,
    user_name: null,
    timestamp: '2025-11-19T17:00:00.000Z',
  },
  {
    ...auditBase,
    id: 'aud-08',
    action: 'resolved',
    description: 'Ticket resolved',
    details: null,
    timestamp: '2025-11-20T09:00:00.000Z',
  },
  {
    ...auditBase,
    id: 'aud-09',
    action: 'closed',
    description: 'Ticket closed',
    details: null,
    timestamp: '2025-11-20T09:05:00.000Z',
  },
  {
    ...auditBase,
    id: 'aud-10',
    action: 'escalated_to_vendor',
    description: 'Escalated to the laptop vendor',
    details: 'Vendor case 55-1029',
    timestamp: '2025-11-20T10:00:00.000Z',
  },
];

export const attachmentsSample: readonly Attachment[] = [
  {
    id: 'att-0001',
    ticket_id: ticketOpen.id,
    original_name: 'claim-EXP-2025-1187.pdf',
    file_size: 248_113,
    content_type: 'application/pdf',
    uploaded_by: requesterAlice.name,
    created_at: '2025-11-18T15:21:00.000Z',
  },
  {
    id: 'att-0002',
    ticket_id: ticketOpen.id,
    original_name: 'screenshot-black-screen.png',
    file_size: 1_204_551,
    content_type: 'image/png',
    uploaded_by: requesterAlice.name,
    created_at: '2025-11-18T15:22:00.000Z',
  },
  {
    id: 'att-0003',
    ticket_id: ticketOpen.id,
    original_name: 'steps.txt',
    file_size: 42,
    content_type: 'text/plain',
    uploaded_by: requesterAlice.name,
    created_at: '2025-11-18T15:23:00.000Z',
  },
];

/**
 * Hostile HTML: every payload would set `window.__xssFired` (or load a remote frame) if it ran.
 * The SafeHtml story proves none of them does.
 */
export const hostileHtmlPayloads: readonly string[] = [
  '<script>window.__xssFired = "script"</script>',
  '<img src="x" onerror="window.__xssFired = \'img onerror\'">',
  '<svg onload="window.__xssFired = \'svg onload\'"><circle r="4"></circle></svg>',
  '<body onload="window.__xssFired = \'body onload\'">',
  '<a href="javascript:window.__xssFired = \'js url\'">click me (javascript: URL)</a>',
  '<a href="JaVaScRiPt:window.__xssFired=1">mixed-case javascript: URL</a>',
  '<iframe src="javascript:parent.__xssFired = \'iframe\'"></iframe>',
  '<iframe srcdoc="<script>parent.__xssFired = 1</script>"></iframe>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xssFired = \'mxss\'"></style></mglyph></table></mtext></math>',
  '<svg><a xlink:href="javascript:window.__xssFired = \'svg link\'"><text x="0" y="15">svg link</text></a></svg>',
  '<div style="background-image: url(javascript:window.__xssFired=1)">style url()</div>',
  '<style>@import "https://evil.example/x.css"; body { display: none }</style>',
  '<form action="javascript:window.__xssFired=1"><button>form action</button></form>',
  '<object data="javascript:window.__xssFired=1"></object><embed src="javascript:window.__xssFired=1">',
  '<details open ontoggle="window.__xssFired = \'ontoggle\'"><summary>details ontoggle</summary></details>',
  '<input autofocus onfocus="window.__xssFired = \'onfocus\'">',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xssFired=1">',
  '<a href="https://example.org/safe" target="_self">a safe link</a>',
];

/** A comment whose body tries to run code. */
export const hostileComment: Comment = {
  id: 'cmt-hostile',
  ticket_id: ticketAssigned.id,
  body: '<p>Looks fine</p><img src="x" onerror="window.__xssFired = 1"><script>window.__xssFired = 2</script>',
  is_internal: false,
  author_id: requesterAlice.id,
  author_name: requesterAlice.name,
  created_at: '2025-11-19T12:00:00.000Z',
};
