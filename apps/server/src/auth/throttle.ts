import { messages } from '@portal/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { HttpError } from '../http.ts';

/**
 * Sign-in throttling, kept in PostgreSQL so every server instance shares it.
 * Per account: 5 free failures, then a lock of 30 s doubling per failure, capped at 5 minutes,
 * so guessing a 60-bit code is hopeless while a real user is never locked out for long.
 * Per client address: 20 free failures, then 1 minute doubling up to 15 minutes (spraying many accounts).
 * Counters forget failures 15 minutes after the last one.
 */
export const THROTTLE = {
  account: { free: 5, baseMs: 30_000, maxMs: 5 * 60_000 },
  address: { free: 20, baseMs: 60_000, maxMs: 15 * 60_000 },
  forgetMs: 15 * 60_000,
} as const;

type Rule = (typeof THROTTLE)['account' | 'address'];

export async function assertNotLocked(db: Db, keys: string[], now: Date) {
  const rows = await db.execute<{ key: string; locked_until: Date | null }>(
    sql`SELECT key, locked_until FROM login_throttle WHERE key IN ${keys} AND locked_until > ${now}`,
  );
  const until = Math.max(0, ...rows.rows.map((r) => new Date(r.locked_until ?? 0).getTime()));
  if (until > now.getTime()) {
    const seconds = Math.max(1, Math.ceil((until - now.getTime()) / 1000));
    throw new HttpError(
      429,
      // The catalogue's wording: the sign-in screen shows this detail as it is.
      messages.tooManyLoginAttempts(seconds),
      undefined,
      { 'Retry-After': String(seconds) },
    );
  }
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
