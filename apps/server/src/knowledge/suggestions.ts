import type { KbDepartment, TicketSuggestionsResponse } from '@portal/contract';
import type pg from 'pg';
import { HttpError, notFound } from '../http.ts';
import { retrieve } from './search.ts';
import type { Caller } from './types.ts';

/**
 * A draft subject is shorter and vaguer than a chat question, so suggestions use a lower bar than
 * answers do: showing a relevant policy costs a glance, answering wrongly costs trust.
 */
export const SUGGESTION_THRESHOLD = 0.34;
export const MAX_SUGGESTIONS = 3;

export async function suggestForTicket(
  pool: pg.Pool,
  user: Caller,
  draft: { subject: string; description?: string | undefined },
): Promise<TicketSuggestionsResponse> {
  const text = `${draft.subject} ${(draft.description ?? '').slice(0, 500)}`;
  const result = await retrieve(pool, text, { threshold: SUGGESTION_THRESHOLD });
  const perDoc = new Map<string, (typeof result.sections)[number]>();
  for (const s of result.sections) if (!perDoc.has(s.documentId)) perDoc.set(s.documentId, s);
  const top = [...perDoc.values()].slice(0, MAX_SUGGESTIONS);
  const { rows: depts } = await pool.query<{ id: string; department: KbDepartment }>(
    'SELECT id, department FROM documents WHERE id = ANY($1::uuid[])',
    [top.map((s) => s.documentId)],
  );
  const { rows } = await pool.query<{ id: string }>(
    'INSERT INTO ticket_suggestion_sets (user_id, subject, document_ids) VALUES ($1, $2, $3::uuid[]) RETURNING id',
    [user.id, draft.subject.slice(0, 300), top.map((s) => s.documentId)],
  );
  return {
    suggestion_set_id: (rows[0] as { id: string }).id,
    suggestions: top.map((s) => ({
      document_id: s.documentId,
      source: s.documentName,
      department: depts.find((d) => d.id === s.documentId)?.department ?? 'other',
      section: s.headingPath.join(' > ') || null,
      excerpt: s.body.length > 240 ? `${s.body.slice(0, 237)}...` : s.body,
      score: Math.round(s.score * 1000) / 1000,
    })),
  };
}

export async function recordSuggestionOpened(pool: pg.Pool, user: Caller, setId: string, documentId: string) {
  const { rows } = await pool.query<{ user_id: string | null; document_ids: string[] }>(
    'SELECT user_id, document_ids FROM ticket_suggestion_sets WHERE id = $1',
    [setId],
  );
  const set = rows[0];
  if (!set || set.user_id !== user.id) throw notFound('Suggestion set not found');
  if (!set.document_ids.includes(documentId))
    throw new HttpError(400, 'document_id: Not one of the suggestions shown');
  await pool.query(
    'INSERT INTO ticket_suggestion_opens (set_id, document_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
    [setId, documentId],
  );
  return { ok: true as const };
}
