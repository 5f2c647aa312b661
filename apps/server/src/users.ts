import { eq, sql } from 'drizzle-orm';
import type { Db } from './db/index.ts';
import { businessUnits, users } from './db/schema.ts';
import {
  defaultPermissions,
  displayNameFromEmail,
  effectiveRole,
  PERMISSIONS,
  type Permission,
} from './domain.ts';

export type UserRow = typeof users.$inferSelect & { businessUnitName: string | null };

export const userColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  boostRole: users.boostRole,
  department: users.department,
  businessUnitId: users.businessUnitId,
  isActive: users.isActive,
  personalCodeHash: users.personalCodeHash,
  permissions: users.permissions,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
  businessUnitName: businessUnits.name,
};

export function selectUsers(db: Db) {
  return db
    .select(userColumns)
    .from(users)
    .leftJoin(businessUnits, eq(businessUnits.id, users.businessUnitId));
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await selectUsers(db).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await selectUsers(db).where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return row;
}

export function displayName(row: { name: string | null; email: string }): string {
  return row.name?.trim() || displayNameFromEmail(row.email);
}

/** Stored permissions over the role's defaults: catalogue entries missing from the map keep the default. */
export function permissionsOf(
  row: Pick<UserRow, 'role' | 'boostRole' | 'permissions'>,
): Record<Permission, boolean> {
  const role = effectiveRole({ role: row.role, boost_role: row.boostRole });
  const base = defaultPermissions(role);
  if (!row.permissions) return base;
  for (const p of PERMISSIONS) if (typeof row.permissions[p] === 'boolean') base[p] = row.permissions[p];
  return base;
}

/** The parts of a stored user that decide which tickets they see (as `visibleTo` reads them). */
export function viewerOf(row: Pick<UserRow, 'id' | 'role' | 'boostRole' | 'department' | 'permissions'>) {
  return {
    id: row.id,
    department: row.department,
    effectiveRole: effectiveRole({ role: row.role, boost_role: row.boostRole }),
    permissions: permissionsOf(row),
  };
}

/** A user as the wire shows it. The personal code is only ever shown once, when issued. */
export function userDto(
  row: UserRow,
  extra: {
    personal_code?: string | null;
    withPermissions?: boolean;
    isUserAdministrator?: boolean;
    /** The designated document administrator (DOCUMENT_ADMIN_EMAIL); only in the person's own answers. */
    isDocumentAdministrator?: boolean;
  } = {},
) {
  const name = displayName(row);
  return {
    id: row.id,
    user_id: row.id,
    email: row.email,
    name,
    display_name: name,
    role: row.role,
    boost_role: row.boostRole ?? capitalise(row.role),
    department: row.department,
    business_unit_id: row.businessUnitId,
    business_unit_name: row.businessUnitName,
    personal_code: extra.personal_code ?? null,
    has_personal_code: row.personalCodeHash !== null,
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
    ...(extra.withPermissions ? { permissions: permissionsOf(row) } : {}),
    ...(extra.isUserAdministrator !== undefined ? { is_user_administrator: extra.isUserAdministrator } : {}),
    ...(extra.isDocumentAdministrator !== undefined
      ? { is_document_administrator: extra.isDocumentAdministrator }
      : {}),
  };
}

function capitalise(role: string) {
  return role.charAt(0).toUpperCase() + role.slice(1).toLowerCase();
}
