/**
 * The designated user administrator (USER_ADMIN_EMAIL: adds users, issues personal codes) and document
 * administrator (DOCUMENT_ADMIN_EMAIL: deletes documents) are accounts, not addresses. Each is bound to
 * an account's id when the server starts and finds the configured address (or when the designated user
 * administrator creates the account with it), so editing e-mails cannot move the role: before, any
 * administrator could rename the designated account and take its address (issue 15, D1).
 *
 * The rule that keeps it so: changes to a designated account's e-mail, role, active state or code,
 * taking permissions from it, and its deletion, are the designated user administrator's alone; no account may take a
 * designated address except the one bound to it. Each such change, and each refused attempt, is
 * written to `account_audit`.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { ServerConfig } from './config.ts';
import type { Executor } from './db/index.ts';
import { accountAudit, designatedAdministrators, users } from './db/schema.ts';
import { forbidden } from './http.ts';

export type Designation = 'user_administrator' | 'document_administrator';
export const DESIGNATIONS: readonly Designation[] = ['user_administrator', 'document_administrator'];

const LABELS: Record<Designation, string> = {
  user_administrator: 'designated user administrator',
  document_administrator: 'designated document administrator',
};

/** The address the configuration names for a designation (lower case). */
export function configuredEmail(
  config: Pick<ServerConfig, 'userAdminEmail' | 'documentAdminEmail'>,
  d: Designation,
) {
  return d === 'user_administrator' ? config.userAdminEmail : config.documentAdminEmail;
}

export interface Bindings {
  /** The account bound to each designation, when one is. */
  byDesignation: Map<Designation, string>;
  /** The designations a user holds. */
  of: (userId: string) => Designation[];
}

export async function loadBindings(db: Executor): Promise<Bindings> {
  const rows = await db
    .select({ designation: designatedAdministrators.designation, userId: designatedAdministrators.userId })
    .from(designatedAdministrators);
  const byDesignation = new Map(rows.map((r) => [r.designation, r.userId] as const));
  return {
    byDesignation,
    of: (userId) => DESIGNATIONS.filter((d) => byDesignation.get(d) === userId),
  };
}

/** SQL for "this user holds the designation", for queries that load the signed-in person. */
export function holdsDesignation(userId: unknown, designation: Designation) {
  return sql<boolean>`exists (select 1 from ${designatedAdministrators} where ${designatedAdministrators.userId} = ${userId} and ${designatedAdministrators.designation} = ${designation})`;
}

export interface AuditEntry {
  actor?: { id: string; email: string } | undefined;
  target?: { id: string; email: string } | undefined;
  action: string;
  outcome: 'done' | 'refused';
  detail?: Record<string, unknown>;
}

export async function recordAccountAudit(db: Executor, entry: AuditEntry) {
  await db.insert(accountAudit).values({
    actorId: entry.actor?.id ?? null,
    actorEmail: entry.actor?.email ?? null,
    targetId: entry.target?.id ?? null,
    targetEmail: entry.target?.email ?? null,
    action: entry.action,
    outcome: entry.outcome,
    detail: entry.detail ?? {},
  });
}

/**
 * At start (every instance; idempotent): binds each designation whose configured address changed, or
 * that was never bound, to the account holding that address now. A binding made for the configured
 * address stays with its account even when that account's e-mail has changed since.
 */
export async function bindDesignatedAdministrators(ctx: {
  config: Pick<ServerConfig, 'userAdminEmail' | 'documentAdminEmail'>;
  database: { db: Executor };
}) {
  const { db } = ctx.database;
  for (const designation of DESIGNATIONS) {
    const email = configuredEmail(ctx.config, designation);
    const [current] = await db
      .select()
      .from(designatedAdministrators)
      .where(eq(designatedAdministrators.designation, designation));
    if (current?.configuredEmail === email) continue;
    const [account] = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
    if (!account) {
      // The configuration names someone else now, who has no account yet: the old holder is no longer
      // designated. The designated user administrator creating the account binds it.
      if (current) {
        await db
          .delete(designatedAdministrators)
          .where(eq(designatedAdministrators.designation, designation));
        await recordAccountAudit(db, {
          target: { id: current.userId, email: current.configuredEmail },
          action: 'designation_unbound',
          outcome: 'done',
          detail: { designation, configured_email: email },
        });
      }
      continue;
    }
    await bind(db, designation, account, email, current?.userId);
  }
}

