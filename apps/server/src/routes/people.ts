import { and, asc, count, eq, ne, notInArray, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { hashSecret, newPersonalCode } from '../auth/crypto.ts';
import { assertPermission, isStaff, revokeUserSessions } from '../auth/sessions.ts';
import { CATEGORIES } from '../categories.ts';
import type { AppContext, AppEnv, CurrentUser } from '../context.ts';
import type { Executor } from '../db/index.ts';
import { businessUnits, tickets, users } from '../db/schema.ts';
import {
  assertAddressFree,
  assertMayChangeDesignated,
  bindNewAccount,
  recordAccountAudit,
  unbindAccount,
} from '../designations.ts';
import { boostRoleLabel, CLOSED_STATUSES, effectiveRole, PERMISSIONS, type Role } from '../domain.ts';
import { forbidden, HttpError, idParam, jsonBody, notFound, parse } from '../http.ts';
import {
  boostUserUpdateRequestSchema,
  businessUnitCreateRequestSchema,
  businessUnitUpdateRequestSchema,
  permissionsUpdateRequestSchema,
  userCreateRequestSchema,
  userUpdateRequestSchema,
} from '../schemas.ts';
import { displayName, findUserById, permissionsOf, selectUsers, userDto } from '../users.ts';

/** Reading the user list: user administrators, and those who assign tickets (their dialog lists people). */
function assertCanListUsers(user: CurrentUser) {
  if (!user.permissions.manage_users && !user.permissions.assign_tickets)
    throw forbidden('Failed to fetch users. Admin access required.');
}

async function assertBusinessUnit(tx: Executor, id: string | null | undefined) {
  if (!id) return;
  const [row] = await tx
    .select({ id: businessUnits.id })
    .from(businessUnits)
    .where(sql`${businessUnits.id}::text = ${id}`);
  if (!row) throw new HttpError(400, 'business_unit_id: Unknown business unit');
}

async function assertEmailFree(tx: Executor, email: string, exceptId?: string) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(sql`lower(${users.email}) = ${email.toLowerCase()}`, exceptId ? ne(users.id, exceptId) : undefined),
    );
  if (row) throw new HttpError(409, `A user with the e-mail ${email} already exists`);
}

/** role and boost_role are kept in step: setting one sets the other. */
function rolesFrom(body: { role?: Role | undefined; boost_role?: string | undefined }) {
  const role = body.role ?? (body.boost_role ? (body.boost_role.toLowerCase() as Role) : undefined);
  if (!role) return {};
  return { role, boostRole: body.boost_role ?? boostRoleLabel(role) };
}

