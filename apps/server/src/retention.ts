import type pg from 'pg';
import type { RetentionSettings } from './config.ts';

export interface RetentionResult {
  sessions: number;
  lockouts: number;
  answerCache: number;
  notifications: number;
}

/**
 * Deletes what no one can use any more (README: RETENTION_*): sessions expired, revoked or idle out
 * for longer than their retention, sign-in lock-out rows whose window and lock ended, cached answers
 * past their expiry, and notifications read long ago. Runs once per interval across the cluster
 * (jobs.ts startRecurring); each statement is short and stands alone, so it is safe through a pooler
 * and when two runs overlap.
 */
export async function deleteExpired(
  pool: pg.Pool,
  settings: RetentionSettings & { tokenIdleMs: number },
  now: Date = new Date(),
): Promise<RetentionResult> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const sessions = await pool.query(
    `DELETE FROM sessions WHERE expires_at < $1 OR revoked_at < $1 OR last_used_at < $2`,
    [before(settings.sessionsMs), before(settings.sessionsMs + settings.tokenIdleMs)],
  );
  const lockouts = await pool.query(
    `DELETE FROM login_throttle WHERE coalesce(locked_until, window_start) < $1 AND window_start < $1`,
    [before(settings.lockoutsMs)],
  );
  const answerCache = await pool.query('DELETE FROM answer_cache WHERE expires_at < $1', [
    before(settings.answerCacheMs),
  ]);
  const notifications = await pool.query('DELETE FROM notifications WHERE read AND created_at < $1', [
    before(settings.readNotificationsMs),
  ]);
  return {
    sessions: sessions.rowCount ?? 0,
    lockouts: lockouts.rowCount ?? 0,
    answerCache: answerCache.rowCount ?? 0,
    notifications: notifications.rowCount ?? 0,
  };
}
