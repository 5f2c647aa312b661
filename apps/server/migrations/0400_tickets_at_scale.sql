-- Tickets at scale (issue 17, part 7): the list, its search and its paging on 1,000,000 tickets.
-- Measured by `npm run bench tickets-scale` (apps/server/bench/tickets-scale.ts); EXPLAIN ANALYZE notes there.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Search: `subject ILIKE '%text%'` already has its trigram index (0001). The description had none, so every
-- search read the whole table (1.5 s on 1M tickets, seconds under load).
CREATE INDEX IF NOT EXISTS tickets_description_trgm_idx ON tickets USING gin (description gin_trgm_ops);
-- The ticket number's part of a search, as `number::text` (see numberMatches in src/tickets/list.ts).
CREATE INDEX IF NOT EXISTS tickets_number_trgm_idx ON tickets USING gin ((number::text) gin_trgm_ops);

-- The list's orders with their tie-breaker, so that a page (offset or keyset cursor) is read in index order
-- and stops after page_size + 1 rows: (created_at, number) for the screen, (updated_at, number) for the
-- notification fallback. They replace the single-column ones.
CREATE INDEX IF NOT EXISTS tickets_created_number_idx ON tickets (created_at, number);
CREATE INDEX IF NOT EXISTS tickets_updated_number_idx ON tickets (updated_at, number);
DROP INDEX IF EXISTS tickets_created_idx;
DROP INDEX IF EXISTS tickets_updated_idx;

-- The screen's default filter, all_open, in creation order: the open tickets only (resolved and closed
-- ones, the bulk of an old table, are not in it), for managers' all-tickets column and, filtered by
-- department/requester/owner, agents' department column.
CREATE INDEX IF NOT EXISTS tickets_open_created_idx ON tickets (created_at, number)
  WHERE status NOT IN ('resolved', 'closed');
