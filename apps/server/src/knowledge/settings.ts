import type { SystemSettings } from '@portal/contract';
import type { Queryable } from './db.ts';

export async function getSettings(
  db: Queryable,
  openai: { apiKey: string } | undefined,
): Promise<SystemSettings> {
  const { rows } = await db.query<Omit<SystemSettings, 'openai_key_configured'>>(
    `SELECT ai_model, allow_user_registration, require_document_approval, enable_audit_logging, response_cache_hours
     FROM system_settings WHERE id = 1`,
  );
  const row = rows[0];
  if (!row) throw new Error('system_settings row missing (migration 0100 not applied?)');
  return { ...row, openai_key_configured: Boolean(openai?.apiKey) };
}

export async function saveSettings(
  db: Queryable,
  userId: string,
  input: Omit<SystemSettings, 'openai_key_configured'>,
  openai: { apiKey: string } | undefined,
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
  return getSettings(db, openai);
}
