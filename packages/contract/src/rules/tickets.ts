/** Ticket rules shared by the server (enforcement, queries) and the client (what to show). */
import { TICKET_REDIRECT_ID_MIN_EXCLUSIVE_LENGTH } from '../constants.ts';
import type { TicketPriority, TicketStatus, TicketTier } from '../enums.ts';
import {
  finishedTicketStatuses,
  ticketPriorityLabels,
  ticketStatusLabels,
  ticketTierLabels,
} from '../enums.ts';
import { effectiveRole, type RoleSource } from './roles.ts';

/** Not resolved or closed (what `all_open` and the fallback stats count as open). */
export function isOpenTicketStatus(status: string | null | undefined): boolean {
  return !(finishedTicketStatuses as readonly string[]).includes(status ?? '');
}

/**
 * Overdue: `due_at` has passed and the status is not resolved or closed. No or unparseable due date ->
 * not overdue. A ticket due exactly now is not yet overdue.
 */
export function isOverdue(
  ticket: { due_at?: string | Date | null; status?: string | null },
  now: Date | number = Date.now(),
): boolean {
  if (ticket.due_at == null || ticket.due_at === '') return false;
  const due = ticket.due_at instanceof Date ? ticket.due_at.getTime() : Date.parse(ticket.due_at);
  if (Number.isNaN(due)) return false;
  const at = typeof now === 'number' ? now : now.getTime();
  return due < at && isOpenTicketStatus(ticket.status);
}

/** Who is looking: enough of a user for the visibility rule. */
export interface TicketViewer extends RoleSource {
  id: string;
  department?: string | null;
}

/** Enough of a ticket for the visibility rule. */
export interface VisibleTicketFields {
  requester_id?: string | null;
  owner_id?: string | null;
  boost_agent_id?: string | null;
  support_department?: string | null;
}

/**
 * May `viewer` see `ticket`? (Server: a ticket you may not see answers 404. Client: the third column.)
 * - admin, manager: every ticket;
 * - agent: tickets of their own department, or where they are the requester, owner or boost agent;
 * - user, and any unknown role: only tickets they requested.
 * Decision: the spec names requester and owner for agents; we also let the ticket's boost agent see it,
 * because ticket notifications are sent to the boost agent and must open.
 */
export function canViewTicket(viewer: TicketViewer | null | undefined, ticket: VisibleTicketFields): boolean {
  if (!viewer?.id) return false;
  const role = effectiveRole(viewer);
  if (role === 'admin' || role === 'manager') return true;
  const isRequester = ticket.requester_id === viewer.id;
  if (role === 'agent') {
    const sameDepartment = !!viewer.department && viewer.department === ticket.support_department;
    return (
      sameDepartment || isRequester || ticket.owner_id === viewer.id || ticket.boost_agent_id === viewer.id
    );
  }
  return isRequester;
}

/**
 * The requester may mark their ticket resolved while it is waiting_customer ('Mark Resolved').
 */
export function canMarkResolved(
  viewer: { id: string } | null | undefined,
  ticket: { requester_id?: string | null; status?: string | null },
): boolean {
  return !!viewer?.id && ticket.requester_id === viewer.id && ticket.status === 'waiting_customer';
}

/** A ticket id usable in the signed-out redirect to /?ticketId={id}: longer than 10 characters. */
export function isRedirectableTicketId(id: string | null | undefined): id is string {
  return typeof id === 'string' && id.length > TICKET_REDIRECT_ID_MIN_EXCLUSIVE_LENGTH;
}

/** The values of the Quick Actions panel. `null` owner / boost agent = unassigned. */
export interface QuickActionValues {
  status: TicketStatus;
  priority: TicketPriority;
  tier: TicketTier;
  owner_id: string | null;
  boost_agent_id: string | null;
}

export type QuickActionField = keyof QuickActionValues;

