-- Initial schema. Mirrors src/db/schema.ts (drizzle), which is used for typed queries only.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE business_units (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  code text,
  type text NOT NULL DEFAULT 'Business Support',
  status text NOT NULL DEFAULT 'Active',
  description text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  name text,
  role text NOT NULL DEFAULT 'user',
  boost_role text,
  department text,
  business_unit_id uuid REFERENCES business_units(id) ON DELETE SET NULL,
  is_active boolean NOT NULL DEFAULT true,
  personal_code_hash text,
  permissions jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_lower_idx ON users (lower(email));

CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE UNIQUE INDEX sessions_token_hash_idx ON sessions (token_hash);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE login_throttle (
  key text PRIMARY KEY,
  failures integer NOT NULL DEFAULT 0,
  window_start timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz
);

CREATE TABLE tickets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  number serial NOT NULL,
  subject text NOT NULL,
  description text NOT NULL,
  status text NOT NULL DEFAULT 'open',
  priority text NOT NULL DEFAULT 'medium',
  tier integer NOT NULL DEFAULT 1 CHECK (tier BETWEEN 1 AND 4),
  category text,
  subcategory text,
  classification text,
  support_department text,
  channel text,
  source text,
  justification text,
  conversation_session_id text,
  requester_id uuid REFERENCES users(id) ON DELETE SET NULL,
  requester_name text,
  requester_email text,
  owner_id uuid REFERENCES users(id) ON DELETE SET NULL,
  owner_name text,
  boost_agent_id uuid REFERENCES users(id) ON DELETE SET NULL,
  boost_agent_name text,
  business_unit_id uuid REFERENCES business_units(id) ON DELETE SET NULL,
  due_at timestamptz,
  sla_paused_at timestamptz,
  sla_paused_seconds integer NOT NULL DEFAULT 0,
  sla_breached_at timestamptz,
  resolved_at timestamptz,
  closed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text
);
-- Readable numbers start at BST-1001.
ALTER SEQUENCE tickets_number_seq RESTART WITH 1001;
CREATE UNIQUE INDEX tickets_number_idx ON tickets (number);
CREATE INDEX tickets_requester_idx ON tickets (requester_id);
CREATE INDEX tickets_owner_idx ON tickets (owner_id);
CREATE INDEX tickets_dept_idx ON tickets (support_department);
CREATE INDEX tickets_status_idx ON tickets (status);
CREATE INDEX tickets_created_idx ON tickets (created_at);
CREATE INDEX tickets_updated_idx ON tickets (updated_at);
CREATE INDEX tickets_subject_trgm_idx ON tickets USING gin (subject gin_trgm_ops);
CREATE INDEX tickets_sla_idx ON tickets (due_at) WHERE sla_breached_at IS NULL AND sla_paused_at IS NULL;

CREATE TABLE ticket_comments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  ticket_id uuid NOT NULL REFERENCES tickets(id) ON DELETE CASCADE,
  author_id uuid REFERENCES users(id) ON DELETE SET NULL,
  author_name text,
  body text NOT NULL,
  is_internal boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX comments_ticket_idx ON ticket_comments (ticket_id, created_at);

CREATE TABLE ticket_audit (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  ticket_id uuid NOT NULL REFERENCES tickets(id) ON DELETE CASCADE,
  action text NOT NULL,
  description text,
  details jsonb,
  user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  user_name text,
  is_internal boolean NOT NULL DEFAULT false,
  by_system boolean NOT NULL DEFAULT true,
  timestamp timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_ticket_idx ON ticket_audit (ticket_id, timestamp);
-- The sweep records a breach once per ticket.
CREATE UNIQUE INDEX audit_one_breach_idx ON ticket_audit (ticket_id) WHERE action = 'sla_breach';

CREATE TABLE ticket_attachments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  ticket_id uuid NOT NULL REFERENCES tickets(id) ON DELETE CASCADE,
  original_name text NOT NULL,
  stored_name text NOT NULL,
  content_type text NOT NULL,
  size integer NOT NULL,
  uploaded_by_id uuid REFERENCES users(id) ON DELETE SET NULL,
  uploaded_by text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX attachments_ticket_idx ON ticket_attachments (ticket_id);

CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq bigserial NOT NULL,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  ticket_id uuid REFERENCES tickets(id) ON DELETE CASCADE,
  ticket_number text,
  update_type text NOT NULL,
  message text NOT NULL,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  read boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX notifications_seq_idx ON notifications (seq);
CREATE INDEX notifications_user_idx ON notifications (user_id, seq);
