import DataLoader from 'dataloader';
import { and, eq, gt, inArray, isNull, type Placeholder, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppContext, AppEnv, CurrentUser } from '../context.ts';
import { type Db, UNNAMED_STATEMENT } from '../db/index.ts';
import { sessions, users } from '../db/schema.ts';
import { holdsDesignation } from '../designations.ts';
import { effectiveRole, type Permission, type Role } from '../domain.ts';
import { forbidden, HttpError } from '../http.ts';
import { displayName, permissionsOf, userColumns } from '../users.ts';
import { clearSessionCookie, crossOriginRefusal, sessionCookie } from './cookie.ts';
import { newAccessToken, tokenHash } from './crypto.ts';

/** A new access token for the user, with its absolute expiry. */
export async function issueSession(
  ctx: AppContext,
  userId: string,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newAccessToken();
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + ctx.config.tokenAbsoluteMs);
  await ctx.database.db.insert(sessions).values({
    userId,
    tokenHash: tokenHash(token),
    createdAt: now,
    lastUsedAt: now,
    expiresAt,
  });
  return { token, expiresAt };
}

export async function revokeSession(db: Db, sessionId: string, now: Date) {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

export async function revokeUserSessions(db: Db, userId: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export const unauthenticated = () =>
  new HttpError(401, 'Authentication failed', undefined, { 'WWW-Authenticate': 'Bearer' });

/**
 * A session still in force: not revoked, not past its absolute expiry (`now`), used since `idleSince`
 * (now less the idle limit), its user active. Dates, or placeholders for a query built once and run
 * with each request's values (`prepareSessionLookup`).
 */
function inForce(now: Date | Placeholder, idleSince: Date | Placeholder) {
  return and(
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now),
    gt(sessions.lastUsedAt, idleSince),
    eq(users.isActive, true),
  );
}

/** The moment before which a session's last use makes it idle too long. */
const idleSince = (ctx: AppContext, now: Date) => new Date(now.getTime() - ctx.config.tokenIdleMs);

/**
 * Whether a session is still in force, without counting as use (a long-lived stream re-checks its
 * session with this; only the person's own requests keep a session from idling out).
 */
export function sessionInForce(ctx: AppContext, sessionId: string): Promise<boolean> {
  let checker = sessionCheckers.get(ctx);
  if (!checker) {
    checker = new DataLoader((ids) => sessionsInForce(ctx, ids), { cache: false, maxBatchSize: 1000 });
    sessionCheckers.set(ctx, checker);
  }
  return checker.load(sessionId);
}

/**
 * The checks asked for in one tick, in one query: a notification for a person with many open streams
 * (or a heartbeat of all of them) checks every stream's session at once, instead of one read per stream
 * (the fan-out to 1,000 streams had waited on 1,000 reads). No cache: each check reads the table when it
 * is asked, so a session ended a moment ago is seen as ended.
 */
const sessionCheckers = new WeakMap<AppContext, DataLoader<string, boolean>>();

async function sessionsInForce(ctx: AppContext, ids: readonly string[]): Promise<boolean[]> {
  const now = ctx.now();
  const rows = await ctx.database.db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(inArray(sessions.id, [...new Set(ids)]), inForce(now, idleSince(ctx, now))));
  const live = new Set(rows.map((row) => row.id));
  return ids.map((id) => live.has(id));
}

/**
 * The session lookup every request makes, built once per server (see UNNAMED_STATEMENT): the session
 * by its token hash, in force, with its user.
 */
const sessionLookups = new WeakMap<AppContext, ReturnType<typeof prepareSessionLookup>>();

function prepareSessionLookup(ctx: AppContext) {
  const { businessUnitName: _, ...columns } = userColumns;
  return ctx.database.db
    .select({
      ...columns,
      sessionId: sessions.id,
      lastUsedAt: sessions.lastUsedAt,
      isUserAdministrator: holdsDesignation(users.id, 'user_administrator'),
      isDocumentAdministrator: holdsDesignation(users.id, 'document_administrator'),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        inForce(sql.placeholder('now'), sql.placeholder('idleSince')),
      ),
    )
    .prepare(UNNAMED_STATEMENT);
}

