-- Background work on the PostgreSQL job queue (pg-boss, ADR 0007).

-- Processing runs as queue jobs. Each attempt writes its token here when it starts, and every later
-- write of that attempt checks it under the row lock: an attempt whose lease ran out (its instance
-- stalled, another took the job over) can no longer write anything.
ALTER TABLE documents ADD COLUMN processing_attempt text;
-- How many attempts started, over the document's life (proof of exactly-once, and operators' view).
ALTER TABLE documents ADD COLUMN processing_runs integer NOT NULL DEFAULT 0;

-- The SLA sweep's own index: only tickets still running towards a breach. The old one also kept
-- every ticket resolved on time, so a sweep with nothing due scanned most of the table.
CREATE INDEX tickets_sla_due_idx ON tickets (due_at)
  WHERE sla_breached_at IS NULL AND sla_paused_at IS NULL AND status NOT IN ('resolved', 'closed');
DROP INDEX IF EXISTS tickets_sla_idx;

-- Retention deletes by age: these keep its statements off full scans.
CREATE INDEX sessions_expires_idx ON sessions (expires_at);
CREATE INDEX answer_cache_expires_idx ON answer_cache (expires_at);
CREATE INDEX notifications_read_created_idx ON notifications (created_at) WHERE read;
