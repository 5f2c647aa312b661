-- The designated user and document administrators (USER_ADMIN_EMAIL, DOCUMENT_ADMIN_EMAIL) are bound to
-- an account by its id, recorded when the account is created or first matched at start. Recognising
-- them by the e-mail at request time let any administrator take the role by editing e-mails (issue 15).
CREATE TABLE designated_administrators (
  designation text PRIMARY KEY CHECK (designation IN ('user_administrator', 'document_administrator')),
  -- RESTRICT: the application refuses deleting a designated account; this keeps it so underneath too.
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
  -- The configured address this binding was made for: a different one at start rebinds.
  configured_email text NOT NULL,
  bound_at timestamptz NOT NULL DEFAULT now()
);

-- Security-relevant changes to accounts (designations, and changes to or refused attempts on the
-- designated accounts): who did what to whom, and whether it was done or refused.
CREATE TABLE account_audit (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  at timestamptz NOT NULL DEFAULT now(),
  actor_id uuid REFERENCES users(id) ON DELETE SET NULL,
  actor_email text,
  target_id uuid REFERENCES users(id) ON DELETE SET NULL,
  target_email text,
  action text NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('done', 'refused')),
  detail jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX account_audit_target_idx ON account_audit (target_id, at);
