import { sql } from 'drizzle-orm';
import type { Db } from './db/index.ts';

/**
 * Records `sla_breach` once per ticket whose SLA due time passed while its clock was running.
 * One statement, so concurrent sweeps on several instances cannot double-record (the partial
 * unique index on ticket_audit backs this up). It runs once per interval across the cluster (a
 * throttled queue job, server.ts) and reads `tickets_sla_due_idx`, which holds only the tickets still
 * running towards a breach: a sweep with nothing due reads none of the others.
 */
export async function sweepSlaBreaches(db: Db, now: Date): Promise<number> {
  const result = await db.execute(sql`
    WITH breached AS (
      UPDATE tickets SET sla_breached_at = ${now}
      WHERE sla_breached_at IS NULL AND sla_paused_at IS NULL AND due_at < ${now}
        AND status NOT IN ('resolved', 'closed')
      RETURNING id, number, due_at
    )
    INSERT INTO ticket_audit (ticket_id, action, description, details, user_name, by_system, timestamp)
    SELECT id, 'sla_breach', 'SLA breached: ticket BST-' || number || ' was due ' || to_char(due_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') || ' UTC',
      jsonb_build_object('due_at', due_at), 'System', true, ${now}
    FROM breached
    ON CONFLICT DO NOTHING`);
  return result.rowCount ?? 0;
}
