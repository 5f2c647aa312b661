/**
 * Every closed set of values that crosses the wire, each with its zod schema, its TypeScript type and,
 * where the screens show it, its display label (word for word from the specs).
 *
 * Pattern for each set `foo`:
 *   fooValues      readonly tuple of wire values (reuse it for selects and story controls)
 *   fooSchema      z.enum(fooValues)
 *   Foo            the union type
 *   fooLabels      Record<Foo, string>: what the screens show
 *   fooOptions     [{ value, label }] in display order
 */
import { z } from 'zod';

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
export const roleSchema = z.enum(roleValues);
export type Role = z.infer<typeof roleSchema>;

/** BOOST roles, capitalised on the wire (`user.boost_role`); also the role badge text. */
export const boostRoleValues = ['Admin', 'Manager', 'Agent', 'User'] as const;
export const boostRoleSchema = z.enum(boostRoleValues);
export type BoostRole = z.infer<typeof boostRoleSchema>;

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
export const ticketStatusSchema = z.enum(ticketStatusValues);
export type TicketStatus = z.infer<typeof ticketStatusSchema>;
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
export const ticketStatusFilterSchema = z.enum(ticketStatusFilterValues);
export type TicketStatusFilter = z.infer<typeof ticketStatusFilterSchema>;
export const ticketStatusFilterLabels: Record<TicketStatusFilter, string> = {
  all_open: 'All Open',
  all: 'All Statuses',
  ...ticketStatusLabels,
};
export const ticketStatusFilterOptions = optionsOf(ticketStatusFilterValues, ticketStatusFilterLabels);

export const ticketPriorityValues = ['low', 'medium', 'high', 'urgent'] as const;
export const ticketPrioritySchema = z.enum(ticketPriorityValues);
export type TicketPriority = z.infer<typeof ticketPrioritySchema>;
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
export const ticketTierSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
export type TicketTier = z.infer<typeof ticketTierSchema>;
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
export const classificationSchema = z.enum(classificationValues);
export type Classification = z.infer<typeof classificationSchema>;
export const ticketClassificationSchema = z.enum(ticketClassificationValues);
export type TicketClassification = z.infer<typeof ticketClassificationSchema>;
export const chatTicketClassificationSchema = z.enum(chatTicketClassificationValues);
export type ChatTicketClassification = z.infer<typeof chatTicketClassificationSchema>;
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
export const assignedFilterSchema = z.enum(assignedFilterValues);
export type AssignedFilter = z.infer<typeof assignedFilterSchema>;
export const assignedFilterLabels: Record<AssignedFilter, string> = {
  assigned_to_me: 'Assigned to me',
  assigned: 'Assigned',
  unassigned: 'Unassigned',
};
export const assignedFilterOptions = optionsOf(assignedFilterValues, assignedFilterLabels);

/** Sort order of a ticket column (newest/oldest toggle). */
export const ticketSortValues = ['newest', 'oldest'] as const;
export const ticketSortSchema = z.enum(ticketSortValues);
export type TicketSort = z.infer<typeof ticketSortSchema>;
export const ticketSortLabels: Record<TicketSort, string> = { newest: 'Newest', oldest: 'Oldest' };

/**
 * Which of the list screen's columns a list call serves (our decision, so the server can paginate each
 * column): `assigned_to_me` (owner is me), `created_by_me` (requester is me), `visible` (everything the
 * caller may see: the third column, whose content depends on the role).
 */
export const ticketScopeValues = ['visible', 'assigned_to_me', 'created_by_me'] as const;
export const ticketScopeSchema = z.enum(ticketScopeValues);
export type TicketScope = z.infer<typeof ticketScopeSchema>;

/** Known audit actions (each has an icon). Any other action string is allowed and gets a default icon. */
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
export const auditActionSchema = z.enum(auditActionValues);
export type AuditAction = z.infer<typeof auditActionSchema>;

// ---------------------------------------------------------------------------------------------------------
// Departments

/** Support departments (tickets, users, assignees). The wire value is the display text. */
export const departmentValues = ['OS Support', 'Finance', 'HR/P&T', 'IT', 'LEC', 'DevOps'] as const;
export const departmentSchema = z.enum(departmentValues);
export type Department = z.infer<typeof departmentSchema>;
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
export const kbDepartmentSchema = z.enum(kbDepartmentValues);
export type KbDepartment = z.infer<typeof kbDepartmentSchema>;
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
export const businessUnitTypeSchema = z.enum(businessUnitTypeValues);
export type BusinessUnitType = z.infer<typeof businessUnitTypeSchema>;
export const defaultBusinessUnitType: BusinessUnitType = 'Business Support';
export const businessUnitTypeOptions: Option<BusinessUnitType>[] = businessUnitTypeValues.map((value) => ({
  value,
  label: value,
}));

