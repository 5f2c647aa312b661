/**
 * The business vocabulary the server uses, taken from `@portal/contract` so both ends share one
 * definition; only server-side conveniences live here.
 */
import {
  ATTACHMENT_ACCEPTED_EXTENSIONS,
  ATTACHMENT_MAX_BYTES,
  type Department,
  defaultPermissionMap,
  departmentValues,
  finishedTicketStatuses,
  type NotificationType,
  type Permission,
  permissionValues,
  type Role,
  roleValues,
  slaPausedTicketStatuses,
  type TicketPriority,
  type TicketStatus,
  ticketPriorityValues,
  ticketStatusValues,
  toBoostRole,
} from '@portal/contract';

export { displayNameFromEmail, effectiveRole, emailsMatch, normalizeEmail } from '@portal/contract';
export type { Department, NotificationType, Permission, Role };
export type Status = TicketStatus;
export type Priority = TicketPriority;

export const ROLES = roleValues;
export const STATUSES = ticketStatusValues;
export const PRIORITIES = ticketPriorityValues;
export const DEPARTMENTS = departmentValues;
export const CLOSED_STATUSES: readonly Status[] = finishedTicketStatuses;
/** The SLA clock stops while the ticket waits on someone outside support. */
export const PAUSED_STATUSES: readonly Status[] = slaPausedTicketStatuses;
export const PERMISSIONS: readonly Permission[] = permissionValues;
export const MAX_ATTACHMENT_BYTES = ATTACHMENT_MAX_BYTES;
/** Without the leading dot: 'pdf', 'docx' ... */
export const ATTACHMENT_EXTENSIONS: readonly string[] = ATTACHMENT_ACCEPTED_EXTENSIONS.map((e) =>
  e.replace(/^\./, ''),
);
export const TICKET_NUMBER_PREFIX = 'BST-';

export function defaultPermissions(role: Role | null | undefined): Record<Permission, boolean> {
  return defaultPermissionMap(role);
}

export function boostRoleLabel(role: Role) {
  return toBoostRole(role);
}

export function ticketNumber(n: number): string {
  return `${TICKET_NUMBER_PREFIX}${n}`;
}
