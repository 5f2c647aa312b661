/**
 * Units and their vectors in PostgreSQL: written as sections are indexed, and kept complete for the
 * configured embedding model by `syncEmbeddings` (run at start and after a model change).
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';
import { log } from '../log.ts';
import { bumpIndexVersion, type Queryable, tx } from './db.ts';
import type { Embedder } from './embeddings/index.ts';
import type { Section } from './sections.ts';
import { splitUnits, type Unit, unitEmbeddingText } from './units.ts';

export interface PreparedUnit extends Unit {
  /** What is embedded: the unit with its headings. */
  embedText: string;
  hash: Buffer;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** The units of each section, in the sections' order. */
export function prepareUnits(
  title: string | null,
  sections: Pick<Section, 'headingPath' | 'body'>[],
): PreparedUnit[][] {
  return sections.map((s) =>
    splitUnits(s.body).map((u) => {
      const embedText = unitEmbeddingText(title, s.headingPath, u.text);
      return { ...u, embedText, hash: sha256(embedText) };
    }),
  );
}

export async function insertUnits(
  client: Queryable,
  documentId: string,
  sectionId: string,
  units: PreparedUnit[],
) {
  if (units.length === 0) return;
  await client.query(
    `INSERT INTO section_units (section_id, document_id, position, kind, text, flag, embed_hash)
     SELECT $1, $2, x.position, x.kind, x.text, x.flag, decode(x.hash, 'hex')
     FROM unnest($3::int[], $4::text[], $5::text[], $6::text[], $7::text[]) AS x(position, kind, text, flag, hash)`,
    [
      sectionId,
      documentId,
      units.map((u) => u.position),
      units.map((u) => u.kind),
      units.map((u) => u.text),
      units.map((u) => u.flag),
      units.map((u) => u.hash.toString('hex')),
    ],
  );
}

export interface NewVector {
  hash: Buffer;
  vector: Float32Array;
}

/** Embeds the units whose text has no vector of this model yet (flagged units are never embedded). */
export async function embedMissing(
  db: Queryable,
  embedder: Embedder,
  units: PreparedUnit[],
): Promise<NewVector[]> {
  const wanted = new Map<string, PreparedUnit>();
  for (const u of units) if (!u.flag) wanted.set(u.hash.toString('hex'), u);
  if (wanted.size === 0) return [];
  const { rows } = await db.query<{ hash: string }>(
    `SELECT encode(text_hash, 'hex') AS hash FROM embeddings WHERE model = $1 AND text_hash = ANY($2::bytea[])`,
    [embedder.id, [...wanted.values()].map((u) => u.hash)],
  );
  for (const r of rows) wanted.delete(r.hash);
  const todo = [...wanted.values()];
  if (todo.length === 0) return [];
  const vectors = await embedder.embed(
    todo.map((u) => u.embedText),
    'passage',
  );
  return todo.map((u, i) => ({ hash: u.hash, vector: vectors[i] as Float32Array }));
}

export const vectorToBytes = (v: Float32Array) => Buffer.from(v.buffer, v.byteOffset, v.byteLength);
export const bytesToVector = (b: Buffer) =>
  new Float32Array(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength));

export async function storeVectors(db: Queryable, model: string, vectors: NewVector[]) {
  if (vectors.length === 0) return;
  await db.query(
    `INSERT INTO embeddings (model, text_hash, vector)
     SELECT $1, x.h, x.v FROM unnest($2::bytea[], $3::bytea[]) AS x(h, v)
     ON CONFLICT (model, text_hash) DO NOTHING`,
    [model, vectors.map((v) => v.hash), vectors.map((v) => vectorToBytes(v.vector))],
  );
}

/** The embedder, once loaded; null when there is none or it failed to load (retrieval by words only). */
export async function resolveEmbedder(
  embedder: Embedder | Promise<Embedder> | undefined,
): Promise<Embedder | undefined> {
  if (!embedder) return undefined;
  try {
    return await embedder;
  } catch (error) {
    if (!warned)
      log.error({ err: error }, 'The embedding model could not be loaded; searching by words only');
    warned = true;
    return undefined;
  }
}
let warned = false;

/** A new unit this much less similar than what a cached answer used could still change it. */
const CACHE_MARGIN = 0.1;

/**
 * Drops the cached answers that newly indexed units could change: those whose question (any part) is
 * at least as close to a new unit as to what the answer used, less a margin. Answers that cited the
 * document are dropped by the caller (dropCachedAnswersFor). Everything else stays cached.
 */