async function bind(
  db: Executor,
  designation: Designation,
  account: { id: string; email: string },
  email: string,
  previous?: string,
  actor?: { id: string; email: string },
) {
  await db
    .insert(designatedAdministrators)
    .values({ designation, userId: account.id, configuredEmail: email })
    .onConflictDoUpdate({
      target: designatedAdministrators.designation,
      set: { userId: account.id, configuredEmail: email, boundAt: sql`now()` },
    });
  await recordAccountAudit(db, {
    actor,
    target: account,
    action: 'designation_bound',
    outcome: 'done',
    detail: { designation, configured_email: email, ...(previous ? { previous_user_id: previous } : {}) },
  });
}

/**
 * A new account (created by the designated user administrator) with a designated address takes an
 * unbound designation; a bound one keeps its account, so the address is refused.
 */
export async function bindNewAccount(
  db: Executor,
  config: Pick<ServerConfig, 'userAdminEmail' | 'documentAdminEmail'>,
  account: { id: string; email: string },
  actor: { id: string; email: string },
) {
  const bindings = await loadBindings(db);
  for (const designation of DESIGNATIONS) {
    const email = configuredEmail(config, designation);
    if (account.email.toLowerCase() !== email || bindings.byDesignation.has(designation)) continue;
    await bind(db, designation, account, email, undefined, actor);
  }
}

/** Designated addresses the account may not take: those configured for a designation it does not hold. */
export async function assertAddressFree(
  db: Executor,
  config: Pick<ServerConfig, 'userAdminEmail' | 'documentAdminEmail'>,
  email: string,
  accountId: string | undefined,
  actor: { id: string; email: string },
) {
  const bindings = await loadBindings(db);
  for (const designation of DESIGNATIONS) {
    if (email.toLowerCase() !== configuredEmail(config, designation)) continue;
    const holder = bindings.byDesignation.get(designation);
    // Unbound: only a new account may take it (bindNewAccount), never an existing one by renaming.
    if (holder === undefined ? accountId === undefined : holder === accountId) continue;
    await recordAccountAudit(db, {
      actor,
      ...(accountId ? { target: { id: accountId, email } } : {}),
      action: 'designated_address_taken',
      outcome: 'refused',
      detail: { designation, email },
    });
    throw forbidden(
      `email: ${email} is the ${LABELS[designation]}'s address and cannot be given to another account`,
    );
  }
}

/**
 * Changes (`fields`) to a designated account are the designated user administrator's alone. Refused
 * attempts are audited and answered 403; allowed ones answer what to audit once they are done.
 */
export async function assertMayChangeDesignated(
  db: Executor,
  viewer: { id: string; email: string; isUserAdministrator: boolean },
  target: { id: string; email: string },
  action: string,
  fields: string[],
): Promise<AuditEntry | undefined> {
  if (fields.length === 0) return undefined;
  const held = (await loadBindings(db)).of(target.id);
  if (held.length === 0) return undefined;
  const entry = { actor: viewer, target, action, detail: { designations: held, fields } };
  if (!viewer.isUserAdministrator) {
    await recordAccountAudit(db, { ...entry, outcome: 'refused' });
    throw forbidden(
      `Only the designated user administrator can change the ${held.map((d) => LABELS[d]).join(' and ')}'s ${fields.join(', ')}`,
    );
  }
  return { ...entry, outcome: 'done' };
}

/** Removes a deleted account's designations (the designated user administrator deleting it). */
export async function unbindAccount(db: Executor, userId: string) {
  await db.delete(designatedAdministrators).where(and(eq(designatedAdministrators.userId, userId)));
}