export const businessUnitStatusValues = ['Active', 'Inactive'] as const;
export const businessUnitStatusSchema = z.enum(businessUnitStatusValues);
export type BusinessUnitStatus = z.infer<typeof businessUnitStatusSchema>;
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
export const notificationTypeSchema = z.enum(notificationTypeValues);
export type NotificationType = z.infer<typeof notificationTypeSchema>;
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
export const notificationConnectionSchema = z.enum(notificationConnectionValues);
export type NotificationConnection = z.infer<typeof notificationConnectionSchema>;
export const notificationConnectionLabels: Record<NotificationConnection, string> = {
  live: 'Live',
  polling: 'Polling',
  offline: 'Offline',
};

// ---------------------------------------------------------------------------------------------------------
// Documents

export const documentApprovalStatusValues = ['pending_approval', 'approved', 'rejected'] as const;
export const documentApprovalStatusSchema = z.enum(documentApprovalStatusValues);
export type DocumentApprovalStatus = z.infer<typeof documentApprovalStatusSchema>;
export const documentApprovalStatusLabels: Record<DocumentApprovalStatus, string> = {
  pending_approval: 'Pending Approval',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const documentProcessingStatusValues = ['pending', 'completed', 'timeout', 'failed'] as const;
export const documentProcessingStatusSchema = z.enum(documentProcessingStatusValues);
export type DocumentProcessingStatus = z.infer<typeof documentProcessingStatusSchema>;
export const documentProcessingStatusLabels: Record<DocumentProcessingStatus, string> = {
  pending: 'Processing...',
  completed: 'Processed',
  timeout: 'Indexed (timeout)',
  failed: 'Processing failed',
};

// ---------------------------------------------------------------------------------------------------------
// Chat

export const chatRoleValues = ['user', 'assistant'] as const;
export const chatRoleSchema = z.enum(chatRoleValues);
export type ChatRole = z.infer<typeof chatRoleSchema>;

export const chatResponseTypeValues = ['streaming', 'completed', 'structured', 'text'] as const;
export const chatResponseTypeSchema = z.enum(chatResponseTypeValues);
export type ChatResponseType = z.infer<typeof chatResponseTypeSchema>;

export const feedbackRatingValues = ['up', 'down'] as const;
export const feedbackRatingSchema = z.enum(feedbackRatingValues);
export type FeedbackRating = z.infer<typeof feedbackRatingSchema>;

// ---------------------------------------------------------------------------------------------------------
// System settings and analytics

export const aiModelValues = ['gpt-5', 'gpt-5-mini', 'gpt-4o', 'gpt-4o-mini'] as const;
export const aiModelSchema = z.enum(aiModelValues);
export type AiModel = z.infer<typeof aiModelSchema>;
export const defaultAiModel: AiModel = 'gpt-5';
/** The chat badge text, e.g. 'GPT-5'. */
export const aiModelLabels: Record<AiModel, string> = {
  'gpt-5': 'GPT-5',
  'gpt-5-mini': 'GPT-5 Mini',
  'gpt-4o': 'GPT-4o',
  'gpt-4o-mini': 'GPT-4o Mini',
};
export const aiModelOptions = optionsOf(aiModelValues, aiModelLabels);

export const cacheHourValues = [1, 6, 24, 72, 168] as const;
export const cacheHoursSchema = z.union([
  z.literal(1),
  z.literal(6),
  z.literal(24),
  z.literal(72),
  z.literal(168),
]);
export type CacheHours = z.infer<typeof cacheHoursSchema>;
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
export const analyticsPeriodSchema = z.enum(analyticsPeriodValues);
export type AnalyticsPeriod = z.infer<typeof analyticsPeriodSchema>;
export const defaultAnalyticsPeriod: AnalyticsPeriod = 'all_time';
export const analyticsPeriodLabels: Record<AnalyticsPeriod, string> = {
  all_time: 'All Time',
  last_30_days: 'Last 30 Days',
  last_7_days: 'Last 7 Days',
};
export const analyticsPeriodOptions = optionsOf(analyticsPeriodValues, analyticsPeriodLabels);

/** The backend caches that the cache-clear calls empty (besides clear-all). */
export const cacheKindValues = ['response', 'retrieval', 'embedding'] as const;
export const cacheKindSchema = z.enum(cacheKindValues);
export type CacheKind = z.infer<typeof cacheKindSchema>;

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