export function peopleRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const { db } = ctx.database;

  const listUsers = async (viewer: CurrentUser) => {
    const rows = await selectUsers(db).orderBy(asc(users.email));
    return rows.map((r) => userDto(r, { withPermissions: viewer.permissions.manage_users }));
  };

  const updateUser = async (
    viewer: CurrentUser,
    id: string,
    body: {
      name?: string | undefined;
      email?: string | undefined;
      role?: Role | undefined;
      boost_role?: string | undefined;
      department?: string | null | undefined;
      business_unit_id?: string | null | undefined;
      is_active?: boolean | undefined;
    },
  ) => {
    assertPermission(viewer, 'manage_users');
    const before = await findUserById(db, id);
    if (!before) throw notFound('User not found');
    const roles = rolesFrom(body);
    // A stored permission map is a full map that overrides the role's defaults: kept across a role
    // change, a demoted administrator would keep manage_users and manage_permissions and could
    // promote themselves again. A new role starts from its own defaults (this call sets no map).
    const roleChanged =
      roles.role !== undefined &&
      (roles.role !== before.role ||
        (roles.boostRole ?? '').toLowerCase() !== (before.boostRole ?? '').toLowerCase());
    const emailChanged = body.email !== undefined && body.email.toLowerCase() !== before.email.toLowerCase();
    // Checked (and refusals audited) before the transaction, whose rollback would take the audit along.
    if (body.email && emailChanged) await assertAddressFree(db, ctx.config, body.email, id, viewer);
    const designatedChange = await assertMayChangeDesignated(db, viewer, before, 'account_changed', [
      ...(emailChanged ? ['email'] : []),
      ...(roleChanged ? ['role'] : []),
      ...(body.is_active !== undefined && body.is_active !== before.isActive ? ['is_active'] : []),
    ]);
    const row = await db.transaction(async (tx) => {
      const existing = await findUserById(tx, id);
      if (!existing) throw notFound('User not found');
      if (body.email) await assertEmailFree(tx, body.email, id);
      await assertBusinessUnit(tx, body.business_unit_id);
      if (id === viewer.id && ((roles.role && roles.role !== 'admin') || body.is_active === false))
        throw new HttpError(409, 'You cannot remove your own administrator access');
      if (designatedChange)
        await recordAccountAudit(tx, {
          ...designatedChange,
          detail: {
            ...designatedChange.detail,
            ...(emailChanged ? { email: { from: before.email, to: body.email } } : {}),
            ...(roleChanged ? { role: { from: before.role, to: roles.role } } : {}),
            ...(body.is_active !== undefined ? { is_active: body.is_active } : {}),
          },
        });
      await tx
        .update(users)
        .set({
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.email !== undefined ? { email: body.email } : {}),
          ...roles,
          ...(roleChanged ? { permissions: null } : {}),
          ...(body.department !== undefined ? { department: body.department } : {}),
          ...(body.business_unit_id !== undefined ? { businessUnitId: body.business_unit_id } : {}),
          ...(body.is_active !== undefined ? { isActive: body.is_active } : {}),
          updatedAt: ctx.now(),
        })
        .where(eq(users.id, id));
      if (body.is_active === false) await revokeUserSessions(tx, id, ctx.now());
      const name =
        body.name ?? (body.email ? displayName({ name: existing.name, email: body.email }) : undefined);
      if (name) {
        // Names shown on tickets follow the person.
        await tx.update(tickets).set({ ownerName: name }).where(eq(tickets.ownerId, id));
        await tx.update(tickets).set({ boostAgentName: name }).where(eq(tickets.boostAgentId, id));
      }
      return findUserById(tx, id);
    });
    if (!row) throw notFound('User not found');
    return userDto(row, { withPermissions: true });
  };

  const deleteUser = async (viewer: CurrentUser, id: string) => {
    assertPermission(viewer, 'manage_users');
    if (id === viewer.id) throw new HttpError(409, 'You cannot delete your own account');
    const target = await findUserById(db, id);
    if (!target) throw notFound('User not found');
    const designated = await assertMayChangeDesignated(db, viewer, target, 'account_deleted', ['account']);
    await db.transaction(async (tx) => {
      if (designated) {
        // The designation goes with the account; creating an account with the address binds it anew.
        await unbindAccount(tx, id);
        await recordAccountAudit(tx, designated);
      }
      const deleted = await tx.delete(users).where(eq(users.id, id)).returning({ id: users.id });
      if (deleted.length === 0) throw notFound('User not found');
    });
    return { ok: true as const, message: 'User deleted successfully' };
  };

  // --- System administration

  app.get('/admin/users', async (c) => {
    assertCanListUsers(c.get('user'));
    return c.json(await listUsers(c.get('user')));
  });

  app.post('/admin/users', async (c) => {
    const viewer = c.get('user');
    assertPermission(viewer, 'manage_users');
    if (!viewer.isUserAdministrator) throw forbidden('Only the designated user administrator can add users');
    const body = parse(userCreateRequestSchema, await jsonBody(c));
    await assertAddressFree(db, ctx.config, body.email, undefined, viewer);
    const code = newPersonalCode();
    const codeHash = await hashSecret(code);
    const row = await db.transaction(async (tx) => {
      await assertEmailFree(tx, body.email);
      await assertBusinessUnit(tx, body.business_unit_id);
      const roles = rolesFrom(body);
      const role = roles.role ?? 'user';
      const [inserted] = await tx
        .insert(users)
        .values({
          email: body.email,
          name: body.name,
          role,
          boostRole: roles.boostRole ?? boostRoleLabel(role),
          department: body.department ?? null,
          businessUnitId: body.business_unit_id ?? null,
          isActive: body.is_active ?? true,
          personalCodeHash: codeHash,
          permissions: body.permissions
            ? { ...permissionsOf({ role, boostRole: null, permissions: null }), ...body.permissions }
            : null,
        })
        .returning({ id: users.id, email: users.email });
      // An account created with an unbound designated address takes that designation.
      if (inserted) await bindNewAccount(tx, ctx.config, inserted, viewer);
      return inserted && findUserById(tx, inserted.id);
    });
    if (!row) throw new Error('User insert returned nothing');
    return c.json(userDto(row, { personal_code: code, withPermissions: true }), 201);
  });

  app.put('/admin/users/:id', async (c) => {
    const body = parse(userUpdateRequestSchema, await jsonBody(c));
    return c.json(await updateUser(c.get('user'), idParam(c), body));
  });

  app.delete('/admin/users/:id', async (c) => c.json(await deleteUser(c.get('user'), idParam(c))));

  app.put('/admin/users/:id/permissions', async (c) => {
    const viewer = c.get('user');
    assertPermission(viewer, 'manage_permissions');
    const id = idParam(c);
    const body = parse(permissionsUpdateRequestSchema, await jsonBody(c));
    const existing = await findUserById(db, id);
    if (!existing) throw notFound('User not found');
    const current = permissionsOf(existing);
    const merged = { ...current, ...body.permissions };
    if (id === viewer.id && (!merged.manage_permissions || !merged.manage_users))
      throw new HttpError(409, 'You cannot remove your own permission to manage users and permissions');
    const changed = PERMISSIONS.filter((p) => (merged[p] === true) !== current[p]);
    // Taking a permission away from a designated account could lock its holder out (no manage_users);
    // granting one cannot, and stays open to every holder of manage_permissions.
    const designated = await assertMayChangeDesignated(
      db,
      viewer,
      existing,
      'permissions_changed',
      changed.some((p) => current[p]) ? ['permissions'] : [],
    );
    const stored = Object.fromEntries(PERMISSIONS.map((p) => [p, merged[p] === true]));
    await db.transaction(async (tx) => {
      await tx.update(users).set({ permissions: stored, updatedAt: ctx.now() }).where(eq(users.id, id));
      if (designated)
        await recordAccountAudit(tx, {
          ...designated,
          detail: { ...designated.detail, changed: Object.fromEntries(changed.map((p) => [p, stored[p]])) },
        });
    });
    return c.json({ user_id: id, permissions: stored });
  });

  app.post('/admin/users/:id/regenerate-code', async (c) => {
    const viewer = c.get('user');
    assertPermission(viewer, 'manage_users');
    if (!viewer.isUserAdministrator)
      throw forbidden('Only the designated user administrator can regenerate personal codes');
    const id = idParam(c);
    const target = await findUserById(db, id);
    if (!target) throw notFound('User not found');
    const designated = await assertMayChangeDesignated(db, viewer, target, 'code_regenerated', ['code']);
    const code = newPersonalCode();
    const hash = await hashSecret(code);
    const updated = await db.transaction(async (tx) => {
      if (designated) await recordAccountAudit(tx, designated);
      return tx
        .update(users)
        .set({ personalCodeHash: hash, updatedAt: ctx.now() })
        .where(eq(users.id, id))
        .returning({ id: users.id });
    });
    if (updated.length === 0) throw notFound('User not found');
    return c.json({ new_code: code });
  });

  app.get('/admin/stats', async (c) => {
    // Governed by the permission map alone (managers and admins hold view_statistics by default), so
    // an administrator granting or revoking it is what decides.
    assertPermission(c.get('user'), 'view_statistics');
    const [[t], [o], [u], [a], knowledge] = await Promise.all([
      db.select({ n: count() }).from(tickets),
      db
        .select({ n: count() })
        .from(tickets)
        .where(notInArray(tickets.status, [...CLOSED_STATUSES])),
      db.select({ n: count() }).from(users),
      db.select({ n: count() }).from(users).where(eq(users.isActive, true)),
      // The knowledge tables are not in the drizzle schema (the knowledge engine queries them in SQL).
      ctx.database.pool.query<{ documents: number; sessions: number }>(
        'SELECT (SELECT count(*) FROM documents)::int AS documents, (SELECT count(*) FROM chat_sessions)::int AS sessions',
      ),
    ]);
    return c.json({
      totalTickets: t?.n ?? 0,
      openTickets: o?.n ?? 0,
      totalDocuments: knowledge.rows[0]?.documents ?? 0,
      totalUsers: u?.n ?? 0,
      activeUsers: a?.n ?? 0,
      totalSessions: knowledge.rows[0]?.sessions ?? 0,
    });
  });

  // --- BOOST people

  app.get('/boost/users', async (c) => {
    assertCanListUsers(c.get('user'));
    return c.json(await listUsers(c.get('user')));
  });

  app.put('/boost/users/:id', async (c) => {
    const body = parse(boostUserUpdateRequestSchema, await jsonBody(c));
    return c.json(await updateUser(c.get('user'), idParam(c), body));
  });

  app.delete('/boost/users/:id', async (c) => c.json(await deleteUser(c.get('user'), idParam(c))));

  app.get('/assignees', async (c) => {
    const rows = await selectUsers(db)
      .where(eq(users.isActive, true))
      .orderBy(asc(users.name), asc(users.email));
    return c.json(
      rows.map((r) => ({
        id: r.id,
        name: displayName(r),
        email: r.email,
        role: effectiveRole({ role: r.role, boost_role: r.boostRole }) ?? 'user',
        department: r.department,
        is_active: r.isActive,
      })),
    );
  });

  app.get('/boost/agents', async (c) => {
    const rows = await selectUsers(db)
      .where(eq(users.isActive, true))
      .orderBy(asc(users.name), asc(users.email));
    return c.json(
      rows
        .map((r) => ({ r, role: effectiveRole({ role: r.role, boost_role: r.boostRole }) }))
        .filter(({ role }) => isStaff({ effectiveRole: role }))
        .map(({ r, role }) => ({
          id: r.id,
          name: displayName(r),
          email: r.email,
          role,
          department: r.department,
        })),
    );
  });

  app.get('/boost/categories', (c) => c.json(CATEGORIES));

  // --- Business units

  app.get('/boost/business-units', async (c) => {
    const rows = await db.select().from(businessUnits).orderBy(asc(businessUnits.name));
    return c.json(rows.map(businessUnitDto));
  });

  app.post('/boost/business-units', async (c) => {
    assertPermission(c.get('user'), 'manage_business_units');
    const body = parse(businessUnitCreateRequestSchema, await jsonBody(c));
    await assertUnitNameFree(db, body.name);
    const [row] = await db
      .insert(businessUnits)
      .values({
        name: body.name,
        code: body.code || null,
        type: body.type,
        status: body.status,
        description: body.description || null,
        createdAt: ctx.now(),
      })
      .returning();
    if (!row) throw new Error('Business unit insert returned nothing');
    return c.json(businessUnitDto(row), 201);
  });

  app.put('/boost/business-units/:id', async (c) => {
    assertPermission(c.get('user'), 'manage_business_units');
    const id = idParam(c);
    const body = parse(businessUnitUpdateRequestSchema, await jsonBody(c));
    if (body.name) await assertUnitNameFree(db, body.name, id);
    const [row] = await db
      .update(businessUnits)
      .set({
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.code !== undefined ? { code: body.code || null } : {}),
        ...(body.type !== undefined ? { type: body.type } : {}),
        ...(body.status !== undefined ? { status: body.status } : {}),
        ...(body.description !== undefined ? { description: body.description || null } : {}),
      })
      .where(eq(businessUnits.id, id))
      .returning();
    if (!row) throw notFound('Business unit not found');
    return c.json(businessUnitDto(row));
  });

  app.delete('/boost/business-units/:id', async (c) => {
    assertPermission(c.get('user'), 'manage_business_units');
    const deleted = await db
      .delete(businessUnits)
      .where(eq(businessUnits.id, idParam(c)))
      .returning({ id: businessUnits.id });
    if (deleted.length === 0) throw notFound('Business unit not found');
    return c.json({ ok: true, message: 'Business unit deleted successfully' });
  });

  return app;
}

async function assertUnitNameFree(db: Executor, name: string, exceptId?: string) {
  const [row] = await db
    .select({ id: businessUnits.id })
    .from(businessUnits)
    .where(
      and(
        sql`lower(${businessUnits.name}) = ${name.toLowerCase()}`,
        exceptId ? ne(businessUnits.id, exceptId) : undefined,
      ),
    );
  if (row) throw new HttpError(409, `A business unit named ${name} already exists`);
}

export function businessUnitDto(row: typeof businessUnits.$inferSelect) {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    type: row.type,
    status: row.status,
    description: row.description,
    created_at: row.createdAt.toISOString(),
  };
}
