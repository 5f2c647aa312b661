/**
 * Every closed set of values that crosses the wire, with its TypeScript type and, where the screens
 * show it, its display label (word for word from the specs). No zod here, so that browsers loading
 * labels do not load the validator: each set's schema is in enum-schemas.ts.
 *
 * Pattern for each set `foo`:
 *   fooValues      readonly tuple of wire values (reuse it for selects and story controls)
 *   fooSchema      z.enum(fooValues), in enum-schemas.ts
 *   Foo            the union type
 *   fooLabels      Record<Foo, string>: what the screens show
 *   fooOptions     [{ value, label }] in display order
 */

/** A `{ value, label }` pair for selects, tabs and filter bars. */
export interface Option<T extends string | number = string> {
  readonly value: T;
  readonly label: string;
}

function optionsOf<T extends string | number>(values: readonly T[], labels: Record<T, string>): Option<T>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

/** Badge colours named by intent; the design system maps them to tokens. */
export type BadgeTone = 'red' | 'orange' | 'green' | 'blue' | 'grey';

// ---------------------------------------------------------------------------------------------------------
// Roles

/** Application roles, lower case on the wire (`user.role`). */
export const roleValues = ['admin', 'manager', 'agent', 'user'] as const;
export type Role = (typeof roleValues)[number];

/** BOOST roles, capitalised on the wire (`user.boost_role`); also the role badge text. */
export const boostRoleValues = ['Admin', 'Manager', 'Agent', 'User'] as const;
export type BoostRole = (typeof boostRoleValues)[number];

export const roleLabels: Record<Role, BoostRole> = {
  admin: 'Admin',
  manager: 'Manager',
  agent: 'Agent',
  user: 'User',
};
export const roleOptions = optionsOf(roleValues, roleLabels);
export const boostRoleToRole: Record<BoostRole, Role> = {
  Admin: 'admin',
  Manager: 'manager',
  Agent: 'agent',
  User: 'user',
};
/** Role badge in the navigation bar: Admin red, Manager blue, Agent green, otherwise grey. */
export const roleBadgeTones: Record<Role, BadgeTone> = {
  admin: 'red',
  manager: 'blue',
  agent: 'green',
  user: 'grey',
};

// ---------------------------------------------------------------------------------------------------------
// Tickets

export const ticketStatusValues = [
  'open',
  'in_progress',
  'waiting_customer',
  'on_hold',
  'escalated',
  'resolved',
  'closed',
] as const;
export type TicketStatus = (typeof ticketStatusValues)[number];
export const ticketStatusLabels: Record<TicketStatus, string> = {
  open: 'New',
  in_progress: 'In Progress',
  waiting_customer: 'Waiting on User',
  on_hold: 'On Hold',
  escalated: 'Escalated',
  resolved: 'Resolved',
  closed: 'Closed',
};
export const ticketStatusOptions = optionsOf(ticketStatusValues, ticketStatusLabels);
/** Status badge: orange for open, green for resolved, blue otherwise. */
export const ticketStatusTones: Record<TicketStatus, BadgeTone> = {
  open: 'orange',
  in_progress: 'blue',
  waiting_customer: 'blue',
  on_hold: 'blue',
  escalated: 'blue',
  resolved: 'green',
  closed: 'blue',
};
/** Statuses that end the ticket's life: not open, not overdue, not counted by `all_open`. */
export const finishedTicketStatuses = ['resolved', 'closed'] as const satisfies readonly TicketStatus[];
/** Statuses in which the SLA clock is paused (issue 3). */
export const slaPausedTicketStatuses = [
  'waiting_customer',
  'on_hold',
] as const satisfies readonly TicketStatus[];
/** Statuses only manager and admin may set (the 'Closed' filter option is also theirs only). */
export const managerOnlyTicketStatuses = ['closed'] as const satisfies readonly TicketStatus[];

/**
 * The status filter of the ticket list. `all_open` (the default) means "not resolved or closed";
 * `all` means no status filter.
 */
export const ticketStatusFilterValues = ['all_open', 'all', ...ticketStatusValues] as const;
export type TicketStatusFilter = (typeof ticketStatusFilterValues)[number];
export const ticketStatusFilterLabels: Record<TicketStatusFilter, string> = {
  all_open: 'All Open',
  all: 'All Statuses',
  ...ticketStatusLabels,
};
export const ticketStatusFilterOptions = optionsOf(ticketStatusFilterValues, ticketStatusFilterLabels);

