import { describe, expect, it } from 'vitest';
import {
  canAccessAdmin,
  canManageTickets,
  canUseBoostAdmin,
  canUseInternalComments,
  effectiveRole,
  hasRole,
  normalizeRole,
  roleBadgeRole,
  thirdColumnTitle,
  ticketStatusesForRole,
  toBoostRole,
  userHasPermission,
} from './roles.ts';

describe('normalizeRole', () => {
  it.each([
    ['admin', 'admin'],
    ['Admin', 'admin'],
    ['ADMIN', 'admin'],
    [' Manager ', 'manager'],
    ['agent', 'agent'],
    ['User', 'user'],
  ])('%j -> %j', (input, expected) => {
    expect(normalizeRole(input)).toBe(expected);
  });

  it.each([[''], ['  '], ['guest'], ['superadmin'], [null], [undefined]])('%j -> null', (input) => {
    expect(normalizeRole(input)).toBeNull();
  });
});

describe('effectiveRole', () => {
  it('uses boost_role when present', () => {
    expect(effectiveRole({ role: 'user', boost_role: 'Manager' })).toBe('manager');
    expect(effectiveRole({ role: 'admin', boost_role: 'Agent' })).toBe('agent');
  });

  it('falls back to role when boost_role is missing, null or blank', () => {
    expect(effectiveRole({ role: 'agent' })).toBe('agent');
    expect(effectiveRole({ role: 'Agent', boost_role: null })).toBe('agent');
    expect(effectiveRole({ role: 'MANAGER', boost_role: '   ' })).toBe('manager');
  });

  it('is case-insensitive', () => {
    expect(effectiveRole({ boost_role: 'aDmIn' })).toBe('admin');
    expect(effectiveRole({ role: 'USER' })).toBe('user');
  });

  it('gives null (least privilege) for an unknown role, without falling back to role', () => {
    expect(effectiveRole({ role: 'admin', boost_role: 'Suspended' })).toBeNull();
    expect(effectiveRole({ role: 'guest' })).toBeNull();
    expect(effectiveRole({})).toBeNull();
    expect(effectiveRole(null)).toBeNull();
    expect(effectiveRole(undefined)).toBeNull();
  });
});

describe('hasRole', () => {
  it('checks the effective role', () => {
    expect(hasRole({ role: 'user', boost_role: 'Admin' }, 'admin')).toBe(true);
    expect(hasRole({ role: 'admin', boost_role: 'User' }, 'admin')).toBe(false);
    expect(hasRole({ role: 'agent' }, 'manager', 'agent')).toBe(true);
    expect(hasRole({ role: 'nobody' }, 'user')).toBe(false);
  });
});

describe('roleBadgeRole', () => {
  it('reads the role field only', () => {
    expect(roleBadgeRole({ role: 'Manager', boost_role: 'Admin' })).toBe('manager');
    expect(roleBadgeRole({ boost_role: 'Admin' })).toBeNull();
    expect(roleBadgeRole({ role: 'x' })).toBeNull();
  });
});

describe('toBoostRole', () => {
  it('capitalises', () => {
    expect(toBoostRole('admin')).toBe('Admin');
    expect(toBoostRole('manager')).toBe('Manager');
    expect(toBoostRole('agent')).toBe('Agent');
    expect(toBoostRole('user')).toBe('User');
  });
});

describe('capabilities', () => {
  const admin = { role: 'admin' };
  const manager = { role: 'manager' };
  const agent = { role: 'agent' };
  const user = { role: 'user' };
  const unknown = { role: 'visitor' };

  it('internal comments: agent, manager, admin', () => {
    expect([admin, manager, agent, user, unknown].map(canUseInternalComments)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('quick actions and closed: manager and admin', () => {
    expect([admin, manager, agent, user, unknown].map(canManageTickets)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('admin area: role or boost role admin', () => {
    expect(canAccessAdmin(admin)).toBe(true);
    expect(canAccessAdmin({ role: 'user', boost_role: 'Admin' })).toBe(true);
    expect(canAccessAdmin({ role: 'Admin', boost_role: 'User' })).toBe(true);
    expect(canAccessAdmin(manager)).toBe(false);
    expect(canAccessAdmin(null)).toBe(false);
  });

  it("offers 'closed' to manager and admin only", () => {
    expect(ticketStatusesForRole(manager)).toContain('closed');
    expect(ticketStatusesForRole(admin)).toHaveLength(7);
    expect(ticketStatusesForRole(agent)).not.toContain('closed');
    expect(ticketStatusesForRole(user)).toEqual([
      'open',
      'in_progress',
      'waiting_customer',
      'on_hold',
      'escalated',
      'resolved',
    ]);
  });

  it('titles the third column by role', () => {
    expect(thirdColumnTitle(admin)).toBe('All tickets');
    expect(thirdColumnTitle(manager)).toBe('All tickets');
    expect(thirdColumnTitle(agent)).toBe('Department tickets');
    expect(thirdColumnTitle(user)).toBe('Your tickets');
    expect(thirdColumnTitle(unknown)).toBe('Your tickets');
  });
});

describe('userHasPermission', () => {
  it('reads the map sign-in sent, else the effective role defaults', () => {
    expect(userHasPermission({ role: 'user' }, 'delete_conversations')).toBe(false);
    expect(userHasPermission({ role: 'user', boost_role: 'Manager' }, 'delete_conversations')).toBe(true);
    expect(
      userHasPermission(
        { role: 'user', permissions: { delete_conversations: true } },
        'delete_conversations',
      ),
    ).toBe(true);
    expect(
      userHasPermission(
        { role: 'admin', permissions: { delete_conversations: false } },
        'delete_conversations',
      ),
    ).toBe(false);
    expect(userHasPermission({ role: 'admin', permissions: {} }, 'system_settings')).toBe(true);
    expect(userHasPermission(null, 'view_dashboard')).toBe(false);
  });
});

describe('canUseBoostAdmin', () => {
  it('follows manage_users or manage_business_units: admins by default, or anyone granted one', () => {
    expect(canUseBoostAdmin({ role: 'admin' })).toBe(true);
    expect(canUseBoostAdmin({ role: 'manager' })).toBe(false);
    expect(canUseBoostAdmin({ role: 'user', permissions: { manage_business_units: true } })).toBe(true);
    expect(canUseBoostAdmin({ role: 'agent', permissions: { manage_users: true } })).toBe(true);
    expect(
      canUseBoostAdmin({ role: 'admin', permissions: { manage_users: false, manage_business_units: false } }),
    ).toBe(false);
    expect(canUseBoostAdmin(null)).toBe(false);
  });
});
