-- The upload sweep (src/files.ts) looks stored files up by name.
CREATE INDEX attachments_stored_name_idx ON ticket_attachments (stored_name);