export const ticketPriorityValues = ['low', 'medium', 'high', 'urgent'] as const;
export type TicketPriority = (typeof ticketPriorityValues)[number];
export const ticketPriorityLabels: Record<TicketPriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Critical',
};
export const ticketPriorityOptions = optionsOf(ticketPriorityValues, ticketPriorityLabels);
/** Priority badge: urgent red, high orange, others blue. */
export const ticketPriorityTones: Record<TicketPriority, BadgeTone> = {
  low: 'blue',
  medium: 'blue',
  high: 'orange',
  urgent: 'red',
};

export const ticketTierValues = [1, 2, 3, 4] as const;
export type TicketTier = (typeof ticketTierValues)[number];
export const ticketTierLabels: Record<TicketTier, string> = {
  1: 'Simple',
  2: 'Moderate',
  3: 'Complex',
  4: 'Very Complex',
};
export const ticketTierOptions = optionsOf<TicketTier>(ticketTierValues, ticketTierLabels);
export const defaultTicketTier: TicketTier = 1;

/** Classifications of the BOOST new-ticket dialog. */
export const ticketClassificationValues = [
  'Incident',
  'Bug',
  'ServiceRequest',
  'ChangeRequest',
  'Implementation',
  'HowToQuery',
] as const;
/** Classifications of the chat-created ticket dialog. */
export const chatTicketClassificationValues = ['Incident', 'ServiceRequest', 'Change'] as const;
/** Every classification a stored ticket may carry: the union of both lists. */
export const classificationValues = [...ticketClassificationValues, 'Change'] as const;
export type Classification = (typeof classificationValues)[number];
export type TicketClassification = (typeof ticketClassificationValues)[number];
export type ChatTicketClassification = (typeof chatTicketClassificationValues)[number];
export const classificationLabels: Record<Classification, string> = {
  Incident: 'Incident',
  Bug: 'Bug',
  ServiceRequest: 'Service Request',
  ChangeRequest: 'Change Request',
  Implementation: 'Implementation',
  HowToQuery: 'How-To Query',
  Change: 'Change',
};
export const ticketClassificationOptions = optionsOf(ticketClassificationValues, classificationLabels);
export const chatTicketClassificationOptions = optionsOf(
  chatTicketClassificationValues,
  classificationLabels,
);

/** Ticket channel. Tickets raised in the portal (list screen or chat) carry 'Hub'. */
export const HUB_CHANNEL = 'Hub';

/** `assigned_filter` of the ticket list. Not shown in the spec: our decision. */
export const assignedFilterValues = ['assigned_to_me', 'assigned', 'unassigned'] as const;
export type AssignedFilter = (typeof assignedFilterValues)[number];
export const assignedFilterLabels: Record<AssignedFilter, string> = {
  assigned_to_me: 'Assigned to me',
  assigned: 'Assigned',
  unassigned: 'Unassigned',
};
export const assignedFilterOptions = optionsOf(assignedFilterValues, assignedFilterLabels);

/** Sort order of a ticket column (newest/oldest toggle). */
export const ticketSortValues = ['newest', 'oldest'] as const;
export type TicketSort = (typeof ticketSortValues)[number];
export const ticketSortLabels: Record<TicketSort, string> = { newest: 'Newest', oldest: 'Oldest' };

/**
 * Which of the list screen's columns a list call serves (our decision, so the server can paginate each
 * column): `assigned_to_me` (owner is me), `created_by_me` (requester is me), `visible` (everything the
 * caller may see: the third column, whose content depends on the role).
 */
export const ticketScopeValues = ['visible', 'assigned_to_me', 'created_by_me'] as const;
export type TicketScope = (typeof ticketScopeValues)[number];

/**
 * Known audit actions (each has an icon). A client may post only these (`auditCreateRequestSchema`);
 * entries stored before that may carry other text, shown with a default icon.
 */
export const auditActionValues = [
  'created',
  'assigned',
  'status_changed',
  'priority_changed',
  'comment_added',
  'attachment_added',
  'sla_breach',
  'resolved',
  'closed',
  // Ours (server-recorded changes the spec's list does not name):
  'tier_changed',
  'boost_agent_assigned',
  'department_changed',
  'sla_paused',
  'sla_resumed',
  'updated',
] as const;
export type AuditAction = (typeof auditActionValues)[number];