export async function dropAnswersUnitsCouldChange(
  db: Queryable,
  model: string,
  hashes: Buffer[],
): Promise<number> {
  if (hashes.length === 0) return 0;
  const { rows: fresh } = await db.query<{ vector: Buffer }>(
    'SELECT vector FROM embeddings WHERE model = $1 AND text_hash = ANY($2::bytea[])',
    [model, hashes],
  );
  const units = fresh.map((r) => bytesToVector(r.vector));
  const dims = units[0]?.length ?? 0;
  if (dims === 0) return 0;
  const { rows: entries } = await db.query<{
    id: string;
    query_vector: Buffer | null;
    embedding_model: string | null;
    answer_similarity: number | null;
  }>('SELECT id, query_vector, embedding_model, answer_similarity FROM answer_cache');
  const doomed: string[] = [];
  for (const entry of entries) {
    // An entry without a vector of this model cannot be judged: it goes.
    if (!entry.query_vector || entry.embedding_model !== model) {
      doomed.push(entry.id);
      continue;
    }
    const parts = bytesToVector(entry.query_vector);
    const floor = (entry.answer_similarity ?? 0) - CACHE_MARGIN;
    let hit = parts.length % dims !== 0;
    for (let p = 0; p + dims <= parts.length && !hit; p += dims) {
      for (const u of units) {
        let score = 0;
        for (let i = 0; i < dims; i++) score += (u[i] as number) * (parts[p + i] as number);
        if (score >= floor) {
          hit = true;
          break;
        }
      }
    }
    if (hit) doomed.push(entry.id);
  }
  if (doomed.length > 0) await db.query('DELETE FROM answer_cache WHERE id = ANY($1::bigint[])', [doomed]);
  return doomed.length;
}

export function logEmbeddingFailure(error: unknown): NewVector[] {
  log.error(
    { err: error },
    'Embedding failed; the units are indexed for full-text search and get their vectors later',
  );
  return [];
}

/** Sections indexed before units existed (an upgraded database) get their units. */
async function backfillUnits(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{
    id: string;
    document_id: string;
    title: string | null;
    heading_path: string[];
    body: string;
  }>(
    `SELECT s.id, s.document_id, d.title, s.heading_path, s.body FROM document_sections s JOIN documents d ON d.id = s.document_id
     WHERE NOT EXISTS (SELECT 1 FROM section_units u WHERE u.section_id = s.id) ORDER BY s.id`,
  );
  for (const r of rows) {
    const [units] = prepareUnits(r.title, [{ headingPath: r.heading_path, body: r.body }]);
    await insertUnits(pool, r.document_id, r.id, units ?? []);
  }
  return rows.length;
}

export interface SyncResult {
  unitsAdded: number;
  embedded: number;
  /** The model now serving (the configured one once every unit has its vector). */
  active: string | null;
}

/**
 * Gives every unit of an approved document a vector of `embedder`'s model, in batches, then makes that
 * model the one that answers. Until then the previous model's vectors keep serving (the in-memory
 * index reads `knowledge_index_state.embedding_model`). Safe to run on several instances at once:
 * every write is idempotent. Documents whose units got vectors are re-versioned so every instance
 * reloads them.
 */
export async function syncEmbeddings(
  pool: pg.Pool,
  embedder: Embedder,
  options: { batch?: number; signal?: AbortSignal } = {},
): Promise<SyncResult> {
  const unitsAdded = await backfillUnits(pool);
  const batch = options.batch ?? 64;
  let embedded = 0;
  for (;;) {
    if (options.signal?.aborted) break;
    const { rows } = await pool.query<{
      hash: Buffer;
      document_id: string;
      title: string | null;
      heading_path: string[];
      text: string;
    }>(
      `SELECT DISTINCT ON (u.embed_hash) u.embed_hash AS hash, u.document_id, d.title, s.heading_path, u.text
       FROM section_units u JOIN document_sections s ON s.id = u.section_id JOIN documents d ON d.id = u.document_id
       WHERE u.flag IS NULL AND d.approval_status = 'approved'
         AND NOT EXISTS (SELECT 1 FROM embeddings e WHERE e.model = $1 AND e.text_hash = u.embed_hash)
       LIMIT $2`,
      [embedder.id, batch],
    );
    if (rows.length === 0) break;
    const texts = rows.map((r) => unitEmbeddingText(r.title, r.heading_path, r.text));
    const vectors = await embedder.embed(texts, 'passage');
    await tx(pool, async (client) => {
      await storeVectors(
        client,
        embedder.id,
        rows.map((r, i) => ({ hash: r.hash, vector: vectors[i] as Float32Array })),
      );
      const version = await bumpIndexVersion(client);
      await client.query('UPDATE documents SET index_version = $2 WHERE id = ANY($1::uuid[])', [
        [...new Set(rows.map((r) => r.document_id))],
        version,
      ]);
    });
    embedded += rows.length;
  }
  let active: string | null = null;
  if (!options.signal?.aborted) {
    await tx(pool, async (client) => {
      const { rows } = await client.query<{ embedding_model: string | null }>(
        'SELECT embedding_model FROM knowledge_index_state WHERE id = 1 FOR UPDATE',
      );
      if (rows[0]?.embedding_model !== embedder.id) {
        await client.query('UPDATE knowledge_index_state SET embedding_model = $1 WHERE id = 1', [
          embedder.id,
        ]);
        await bumpIndexVersion(client);
      }
    });
    active = embedder.id;
  }
  return { unitsAdded, embedded, active };
}
