import { describe, expect, it } from 'vitest';
import { permissionMapSchema } from './enum-schemas.ts';
import {
  allPermissions,
  defaultPermissionMap,
  defaultRolePermissions,
  grantedPermissions,
  hasPermission,
  permissionGroups,
  permissionLabel,
  permissionValues,
} from './permissions.ts';

describe('permission catalogue', () => {
  it('has the five groups with the exact names of the spec', () => {
    expect(permissionGroups.map((g) => [g.label, [...g.permissions]])).toEqual([
      ['Dashboard', ['view_dashboard', 'view_statistics', 'export_reports']],
      ['James', ['use_ai_chat', 'view_chat_history', 'delete_conversations']],
      [
        'BOOST Support',
        [
          'create_tickets',
          'view_own_tickets',
          'view_department_tickets',
          'view_all_tickets',
          'assign_tickets',
          'close_tickets',
          'delete_tickets',
        ],
      ],
      [
        'Knowledge Base',
        ['view_documents', 'upload_documents', 'approve_documents', 'manage_documents', 'admin_documents'],
      ],
      [
        'Administration',
        ['manage_users', 'manage_business_units', 'manage_permissions', 'system_settings', 'view_audit_logs'],
      ],
    ]);
    expect(permissionValues).toHaveLength(23);
    expect(new Set(permissionValues).size).toBe(23);
  });

  it('labels names', () => {
    expect(permissionLabel('view_all_tickets')).toBe('View all tickets');
  });
});

describe('default permissions by role', () => {
  it('admin has everything', () => {
    expect([...defaultRolePermissions.admin]).toEqual([...permissionValues]);
    expect(Object.values(defaultPermissionMap('admin')).every(Boolean)).toBe(true);
  });

  it('manager: all but delete_tickets, admin_documents and the four admin powers', () => {
    const denied = permissionValues.filter((p) => !defaultRolePermissions.manager.includes(p));
    expect(denied.sort()).toEqual(
      [
        'delete_tickets',
        'admin_documents',
        'manage_users',
        'manage_business_units',
        'manage_permissions',
        'system_settings',
      ].sort(),
    );
    expect(defaultRolePermissions.manager).toContain('view_audit_logs');
  });

  it('agent exactly as the spec', () => {
    expect([...defaultRolePermissions.agent].sort()).toEqual(
      [
        'view_dashboard',
        'use_ai_chat',
        'view_chat_history',
        'create_tickets',
        'view_own_tickets',
        'view_department_tickets',
        'view_documents',
        'upload_documents',
      ].sort(),
    );
  });

  it('user exactly as the spec', () => {
    expect([...defaultRolePermissions.user].sort()).toEqual(
      [
        'view_dashboard',
        'use_ai_chat',
        'view_chat_history',
        'create_tickets',
        'view_own_tickets',
        'view_documents',
      ].sort(),
    );
  });

  it('other roles get nothing', () => {
    expect(Object.values(defaultPermissionMap(null)).some(Boolean)).toBe(false);
    expect(Object.values(defaultPermissionMap(undefined)).some(Boolean)).toBe(false);
  });

  it('maps list every permission', () => {
    const map = defaultPermissionMap('user');
    expect(Object.keys(map)).toEqual([...permissionValues]);
    expect(map.view_documents).toBe(true);
    expect(map.upload_documents).toBe(false);
  });
});

describe('maps', () => {
  it('select all / deselect all', () => {
    expect(grantedPermissions(allPermissions(true))).toEqual([...permissionValues]);
    expect(grantedPermissions(allPermissions(false))).toEqual([]);
  });

  it('hasPermission: absent means not granted', () => {
    expect(hasPermission({ view_dashboard: true }, 'view_dashboard')).toBe(true);
    expect(hasPermission({ view_dashboard: false }, 'view_dashboard')).toBe(false);
    expect(hasPermission({}, 'view_dashboard')).toBe(false);
    expect(hasPermission(null, 'view_dashboard')).toBe(false);
  });

  it('the schema accepts partial maps and rejects unknown names or non-booleans', () => {
    expect(permissionMapSchema.parse({ view_dashboard: true })).toEqual({ view_dashboard: true });
    expect(permissionMapSchema.safeParse({ fly: true }).success).toBe(false);
    expect(permissionMapSchema.safeParse({ view_dashboard: 'yes' }).success).toBe(false);
  });
});