/**
 * Actions only the server records: refused from `POST /boost/tickets/{id}/audit` (a posted `sla_breach`
 * would take the one slot the sweep's record has; `created` or the SLA clock entries would forge history).
 */
export const serverAuditActionValues = ['created', 'sla_breach', 'sla_paused', 'sla_resumed'] as const;

export function isServerAuditAction(action: string): boolean {
  return (serverAuditActionValues as readonly string[]).includes(action);
}

// ---------------------------------------------------------------------------------------------------------
// Departments

/** Support departments (tickets, users, assignees). The wire value is the display text. */
export const departmentValues = ['OS Support', 'Finance', 'HR/P&T', 'IT', 'LEC', 'DevOps'] as const;
export type Department = (typeof departmentValues)[number];
export const departmentOptions: Option<Department>[] = departmentValues.map((value) => ({
  value,
  label: value,
}));

/** The admin screens' 'business departments' list (no LEC). */
export const businessDepartmentValues = [
  'OS Support',
  'Finance',
  'HR/P&T',
  'IT',
  'DevOps',
] as const satisfies readonly Department[];
export const businessDepartmentOptions: Option<Department>[] = businessDepartmentValues.map((value) => ({
  value,
  label: value,
}));

/** Knowledge-base departments: stable snake_case wire values. */
export const kbDepartmentValues = [
  'finance',
  'people_and_talent',
  'information_technology',
  'legal_ethics_compliance',
  'business_development',
  'project_management',
  'other',
] as const;
export type KbDepartment = (typeof kbDepartmentValues)[number];
/** What the tabs and badges show. */
export const kbDepartmentLabels: Record<KbDepartment, string> = {
  finance: 'Finance',
  people_and_talent: 'People & Talent',
  information_technology: 'IT',
  legal_ethics_compliance: 'LEC',
  business_development: 'Business Dev',
  project_management: 'Projects',
  other: 'Other',
};
/** The department's full name (for tooltips and accessible names). */
export const kbDepartmentFullNames: Record<KbDepartment, string> = {
  finance: 'Finance',
  people_and_talent: 'People and Talent',
  information_technology: 'Information Technology',
  legal_ethics_compliance: 'Legal Ethics and Compliance',
  business_development: 'Business Development',
  project_management: 'Project Management',
  other: 'Other',
};
export const kbDepartmentOptions = optionsOf(kbDepartmentValues, kbDepartmentLabels);

// ---------------------------------------------------------------------------------------------------------
// Business units

export const businessUnitTypeValues = ['Geography', 'Business Support', 'Technical', 'Other'] as const;
export type BusinessUnitType = (typeof businessUnitTypeValues)[number];
export const defaultBusinessUnitType: BusinessUnitType = 'Business Support';
export const businessUnitTypeOptions: Option<BusinessUnitType>[] = businessUnitTypeValues.map((value) => ({
  value,
  label: value,
}));

export const businessUnitStatusValues = ['Active', 'Inactive'] as const;
export type BusinessUnitStatus = (typeof businessUnitStatusValues)[number];
export const defaultBusinessUnitStatus: BusinessUnitStatus = 'Active';
export const businessUnitStatusOptions: Option<BusinessUnitStatus>[] = businessUnitStatusValues.map(
  (value) => ({ value, label: value }),
);

// ---------------------------------------------------------------------------------------------------------
// Notifications

export const notificationTypeValues = [
  'comment',
  'document_attachment',
  'boost_agent_assignment',
  'ticket_assigned',
  'status_changed',
  'activity',
] as const;
export type NotificationType = (typeof notificationTypeValues)[number];
export const notificationTypeLabels: Record<NotificationType, string> = {
  comment: 'New comment',
  document_attachment: 'New attachment',
  boost_agent_assignment: 'Boost agent assigned',
  ticket_assigned: 'Ticket assigned',
  status_changed: 'Status changed',
  activity: 'Ticket activity',
};

/** Connection badge of the bell: Live (stream), Polling (fallback), Offline. */
export const notificationConnectionValues = ['live', 'polling', 'offline'] as const;
export type NotificationConnection = (typeof notificationConnectionValues)[number];
export const notificationConnectionLabels: Record<NotificationConnection, string> = {
  live: 'Live',
  polling: 'Polling',
  offline: 'Offline',
};

// ---------------------------------------------------------------------------------------------------------
// Documents

