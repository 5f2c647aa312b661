-- Retrieval by meaning (issue 16). Units are the sentences and list items of each section: the
-- assistant finds them by their sentence embeddings and quotes them. Numbered from 0200 so it never
-- collides with the core (0001-0099) or knowledge (0100-0199) ranges.

CREATE TABLE section_units (
  id bigserial PRIMARY KEY,
  section_id bigint NOT NULL REFERENCES document_sections(id) ON DELETE CASCADE,
  document_id uuid NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
  position integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('sentence', 'item', 'step')),
  text text NOT NULL,
  -- Why the unit reads as an instruction (to an AI model, or for a password): never quoted. Null if fine.
  flag text,
  -- sha256 of the text that is embedded (headings and the unit): identical text is embedded once a model.
  embed_hash bytea NOT NULL,
  UNIQUE (section_id, position)
);
CREATE INDEX section_units_document_idx ON section_units (document_id);
CREATE INDEX section_units_hash_idx ON section_units (embed_hash);

-- One vector per model and text: float32 little-endian, L2-normalised. Shared by every unit with the
-- same text (near-duplicate documents cost nothing to embed twice).
CREATE TABLE embeddings (
  model text NOT NULL,
  text_hash bytea NOT NULL,
  vector bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (model, text_hash)
);

-- The model whose vectors answer questions. A configured model that differs is embedded in the
-- background; until every unit has its vector, the previous model keeps serving.
ALTER TABLE knowledge_index_state ADD COLUMN embedding_model text;

-- Instruction-like passages found when the file was uploaded: the approver sees them first.
ALTER TABLE documents ADD COLUMN instruction_flags jsonb NOT NULL DEFAULT '[]'::jsonb;

-- The document sentence behind each statement of a cached answer (shown beside the statements).
ALTER TABLE answer_cache ADD COLUMN statement_sources jsonb;

-- A cached answer no longer dies with every index change: indexing a document drops only the answers
-- that cited it or that its new sections could now answer (their question's vector is close to one of
-- the new units'). So the key loses the index version, and each entry keeps its question's vector.
DELETE FROM answer_cache;
ALTER TABLE answer_cache DROP CONSTRAINT answer_cache_question_norm_model_index_version_scope_key;
ALTER TABLE answer_cache ADD CONSTRAINT answer_cache_key UNIQUE (question_norm, model, scope);
ALTER TABLE answer_cache ADD COLUMN query_vector bytea;
ALTER TABLE answer_cache ADD COLUMN embedding_model text;
-- The answering section's score with the question's vector: a new unit at least this close could change it.
ALTER TABLE answer_cache ADD COLUMN answer_similarity real;