/** Resolves a token to its user, or undefined when unknown, revoked, idle too long, expired or inactive. */
export async function userForToken(ctx: AppContext, token: string): Promise<CurrentUser | undefined> {
  const now = ctx.now();
  let lookup = sessionLookups.get(ctx);
  if (!lookup) {
    lookup = prepareSessionLookup(ctx);
    sessionLookups.set(ctx, lookup);
  }
  const [row] = await lookup.execute({
    tokenHash: tokenHash(token),
    now: now.toISOString(),
    idleSince: idleSince(ctx, now).toISOString(),
  });
  if (!row) return undefined;
  // Touch at most once a minute: idle expiry needs no finer grain, and reads stay reads.
  if (now.getTime() - row.lastUsedAt.getTime() > 60_000)
    await ctx.database.db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, row.sessionId));
  return {
    id: row.id,
    email: row.email,
    name: displayName(row),
    role: row.role,
    boostRole: row.boostRole,
    department: row.department,
    businessUnitId: row.businessUnitId,
    effectiveRole: effectiveRole({ role: row.role, boost_role: row.boostRole }),
    permissions: permissionsOf(row),
    isUserAdministrator: row.isUserAdministrator,
    isDocumentAdministrator: row.isDocumentAdministrator,
    sessionId: row.sessionId,
  };
}

export function bearer(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * Who is asking: a Bearer token (other apps calling the API) or else the browser's session cookie.
 * A cookie-authenticated unsafe method must come from the portal's own origin (see
 * `crossOriginRefusal`), checked before the session is looked up so a forged request cannot even keep
 * a session from idling out. A cookie whose session has ended is cleared with the 401.
 */
export async function authenticate(ctx: AppContext, c: Context): Promise<CurrentUser> {
  const token = bearer(c.req.header('authorization'));
  if (token) {
    const user = await userForToken(ctx, token);
    if (!user) throw unauthenticated();
    return user;
  }
  const cookie = sessionCookie(c, ctx.config.trustProxy);
  if (!cookie) throw unauthenticated();
  const refusal = crossOriginRefusal(c, ctx.config.trustProxy);
  if (refusal) throw forbidden(refusal);
  const user = await userForToken(ctx, cookie);
  if (!user) {
    clearSessionCookie(c, ctx.config.trustProxy);
    throw unauthenticated();
  }
  return user;
}

export function requireAuth(ctx: AppContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('user', await authenticate(ctx, c));
    await next();
  };
}

// The role questions the server asks of a signed-in person, answered here only: they read the
// effective role sign-in computed (domain.ts `effectiveRole`), never `role`/`boostRole` again. The
// contract's helpers of the same names take a wire user (`role`/`boost_role`) for the screens.
export function hasRole(user: Pick<CurrentUser, 'effectiveRole'>, ...roles: Role[]) {
  return user.effectiveRole !== null && roles.includes(user.effectiveRole);
}

/** Effective role admin. */
export function isAdmin(user: Pick<CurrentUser, 'effectiveRole'>) {
  return hasRole(user, 'admin');
}

/** Manager or admin (an admin can do whatever a manager can). */
export function isManager(user: Pick<CurrentUser, 'effectiveRole'>) {
  return hasRole(user, 'manager', 'admin');
}

/** Staff: agent, manager or admin. */
export function isStaff(user: Pick<CurrentUser, 'effectiveRole'>) {
  return hasRole(user, 'agent', 'manager', 'admin');
}

/** The effective permission map decides (role defaults overridden by the stored map), not the role. */
export function assertPermission(user: Pick<CurrentUser, 'permissions'>, permission: Permission) {
  if (!user.permissions[permission]) throw forbidden(`Permission required: ${permission}`);
}

export function assertRole(user: Pick<CurrentUser, 'effectiveRole'>, ...roles: Role[]) {
  if (!hasRole(user, ...roles)) throw forbidden(`Requires role: ${roles.join(' or ')}`);
}
