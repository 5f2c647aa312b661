import type { AnswerEngine, SystemSettings, SystemSettingsReadOnlyField } from '@portal/contract';
import type { Queryable } from './db.ts';

type StoredSettings = Omit<SystemSettings, SystemSettingsReadOnlyField>;

/** What answers a question asked now, for the configured model (the chat service knows). */
export type AnsweredBy = (aiModel: string) => { engine: AnswerEngine; model: string };

export async function getSettings(
  db: Queryable,
  openai: { apiKey: string } | undefined,
  answeredBy: AnsweredBy,
): Promise<SystemSettings> {
  const { rows } = await db.query<StoredSettings>(
    `SELECT ai_model, allow_user_registration, require_document_approval, enable_audit_logging, response_cache_hours
     FROM system_settings WHERE id = 1`,
  );
  const row = rows[0];
  if (!row) throw new Error('system_settings row missing (migration 0100 not applied?)');
  const answering = answeredBy(row.ai_model);
  return {
    ...row,
    openai_key_configured: Boolean(openai?.apiKey),
    answer_engine: answering.engine,
    answer_model: answering.model,
  };
}

export async function saveSettings(
  db: Queryable,
  userId: string,
  input: StoredSettings,
  openai: { apiKey: string } | undefined,
  answeredBy: AnsweredBy,
): Promise<SystemSettings> {
  await db.query(
    `UPDATE system_settings SET ai_model = $1, allow_user_registration = $2, require_document_approval = $3,
       enable_audit_logging = $4, response_cache_hours = $5, updated_at = now(), updated_by = $6 WHERE id = 1`,
    [
      input.ai_model,
      input.allow_user_registration,
      input.require_document_approval,
      input.enable_audit_logging,
      input.response_cache_hours,
      userId,
    ],
  );
  return getSettings(db, openai, answeredBy);
}
