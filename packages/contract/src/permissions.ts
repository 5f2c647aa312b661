/**
 * The permission catalogue (five groups, names exactly as the spec) and the default permissions by role.
 * The server enforces the map; the client uses it to show or hide controls.
 */
import type { Role } from './enums.ts';

export const permissionGroups = [
  {
    id: 'dashboard',
    label: 'Dashboard',
    permissions: ['view_dashboard', 'view_statistics', 'export_reports'],
  },
  {
    id: 'james',
    label: 'James',
    permissions: ['use_ai_chat', 'view_chat_history', 'delete_conversations'],
  },
  {
    id: 'boost_support',
    label: 'BOOST Support',
    permissions: [
      'create_tickets',
      'view_own_tickets',
      'view_department_tickets',
      'view_all_tickets',
      'assign_tickets',
      'close_tickets',
      'delete_tickets',
    ],
  },
  {
    id: 'knowledge_base',
    label: 'Knowledge Base',
    permissions: [
      'view_documents',
      'upload_documents',
      'approve_documents',
      'manage_documents',
      'admin_documents',
    ],
  },
  {
    id: 'administration',
    label: 'Administration',
    permissions: [
      'manage_users',
      'manage_business_units',
      'manage_permissions',
      'system_settings',
      'view_audit_logs',
    ],
  },
] as const;

export type PermissionGroup = (typeof permissionGroups)[number];
export type PermissionGroupId = PermissionGroup['id'];
export type Permission = PermissionGroup['permissions'][number];

/** All 23 permission names in catalogue order. */
export const permissionValues = permissionGroups.flatMap(
  (group) => group.permissions,
) as unknown as readonly [Permission, ...Permission[]];

/** Display label of a permission name: 'view_all_tickets' -> 'View all tickets'. */
export function permissionLabel(permission: Permission): string {
  const text = permission.replaceAll('_', ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A user's permissions: permission name -> granted. A name that is absent counts as not granted.
 * Its schema (which rejects unknown names) is `permissionMapSchema` in enum-schemas.ts.
 */
export type PermissionMap = Partial<Record<Permission, boolean>>;

/** Permissions granted by default per role (spec table). Admin has everything; unknown roles nothing. */
export const defaultRolePermissions: Record<Role, readonly Permission[]> = {
  admin: permissionValues,
  manager: [
    'view_dashboard',
    'view_statistics',
    'export_reports',
    'use_ai_chat',
    'view_chat_history',
    'delete_conversations',
    'create_tickets',
    'view_own_tickets',
    'view_department_tickets',
    'view_all_tickets',
    'assign_tickets',
    'close_tickets',
    'view_documents',
    'upload_documents',
    'approve_documents',
    'manage_documents',
    'view_audit_logs',
  ],
  agent: [
    'view_dashboard',
    'use_ai_chat',
    'view_chat_history',
    'create_tickets',
    'view_own_tickets',
    'view_department_tickets',
    'view_documents',
    'upload_documents',
  ],
  user: [
    'view_dashboard',
    'use_ai_chat',
    'view_chat_history',
    'create_tickets',
    'view_own_tickets',
    'view_documents',
  ],
};

/**
 * The full default map for a role: every permission name with true or false (what the add-user dialog
 * resets its checkboxes to). `null`/unknown role -> every permission false.
 */
export function defaultPermissionMap(role: Role | null | undefined): Record<Permission, boolean> {
  const granted = new Set<Permission>(role ? defaultRolePermissions[role] : []);
  return Object.fromEntries(permissionValues.map((p) => [p, granted.has(p)])) as Record<Permission, boolean>;
}

/** Every permission set to `value` (the dialog's Select All / Deselect All). */
export function allPermissions(value: boolean): Record<Permission, boolean> {
  return Object.fromEntries(permissionValues.map((p) => [p, value])) as Record<Permission, boolean>;
}

/** True when the map grants the permission (absent -> false). */
export function hasPermission(map: PermissionMap | null | undefined, permission: Permission): boolean {
  return map?.[permission] === true;
}

/** The names granted by a map, in catalogue order. */
export function grantedPermissions(map: PermissionMap | null | undefined): Permission[] {
  return permissionValues.filter((p) => map?.[p] === true);
}
