/**
 * Roles: the effective role and the role-based capabilities the screens show and the server enforces.
 *
 * Decision (spec: "the boost role if present, else the role, case-insensitive"):
 * - The first of `boost_role`, `role` that is a non-blank string is THE role; the other is not consulted.
 * - It is matched case-insensitively (and trimmed) against admin, manager, agent, user.
 * - If that value is not one of the four, the effective role is `null`, never 'user' and never a fallback
 *   to the other field: an unknown role gets least privilege (no permissions, per the spec's 'other:
 *   nothing'; ticket visibility as a user's). Falling back could turn e.g. boost_role 'Suspended' +
 *   role 'admin' into an admin.
 */

import { labels } from '../constants.ts';
import type { BoostRole, Role, TicketStatus } from '../enums.ts';
import { roleLabels, roleValues, ticketStatusValues } from '../enums.ts';
import { defaultPermissionMap, type Permission, type PermissionMap } from '../permissions.ts';

/** What the role rules read from a user. */
export interface RoleSource {
  role?: string | null;
  boost_role?: string | null;
}

/** 'Admin', ' admin ', 'ADMIN' -> 'admin'; anything else -> null. */
export function normalizeRole(value: string | null | undefined): Role | null {
  if (typeof value !== 'string') return null;
  const key = value.trim().toLowerCase();
  return (roleValues as readonly string[]).includes(key) ? (key as Role) : null;
}

/** The effective role: `boost_role` if present (non-blank), else `role`; case-insensitive; unknown -> null. */
export function effectiveRole(user: RoleSource | null | undefined): Role | null {
  if (!user) return null;
  const boost = typeof user.boost_role === 'string' ? user.boost_role.trim() : '';
  return normalizeRole(boost !== '' ? boost : user.role);
}

/** True when the user's effective role is one of `roles`. */
export function hasRole(user: RoleSource | null | undefined, ...roles: Role[]): boolean {
  const role = effectiveRole(user);
  return role !== null && roles.includes(role);
}

/**
 * Whether a signed-in person holds a permission: their map as sign-in and `me` send it, else (an
 * entry missing from it) their effective role's default. The server enforces the same map.
 */
export function userHasPermission(
  user: (RoleSource & { permissions?: PermissionMap | undefined }) | null | undefined,
  permission: Permission,
): boolean {
  const stored = user?.permissions?.[permission];
  return typeof stored === 'boolean' ? stored : defaultPermissionMap(effectiveRole(user))[permission];
}

/** The navigation role badge reads the `role` field only (spec), case-insensitively. */
export function roleBadgeRole(user: RoleSource | null | undefined): Role | null {
  return normalizeRole(user?.role);
}

/** 'manager' -> 'Manager' (the BOOST role / badge text). */
export function toBoostRole(role: Role): BoostRole {
  return roleLabels[role];
}

/** Agent, manager and admin: may write and read internal comments ('Internal comment (staff only)'). */
export function canUseInternalComments(user: RoleSource | null | undefined): boolean {
  return hasRole(user, 'agent', 'manager', 'admin');
}

/** Manager and admin: Quick Actions (status, priority, tier, owner, boost agent) and the 'closed' status. */
export function canManageTickets(user: RoleSource | null | undefined): boolean {
  return hasRole(user, 'manager', 'admin');
}

/**
 * BOOST admin (/boost/admin) is for whoever manages users or business units (by default admins): the
 * server refuses their changes to anyone else, so only they get a way there and its tabs.
 */
export function canUseBoostAdmin(
  user: (RoleSource & { permissions?: PermissionMap | undefined }) | null | undefined,
): boolean {
  return userHasPermission(user, 'manage_users') || userHasPermission(user, 'manage_business_units');
}

/** Admin only: the Admin nav link and the /admin route (role or boost role admin). */
export function canAccessAdmin(user: RoleSource | null | undefined): boolean {
  return hasRole(user, 'admin') || normalizeRole(user?.role) === 'admin';
}

/** Status options for a role: 'closed' is offered to manager and admin only. */
export function ticketStatusesForRole(user: RoleSource | null | undefined): TicketStatus[] {
  return canManageTickets(user) ? [...ticketStatusValues] : ticketStatusValues.filter((s) => s !== 'closed');
}

/** The third ticket column's title: all tickets (admin, manager), department tickets (agent), else yours. */
export function thirdColumnTitle(user: RoleSource | null | undefined): string {
  const role = effectiveRole(user);
  if (role === 'admin' || role === 'manager') return labels.columnAllTickets;
  if (role === 'agent') return labels.columnDepartmentTickets;
  return labels.columnYourTickets;
}
