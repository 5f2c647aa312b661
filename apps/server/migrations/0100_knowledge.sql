-- Knowledge base and assistant (issue 4). Numbered from 0100 so it never collides with the core
-- schema's 0001-0099 range.
CREATE EXTENSION IF NOT EXISTS unaccent;
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- One global counter: every change to what is searchable bumps it, so cached answers keyed on an
-- older version can never be served after a document is indexed, rejected or deleted.
CREATE TABLE knowledge_index_state (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  version bigint NOT NULL DEFAULT 1
);
INSERT INTO knowledge_index_state (id, version) VALUES (1, 1);

CREATE TABLE documents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  original_name text NOT NULL,
  -- Storage name (the bytes live in document_files, so every server instance can serve them).
  filename text NOT NULL,
  file_type text NOT NULL CHECK (file_type IN ('pdf', 'docx', 'txt')),
  content_type text NOT NULL,
  file_size integer NOT NULL CHECK (file_size >= 0),
  sha256 text NOT NULL,
  title text,
  department text NOT NULL,
  tags text[] NOT NULL DEFAULT '{}',
  notes text,
  uploaded_by uuid REFERENCES users(id) ON DELETE SET NULL,
  uploaded_by_name text,
  uploaded_at timestamptz NOT NULL DEFAULT now(),
  approval_status text NOT NULL DEFAULT 'pending_approval'
    CHECK (approval_status IN ('pending_approval', 'approved', 'rejected')),
  reviewed_by uuid REFERENCES users(id) ON DELETE SET NULL,
  reviewed_at timestamptz,
  -- Null until approval starts processing.
  processing_status text CHECK (processing_status IN ('pending', 'completed', 'failed', 'timeout')),
  processing_error text,
  processing_started_at timestamptz,
  processing_finished_at timestamptz,
  section_count integer NOT NULL DEFAULT 0,
  -- The knowledge_index_state version at which this document's sections were last written.
  index_version bigint
);
CREATE INDEX documents_department_idx ON documents (department, approval_status);
CREATE INDEX documents_uploaded_idx ON documents (uploaded_at DESC);
CREATE INDEX documents_sha_idx ON documents (sha256);

CREATE TABLE document_files (
  document_id uuid PRIMARY KEY REFERENCES documents(id) ON DELETE CASCADE,
  content bytea NOT NULL
);

CREATE TABLE document_sections (
  id bigserial PRIMARY KEY,
  document_id uuid NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
  position integer NOT NULL,
  heading_path text[] NOT NULL DEFAULT '{}',
  body text NOT NULL,
  -- Written by the indexer: headings weigh A, body D (unaccent is not immutable, so no generated column).
  tsv tsvector NOT NULL,
  UNIQUE (document_id, position)
);
CREATE INDEX document_sections_tsv_idx ON document_sections USING gin (tsv);
CREATE INDEX document_sections_body_trgm_idx ON document_sections USING gin (body gin_trgm_ops);

CREATE TABLE chat_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title text NOT NULL DEFAULT 'New Conversation',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_sessions_user_idx ON chat_sessions (user_id, updated_at DESC);

CREATE TABLE chat_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  session_id uuid NOT NULL REFERENCES chat_sessions(id) ON DELETE CASCADE,
  seq bigserial NOT NULL,
  role text NOT NULL CHECK (role IN ('user', 'assistant')),
  -- A JSON string for text, an object for a structured answer.
  content jsonb NOT NULL,
  metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- The normalised question, on user messages: analytics group by it.
  question_norm text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_messages_session_idx ON chat_messages (session_id, seq);
CREATE INDEX chat_messages_created_idx ON chat_messages (created_at);

CREATE TABLE answer_cache (
  id bigserial PRIMARY KEY,
  question_norm text NOT NULL,
  model text NOT NULL,
  index_version bigint NOT NULL,
  -- '' for the whole library, else the sorted document_ids the question was restricted to.
  scope text NOT NULL DEFAULT '',
  answer jsonb NOT NULL,
  -- The exact JSON text streamed the first time (jsonb reorders keys), so a hit streams the same bytes.
  answer_text text NOT NULL,
  response_type text NOT NULL,
  referenced jsonb NOT NULL DEFAULT '[]'::jsonb,
  document_ids uuid[] NOT NULL DEFAULT '{}',
  suggested_ticket jsonb,
  hits integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  UNIQUE (question_norm, model, index_version, scope)
);
CREATE INDEX answer_cache_documents_idx ON answer_cache USING gin (document_ids);

CREATE TABLE knowledge_gaps (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  session_id uuid REFERENCES chat_sessions(id) ON DELETE SET NULL,
  question text NOT NULL,
  question_norm text NOT NULL,
  reason text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX knowledge_gaps_created_idx ON knowledge_gaps (created_at);

CREATE TABLE chat_feedback (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  message_id uuid NOT NULL REFERENCES chat_messages(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  rating text NOT NULL CHECK (rating IN ('up', 'down')),
  comment text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (message_id, user_id)
);

-- Ticket suggestions shown before filing; a set with an opened suggestion and no ticket filed
-- afterwards by the same person (within SUGGESTION_DEFLECTION_HOURS) counts as a deflection.
CREATE TABLE ticket_suggestion_sets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  subject text NOT NULL,
  document_ids uuid[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ticket_suggestion_sets_created_idx ON ticket_suggestion_sets (created_at);

CREATE TABLE ticket_suggestion_opens (
  set_id uuid NOT NULL REFERENCES ticket_suggestion_sets(id) ON DELETE CASCADE,
  document_id uuid NOT NULL,
  opened_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (set_id, document_id)
);

CREATE TABLE api_usage (
  id bigserial PRIMARY KEY,
  user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  engine text NOT NULL,
  model text NOT NULL,
  prompt_tokens integer NOT NULL DEFAULT 0,
  completion_tokens integer NOT NULL DEFAULT 0,
  total_tokens integer NOT NULL DEFAULT 0,
  cost numeric(12, 6) NOT NULL DEFAULT 0,
  cached boolean NOT NULL DEFAULT false,
  query_preview text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX api_usage_created_idx ON api_usage (created_at);

CREATE TABLE system_settings (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  ai_model text NOT NULL DEFAULT 'gpt-5',
  allow_user_registration boolean NOT NULL DEFAULT false,
  require_document_approval boolean NOT NULL DEFAULT true,
  enable_audit_logging boolean NOT NULL DEFAULT true,
  response_cache_hours integer NOT NULL DEFAULT 24,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by uuid REFERENCES users(id) ON DELETE SET NULL
);
INSERT INTO system_settings (id) VALUES (1);