/** Enough of a ticket for Quick Actions: its values and the names of its owner and boost agent. */
export type QuickActionTicket = QuickActionValues & {
  owner_name?: string | null;
  boost_agent_name?: string | null;
};

/** The Quick Actions values of a ticket. */
export function quickActionValuesOf(ticket: QuickActionValues): QuickActionValues {
  const { status, priority, tier, owner_id, boost_agent_id } = ticket;
  return { status, priority, tier, owner_id: owner_id ?? null, boost_agent_id: boost_agent_id ?? null };
}

/**
 * Person ids to names for the change texts: the people offered (assignees, boost agents) and the
 * ticket's own owner and boost agent, who may no longer be offered (inactive).
 */
export function quickActionNames(
  ticket: QuickActionTicket,
  people: readonly { id: string; name: string }[],
): Record<string, string> {
  const names: Record<string, string> = {};
  for (const person of people) names[person.id] = person.name;
  if (ticket.owner_id && ticket.owner_name) names[ticket.owner_id] = ticket.owner_name;
  if (ticket.boost_agent_id && ticket.boost_agent_name)
    names[ticket.boost_agent_id] = ticket.boost_agent_name;
  return names;
}

/** One changed field, with display texts for the 'Ticket Updated Successfully' toast. */
export interface QuickActionChange {
  field: QuickActionField;
  from: string | number | null;
  to: string | number | null;
  /** e.g. 'Status: New → In Progress'. Owner/agent texts use the given names. */
  text: string;
}

const fieldLabels: Record<QuickActionField, string> = {
  status: 'Status',
  priority: 'Priority',
  tier: 'Tier',
  owner_id: 'Assignee',
  boost_agent_id: 'Boost agent',
};

/**
 * What Save Changes would send: the fields of `draft` that differ from `current` (empty = nothing changed:
 * the button stays disabled and 'No Changes' is shown if reached). The 'unassigned' choice is `null`.
 * `names` maps person ids to names for the change texts.
 */
export function quickActionChanges(
  current: QuickActionValues,
  draft: QuickActionValues,
  names: Record<string, string> = {},
): QuickActionChange[] {
  const fields: QuickActionField[] = ['status', 'priority', 'tier', 'owner_id', 'boost_agent_id'];
  return fields
    .filter((field) => (current[field] ?? null) !== (draft[field] ?? null))
    .map((field) => {
      const from = current[field] ?? null;
      const to = draft[field] ?? null;
      return { field, from, to, text: quickActionChangeText(field, from, to, names) };
    });
}

/**
 * The words of one change, 'Status: New → In Progress', as the Quick Actions panel lists it, the save
 * toast says it and the ticket's Activity records it (the server writes its audit rows with it).
 */
export function quickActionChangeText(
  field: QuickActionField,
  from: string | number | null,
  to: string | number | null,
  names: Record<string, string> = {},
): string {
  const show = (value: string | number | null): string => {
    if (value === null) return 'Unassigned';
    if (field === 'status') return ticketStatusLabels[value as TicketStatus] ?? String(value);
    if (field === 'priority') return ticketPriorityLabels[value as TicketPriority] ?? String(value);
    if (field === 'tier') return `${value} - ${ticketTierLabels[value as TicketTier]}`;
    return names[value as string] ?? String(value);
  };
  return `${fieldLabels[field]}: ${show(from)} → ${show(to)}`;
}

/**
 * The new-ticket subject prefixed with department and category: '[IT - Hardware] Laptop will not start'.
 * (Format ours; the spec only says it is prefixed.) Idempotent: a subject already carrying this exact
 * prefix is returned unchanged. Blank department/category are left out ('[IT] ...').
 */
export function prefixSubject(subject: string, department?: string | null, category?: string | null): string {
  const parts = [department, category].map((p) => p?.trim()).filter((p): p is string => !!p);
  const text = subject.trim();
  if (parts.length === 0) return text;
  const prefix = `[${parts.join(' - ')}] `;
  return text.startsWith(prefix) ? text : `${prefix}${text}`;
}
