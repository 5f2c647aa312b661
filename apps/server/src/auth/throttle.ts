import { messages } from '@portal/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { HttpError } from '../http.ts';

/**
 * Sign-in throttling, kept in PostgreSQL so every server instance shares it.
 * Per account and client address: 5 free failures, then a lock of 30 s doubling per failure, capped
 * at 5 minutes, so guessing a 60-bit code is hopeless. It is per address so that an attacker locks only
 * themselves out of the account: the real user, signing in from their own address, is never refused.
 * Per client address: 20 free failures, then 1 minute doubling up to 15 minutes (spraying many
 * accounts). Attempts refused because of a lock count here too, so hammering a locked account only
 * lengthens the attacker's own lock. Counters forget failures 15 minutes after the last one.
 */
export const THROTTLE = {
  account: { free: 5, baseMs: 30_000, maxMs: 5 * 60_000 },
  address: { free: 20, baseMs: 60_000, maxMs: 15 * 60_000 },
  forgetMs: 15 * 60_000,
} as const;

type Rule = (typeof THROTTLE)['account' | 'address'];

/** The counters one sign-in attempt is checked against. */
export function throttleKeys(email: string, address: string) {
  return { account: `acct:${email.toLowerCase()}|ip:${address}`, address: `ip:${address}` };
}

/** Seconds until the longest of these locks ends; 0 when none holds. */
async function lockedForSeconds(db: Db, keys: string[], now: Date): Promise<number> {
  const rows = await db.execute<{ locked_until: Date | null }>(
    sql`SELECT locked_until FROM login_throttle WHERE key IN ${keys} AND locked_until > ${now}`,
  );
  const until = Math.max(0, ...rows.rows.map((r) => new Date(r.locked_until ?? 0).getTime()));
  return until > now.getTime() ? Math.max(1, Math.ceil((until - now.getTime()) / 1000)) : 0;
}

/**
 * Refuses the attempt with 429, Retry-After and the catalogue's detail while a lock holds. A refused
 * attempt counts against the address first (so the answer tells the lock as it now stands).
 */
export async function assertNotLocked(db: Db, keys: { account: string; address: string }, now: Date) {
  if ((await lockedForSeconds(db, [keys.account, keys.address], now)) === 0) return;
  await recordFailure(db, keys.address, THROTTLE.address, now);
  const seconds = Math.max(1, await lockedForSeconds(db, [keys.account, keys.address], now));
  throw new HttpError(
    429,
    // The catalogue's wording: the sign-in screen shows this detail as it is.
    messages.tooManyLoginAttempts(seconds),
    undefined,
    { 'Retry-After': String(seconds) },
  );
}

export async function recordFailure(db: Db, key: string, rule: Rule, now: Date) {
  const forgetBefore = new Date(now.getTime() - THROTTLE.forgetMs);
  const result = await db.execute<{ failures: number }>(sql`
    INSERT INTO login_throttle (key, failures, window_start) VALUES (${key}, 1, ${now})
    ON CONFLICT (key) DO UPDATE SET
      failures = CASE WHEN login_throttle.window_start < ${forgetBefore} THEN 1 ELSE login_throttle.failures + 1 END,
      window_start = ${now}
    RETURNING failures`);
  const failures = result.rows[0]?.failures ?? 1;
  if (failures >= rule.free) {
    const lockMs = Math.min(rule.maxMs, rule.baseMs * 2 ** (failures - rule.free));
    await db.execute(
      sql`UPDATE login_throttle SET locked_until = ${new Date(now.getTime() + lockMs)} WHERE key = ${key}`,
    );
  }
}

export async function clearFailures(db: Db, key: string) {
  await db.execute(sql`DELETE FROM login_throttle WHERE key = ${key}`);
}