export const documentApprovalStatusValues = ['pending_approval', 'approved', 'rejected'] as const;
export type DocumentApprovalStatus = (typeof documentApprovalStatusValues)[number];
export const documentApprovalStatusLabels: Record<DocumentApprovalStatus, string> = {
  pending_approval: 'Pending Approval',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const documentProcessingStatusValues = ['pending', 'completed', 'timeout', 'failed'] as const;
export type DocumentProcessingStatus = (typeof documentProcessingStatusValues)[number];
export const documentProcessingStatusLabels: Record<DocumentProcessingStatus, string> = {
  pending: 'Processing...',
  completed: 'Processed',
  timeout: 'Indexed (timeout)',
  failed: 'Processing failed',
};

// ---------------------------------------------------------------------------------------------------------
// Chat

export const chatRoleValues = ['user', 'assistant'] as const;
export type ChatRole = (typeof chatRoleValues)[number];

export const chatResponseTypeValues = ['streaming', 'completed', 'structured', 'text'] as const;
export type ChatResponseType = (typeof chatResponseTypeValues)[number];

export const feedbackRatingValues = ['up', 'down'] as const;
export type FeedbackRating = (typeof feedbackRatingValues)[number];

// ---------------------------------------------------------------------------------------------------------
// System settings and analytics

export const aiModelValues = ['gpt-5', 'gpt-5-mini', 'gpt-4o', 'gpt-4o-mini'] as const;
export type AiModel = (typeof aiModelValues)[number];
export const defaultAiModel: AiModel = 'gpt-5';
/** The chat badge text, e.g. 'GPT-5'. */
export const aiModelLabels: Record<AiModel, string> = {
  'gpt-5': 'GPT-5',
  'gpt-5-mini': 'GPT-5 Mini',
  'gpt-4o': 'GPT-4o',
  'gpt-4o-mini': 'GPT-4o Mini',
};
export const aiModelOptions = optionsOf(aiModelValues, aiModelLabels);

/**
 * What answers the chat: an OpenAI-compatible service (with the configured `ai_model`), or, when no
 * AI service is configured, the built-in engine (answers composed from the retrieved sections).
 */
export const answerEngineValues = ['openai', 'built-in'] as const;
export type AnswerEngine = (typeof answerEngineValues)[number];
export const answerEngineLabels: Record<AnswerEngine, string> = {
  openai: 'OpenAI-compatible service',
  'built-in': 'Built-in engine',
};

export const cacheHourValues = [1, 6, 24, 72, 168] as const;
export type CacheHours = (typeof cacheHourValues)[number];
export const defaultCacheHours: CacheHours = 24;
export const cacheHourLabels: Record<CacheHours, string> = {
  1: '1 hour',
  6: '6 hours',
  24: '24 hours (recommended)',
  72: '72 hours',
  168: '168 hours (1 week)',
};
export const cacheHourOptions = optionsOf<CacheHours>(cacheHourValues, cacheHourLabels);
/** The chat badge text, e.g. '24h'. */
export function cacheHoursBadge(hours: number): string {
  return `${hours}h`;
}

export const analyticsPeriodValues = ['all_time', 'last_30_days', 'last_7_days'] as const;
export type AnalyticsPeriod = (typeof analyticsPeriodValues)[number];
export const defaultAnalyticsPeriod: AnalyticsPeriod = 'all_time';
export const analyticsPeriodLabels: Record<AnalyticsPeriod, string> = {
  all_time: 'All Time',
  last_30_days: 'Last 30 Days',
  last_7_days: 'Last 7 Days',
};
export const analyticsPeriodOptions = optionsOf(analyticsPeriodValues, analyticsPeriodLabels);

/** The backend caches that the cache-clear calls empty (besides clear-all). */
export const cacheKindValues = ['response', 'retrieval', 'embedding'] as const;
export type CacheKind = (typeof cacheKindValues)[number];

/** Response-time rating of the KPI chat panel. */
export const responseTimeRatingValues = ['excellent', 'good', 'needs_improvement'] as const;
export type ResponseTimeRating = (typeof responseTimeRatingValues)[number];
export const responseTimeRatingLabels: Record<ResponseTimeRating, string> = {
  excellent: 'Excellent',
  good: 'Good',
  needs_improvement: 'Needs Improvement',
};

/** Badge variant of the document processing health panel (names as the spec: default, secondary, warning). */
export const processingHealthValues = ['default', 'secondary', 'warning'] as const;
export type ProcessingHealth = (typeof processingHealthValues)[number];
