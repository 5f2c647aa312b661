/**
 * Hybrid retrieval: each part of a question is searched by meaning (its sentence embedding against
 * every unit's, vector-index.ts) and by words (PostgreSQL full text, search.ts); a section's score
 * fuses the two, and a calibrated decision (answerability.ts) says whether the best section answers
 * the part at all.
 */

import { log } from '../log.ts';
import { retrievalDuration } from '../metrics.ts';
import type { Queryable } from './db.ts';
import type { Embedder } from './embeddings/index.ts';
import { FUNCTION_WORDS, type QuestionPart } from './question.ts';
import { lexicalCandidates, type RetrievedSection } from './search.ts';
import type { UnitKind } from './units.ts';
import type { VectorIndex } from './vector-index.ts';

export interface CandidateUnit {
  id: number;
  position: number;
  kind: UnitKind;
  text: string;
  flag: string | null;
  /** Cosine with the part's query (0 when the unit has no vector yet). */
  similarity: number;
  /** Cosine with the part alone, without its context (= similarity when it has none). */
  focus: number;
}

export interface Candidate extends RetrievedSection {
  /** The best unit's cosine with the part. */
  dense: number;
  /** Share of the part's informative words the section holds (full text, IDF-weighted). */
  lexical: number;
  units: CandidateUnit[];
}

export interface PartRetrieval {
  part: QuestionPart;
  vector: Float32Array | null;
  /** Best first. */
  candidates: Candidate[];
  /** Question words no approved section contains. */
  absent: string[];
  lexemes: string[];
  /** The question's words with their weights (full text). */
  terms: { concept: string; idf: number; df: number; n: number }[];
  /**
   * The question word the best unit leaves most unexplained: removing it from the question raises the
   * question's similarity with that unit by `rise` ('sick' in 'How many days of paid sick leave?'
   * against the annual leave entitlement). 0 when every word is borne out. See `unsupportedWord`.
   */
  unsupported: { word: string; rise: number };
}

/** How much the full-text coverage counts beside the cosine (tuned on the tuning half). */
export const LEXICAL_WEIGHT = 0.25;
const DENSE_UNITS = 48;
const LEXICAL_SECTIONS = 30;
const KEEP = 8;

export interface RetrievalContext {
  db: Queryable;
  index: VectorIndex | null;
  /** Embeds the leave-one-out variants of the question (unsupportedWord). */
  embedder?: Embedder | null;
  indexVersion: number;
  documentIds?: string[] | undefined;
  /** Documents the conversation was about (a follow-up leans towards them). */
  boostDocuments?: string[] | undefined;
}

export interface PartVectors {
  /** The part with its context (what is searched). */
  query: Float32Array;
  /** The part alone, when its context changed it: 'And the travel risk assessment?' after a turn about vaccinations. */
  focus: Float32Array | null;
}

export async function embedParts(
  embedder: Embedder | null,
  parts: QuestionPart[],
): Promise<(PartVectors | null)[]> {
  if (!embedder || parts.length === 0) return parts.map(() => null);
  try {
    const texts = parts.flatMap((p) => (p.query === p.text ? [p.query] : [p.query, p.text]));
    const vectors = await embedder.embed(texts, 'query');
    let at = 0;
    return parts.map((p) => {
      const query = vectors[at++] as Float32Array;
      const focus = p.query === p.text ? null : (vectors[at++] as Float32Array);
      return { query, focus };
    });
  } catch (error) {
    log.error({ err: error }, 'Embedding the question failed; searching by words only');
    return parts.map(() => null);
  }
}

/** Retrieves one question part, timed for the portal_retrieval_duration_seconds histogram. */
export async function retrievePart(
  ctx: RetrievalContext,
  part: QuestionPart,
  vectors: PartVectors | null,
): Promise<PartRetrieval> {
  const stop = retrievalDuration.startTimer();
  try {
    return await retrieveOnePart(ctx, part, vectors);
  } finally {
    stop();
  }
}

