import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import type { ObjectStore } from '../storage/index.ts';
import { actingAs } from './access.ts';
import { createChatService } from './chat.ts';
import { createDocumentService } from './documents.ts';
import type { Embedder } from './embeddings/index.ts';
import type { ProcessingOptions } from './processing.ts';

export const demoDocumentsDir = path.join(import.meta.dirname, '../../demo-documents');

export interface DemoManifestEntry {
  source: string;
  file: string;
  department: string;
  tags: string;
  status: 'approved' | 'pending_approval' | 'rejected';
  notes?: string;
}

export function demoManifest(): DemoManifestEntry[] {
  return (
    JSON.parse(readFileSync(path.join(demoDocumentsDir, 'manifest.json'), 'utf8')) as {
      documents: DemoManifestEntry[];
    }
  ).documents;
}

/** Past conversations so the analytics screens have something real to show (asked through the real engine). */
const DEMO_QUESTIONS: { question: string; daysAgo: number }[] = [
  { question: 'How much annual leave am I entitled to and how do I request it?', daysAgo: 12 },
  { question: 'How do I reset my password?', daysAgo: 9 },
  { question: 'How do I submit an expense report?', daysAgo: 6 },
  { question: 'What is the hotel limit in London?', daysAgo: 5 },
  { question: 'How do I reset my password?', daysAgo: 3 },
  { question: 'Is there a company gym membership discount?', daysAgo: 2 },
  { question: 'What do I need to do before deploying to a new country?', daysAgo: 1 },
];

export interface SeedKnowledgeOptions {
  /** E-mail of the uploader / reviewer (the document administrator); else the first admin, else nobody. */
  adminEmail?: string;
  processing?: ProcessingOptions;
  /** Embeds the documents' units as they are indexed (retrieval by meaning). */
  embedder?: Embedder | Promise<Embedder> | undefined;
  /** Ask the demo questions as these users (default: up to three active users). */
  conversations?: boolean;
  /** The server's file store for the documents' bytes (knowledge/files.ts). */
  files?: ObjectStore | undefined;
}

/**
 * Loads the demo knowledge base: every document of the manifest uploaded, approved ones processed and
 * indexed (awaited), one left pending and one rejected; plus a few past conversations. Idempotent:
 * does nothing when documents already exist.
 */
export async function seedKnowledge(pool: pg.Pool, options: SeedKnowledgeOptions = {}) {
  const { rows: existing } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM documents');
  if ((existing[0]?.n ?? 0) > 0) return { documents: 0, sections: 0, conversations: 0 };

  const { rows: admins } = await pool.query<{ id: string; email: string; name: string | null }>(
    `SELECT id, email, name FROM users WHERE is_active AND ($1::text IS NULL OR lower(email) = lower($1))
     ORDER BY (lower(coalesce(boost_role, role)) = 'admin') DESC, created_at LIMIT 1`,
    [options.adminEmail ?? null],
  );
  const adminRow = admins[0];
  if (!adminRow) throw new Error('seedKnowledge needs at least one user (seed users first)');
  const admin = actingAs({ id: adminRow.id, name: adminRow.name ?? adminRow.email }, 'admin');
  const docs = createDocumentService({
    pool,
    files: options.files,
    processing: options.processing,
    embedder: options.embedder,
    approveWaitMs: 120_000,
  });
  let sections = 0;
  let count = 0;
  for (const entry of demoManifest()) {
    const bytes = new Uint8Array(readFileSync(path.join(demoDocumentsDir, entry.file)));
    const doc = await docs.upload(admin, {
      fileName: entry.file,
      bytes,
      department: entry.department,
      tags: entry.tags,
    });
    count++;
    if (entry.status === 'approved') {
      await docs.approve(admin, doc.id);
      await docs.idle();
      const { rows } = await pool.query<{ section_count: number }>(
        'SELECT section_count FROM documents WHERE id = $1',
        [doc.id],
      );
      sections += rows[0]?.section_count ?? 0;
    } else if (entry.status === 'rejected') {
      await docs.reject(admin, doc.id, entry.notes ?? '');
    }
  }

  let conversations = 0;
  if (options.conversations !== false) {
    const { rows: people } = await pool.query<{ id: string; email: string; name: string | null }>(
      `SELECT id, email, name FROM users WHERE is_active ORDER BY created_at LIMIT 3`,
    );
    const chat = createChatService({ pool });
    for (const [i, q] of DEMO_QUESTIONS.entries()) {
      const person = people[i % Math.max(1, people.length)];
      if (!person) break;
      const user = actingAs({ id: person.id, name: person.name ?? person.email }, 'user');
      const sessionId = randomUUID();
      await chat.send(
        user,
        { session_id: sessionId, message: q.question },
        { signal: new AbortController().signal, write: () => {} },
      );
      const when = `now() - make_interval(days => ${q.daysAgo})`;
      await pool.query(`UPDATE chat_sessions SET created_at = ${when}, updated_at = ${when} WHERE id = $1`, [
        sessionId,
      ]);
      await pool.query(`UPDATE chat_messages SET created_at = ${when} WHERE session_id = $1`, [sessionId]);
      await pool.query(`UPDATE knowledge_gaps SET created_at = ${when} WHERE session_id = $1`, [sessionId]);
      conversations++;
    }
    conversations += await linkChatTickets(pool, chat);
  }
  return { documents: count, sections, conversations };
}

/**
 * The demo tickets filed from the chat carry a conversation id no conversation has (the ticket seed runs
 * first), which left 'Conversations leading to tickets' empty and 'View Conversation' dead. Each gets
 * its conversation: its requester asks the ticket's subject (without the 'Dept - Category: ' prefix)
 * through the real engine, under the ticket's own session id, a quarter of an hour before filing it.
 */
async function linkChatTickets(pool: pg.Pool, chat: ReturnType<typeof createChatService>): Promise<number> {
  const { rows: tickets } = await pool.query<{
    id: string;
    subject: string;
    session_id: string;
    created_at: Date;
    requester_id: string;
    email: string;
    name: string | null;
  }>(
    `SELECT t.id, t.subject, t.conversation_session_id AS session_id, t.created_at, u.id AS requester_id, u.email, u.name
     FROM tickets t JOIN users u ON u.id = t.requester_id
     WHERE t.conversation_session_id IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM chat_sessions s WHERE s.id::text = t.conversation_session_id)
     ORDER BY t.created_at`,
  );
  let linked = 0;
  for (const t of tickets) {
    let sessionId = t.session_id;
    if (!isUuid(sessionId)) {
      sessionId = randomUUID();
      await pool.query('UPDATE tickets SET conversation_session_id = $2 WHERE id = $1', [t.id, sessionId]);
    }
    const user = actingAs({ id: t.requester_id, name: t.name ?? t.email }, 'user');
    const question = t.subject.replace(/^[^:]{1,60}:\s+/, '');
    await chat.send(
      user,
      { session_id: sessionId, message: question },
      { signal: new AbortController().signal, write: () => {} },
    );
    const when = new Date(t.created_at.getTime() - 15 * 60_000);
    await pool.query('UPDATE chat_sessions SET created_at = $2, updated_at = $2 WHERE id = $1', [
      sessionId,
      when,
    ]);
    await pool.query('UPDATE chat_messages SET created_at = $2 WHERE session_id = $1', [sessionId, when]);
    await pool.query('UPDATE knowledge_gaps SET created_at = $2 WHERE session_id = $1', [sessionId, when]);
    linked++;
  }
  return linked;
}

const isUuid = (s: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s);