async function retrieveOnePart(
  ctx: RetrievalContext,
  part: QuestionPart,
  vectors: PartVectors | null,
): Promise<PartRetrieval> {
  const vector = vectors?.query ?? null;
  const scope = ctx.documentIds && ctx.documentIds.length > 0 ? ctx.documentIds : null;
  const dense = vector && ctx.index ? ctx.index.search(vector, DENSE_UNITS, scope) : [];
  const lexical = await lexicalCandidates(ctx.db, part.query, {
    documentIds: scope ?? undefined,
    indexVersion: ctx.indexVersion,
    limit: LEXICAL_SECTIONS * 2,
  });
  const lexicalById = new Map(lexical.scored.slice(0, LEXICAL_SECTIONS).map((s) => [s.id, s]));
  const sectionIds = [...new Set([...dense.map((h) => h.sectionId), ...lexicalById.keys()])];
  if (sectionIds.length === 0)
    return {
      part,
      vector,
      candidates: [],
      absent: lexical.absent,
      lexemes: lexical.lexemes,
      terms: lexical.terms,
      unsupported: { word: '', rise: 0 },
    };

  const { rows } = await ctx.db.query<{
    id: string;
    document_id: string;
    original_name: string;
    title: string | null;
    heading_path: string[];
    body: string;
    position: number;
    units: { id: number; position: number; kind: UnitKind; text: string; flag: string | null }[];
  }>(
    `SELECT s.id, s.document_id, d.original_name, d.title, s.heading_path, s.body, s.position,
       coalesce(json_agg(json_build_object('id', u.id, 'position', u.position, 'kind', u.kind, 'text', u.text,
         'flag', u.flag) ORDER BY u.position) FILTER (WHERE u.id IS NOT NULL), '[]'::json) AS units
     FROM document_sections s JOIN documents d ON d.id = s.document_id
     LEFT JOIN section_units u ON u.section_id = s.id
     WHERE s.id = ANY($1::bigint[]) AND d.approval_status = 'approved'
     GROUP BY s.id, d.original_name, d.title`,
    [sectionIds],
  );
  const boost = new Set(ctx.boostDocuments ?? []);
  const candidates: Candidate[] = rows.map((r) => {
    // A unit's similarity is its best with the part as searched or, for a part read with its context,
    // with the part alone (the sentence that answers 'And part-timers?' is about part-timers).
    const units = r.units.map((u) => {
      const id = Number(u.id);
      if (u.flag || !vector || !ctx.index) return { ...u, id, similarity: 0, focus: 0 };
      const searched = ctx.index.similarity(vector, id) ?? 0;
      const focus = vectors?.focus ? (ctx.index.similarity(vectors.focus, id) ?? 0) : searched;
      return { ...u, id, similarity: Math.max(searched, focus), focus };
    });
    const best = Math.max(0, ...units.filter((u) => !u.flag).map((u) => u.similarity));
    const lex = lexicalById.get(Number(r.id));
    const lexicalScore = lex?.coverage ?? 0;
    // A follow-up leans towards the documents the conversation was about.
    const score = best + LEXICAL_WEIGHT * lexicalScore + (boost.has(r.document_id) ? 0.05 : 0);
    return {
      id: Number(r.id),
      documentId: r.document_id,
      documentName: r.original_name,
      documentTitle: r.title,
      headingPath: r.heading_path,
      body: r.body,
      position: r.position,
      coverage: lexicalScore,
      score,
      matched: lex?.matched ?? [],
      dense: best,
      lexical: lexicalScore,
      units,
    };
  });
  candidates.sort((a, b) => b.score - a.score || a.position - b.position);
  const kept = candidates.slice(0, KEEP);
  return {
    part,
    vector,
    candidates: kept,
    absent: lexical.absent,
    lexemes: lexical.lexemes,
    terms: lexical.terms,
    unsupported: await unsupportedWord(ctx, part, vector, kept[0]),
  };
}

const stem = (w: string) => w.toLowerCase().replace(/(ing|ed|es|s)$/, '');

/**
 * Leave-one-out over the question's own content words that the best unit (with its headings) does not
 * contain: each is removed in turn and the question embedded again. A word whose removal makes the
 * question clearly closer to the unit is one the unit does not bear out: the unit is about something
 * near the question but not it ('jury service', 'paternity leave', 'how long does it take'). A
 * paraphrased word ('vacation' for 'annual leave') does the opposite: removing it moves the question
 * away. One short embedding per word (a few milliseconds each).
 */
async function unsupportedWord(
  ctx: RetrievalContext,
  part: QuestionPart,
  vector: Float32Array | null,
  top: Candidate | undefined,
): Promise<{ word: string; rise: number }> {
  const none = { word: '', rise: 0 };
  if (!vector || !ctx.index || !ctx.embedder || !top) return none;
  const unit = top.units.filter((u) => !u.flag).sort((a, b) => b.similarity - a.similarity)[0];
  if (!unit) return none;
  const present = new Set(
    `${top.documentTitle ?? ''} ${top.headingPath.join(' ')} ${unit.text}`
      .toLowerCase()
      .match(/[a-z]+/g)
      ?.map(stem) ?? [],
  );
  const words = [
    ...new Set(
      (part.text.match(/[A-Za-z][A-Za-z'-]*/g) ?? []).filter(
        (w) => !FUNCTION_WORDS.has(w.toLowerCase()) && !present.has(stem(w)) && w.length > 1,
      ),
    ),
  ].slice(0, MAX_ABLATIONS);
  if (words.length === 0) return none;
  const ablated = await ctx.embedder
    .embed(
      words.map((w) =>
        part.query.replace(new RegExp(`\\b${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'g'), ' '),
      ),
      'query',
    )
    .catch(() => null);
  if (!ablated) return none;
  const full = ctx.index.similarity(vector, unit.id) ?? unit.similarity;
  let best = none;
  ablated.forEach((v, i) => {
    const rise = (ctx.index?.similarity(v, unit.id) ?? full) - full;
    if (rise > best.rise) best = { word: words[i] as string, rise };
  });
  return best;
}

/** Words tried per part (a long question's extra words cost a few milliseconds each). */
const MAX_ABLATIONS = 8;
