import type { Queryable } from './db.ts';

export interface RetrievedSection {
  id: number;
  documentId: string;
  documentName: string;
  documentTitle: string | null;
  headingPath: string[];
  body: string;
  position: number;
  /** Share of the question's informative weight (IDF-weighted lexemes) this section contains, 0..1. */
  coverage: number;
  score: number;
  /** The question's words (full-text concepts) the section holds. */
  matched?: string[];
}

export interface RetrievalResult {
  /** Sections above the relevance threshold, best first. */
  sections: RetrievedSection[];
  /** The best candidate even when below the threshold (for the knowledge-gap reason). */
  best: RetrievedSection | undefined;
  lexemes: string[];
  reason: string | null;
}

/**
 * Calibrated on bench/retrieval/eval.json (see the runner): below this IDF-weighted coverage a
 * section shares too little of the question to answer it, and the assistant says it found nothing.
 */
export const RELEVANCE_THRESHOLD = 0.5;
/** Sections used for one answer, and how close to the best a second section must score. */
export const MAX_ANSWER_SECTIONS = 4;
export const SECOND_SECTION_RATIO = 0.7;
export const OTHER_DOCUMENT_RATIO = 0.9;

/** Words that say how a question is asked, not what it is about (stemmed, as PostgreSQL's english config does). */
const FILLER = new Set([
  'need',
  'know',
  'tell',
  'want',
  'get',
  'can',
  'pleas',
  'would',
  'like',
  'go',
  'make',
  'us',
  'work',
  'compani',
  'explain',
  'help',
  'anyon',
  'thing',
  'way',
]);

/**
 * A small domain thesaurus (stemmed lexemes): staff ask in everyday words, policies use formal ones.
 * A question word counts as found when any of its alternatives is in the section.
 */
const SYNONYMS: Record<string, string[]> = {
  holiday: ['leav'],
  vacat: ['leav'],
  sick: ['ill', 'sick'],
  ill: ['sick'],
  abroad: ['countri'],
  oversea: ['countri', 'abroad'],
  comput: ['laptop'],
  pc: ['laptop'],
  boss: ['manag'],
};

export interface RetrieveOptions {
  documentIds?: string[] | undefined;
  threshold?: number;
  limit?: number;
  /** The index version the caller read: word statistics are cached per version (they change only with it). */
  indexVersion?: number | undefined;
}

/** Words in more than this share of sections do not select candidates (they still count in coverage). */
const COMMON_WORD_SHARE = 0.15;
const statsCache = new Map<string, { df: number; n: number }>();
const STATS_CACHE_MAX = 20_000;

export interface LexicalCandidates {
  /** Every section the words select, scored, best first (no threshold). */
  scored: RetrievedSection[];
  /** Each question word (a full-text concept: the word or its synonyms) with its weight and frequency. */
  terms: { concept: string; idf: number; df: number; n: number }[];
  lexemes: string[];
  /** Question words no approved section contains. */
  absent: string[];
  reason: string | null;
}

/** PostgreSQL full-text candidates over approved documents' sections, scored by IDF-weighted coverage. */
export async function lexicalCandidates(
  db: Queryable,
  question: string,
  options: RetrieveOptions = {},
): Promise<LexicalCandidates> {
  const scoped = options.documentIds && options.documentIds.length > 0;
  const ids = scoped ? options.documentIds : null;
  const { rows: lexRows } = await db.query<{ lexeme: string }>(
    `SELECT DISTINCT lexeme FROM unnest(to_tsvector('english', unaccent(left($1, 2000))))`,
    [question],
  );
  const lexemes = lexRows.map((r) => r.lexeme).filter((l) => !FILLER.has(l) && l.length > 1);
  if (lexemes.length === 0)
    return { scored: [], terms: [], lexemes, absent: [], reason: 'The question has no searchable words' };
  // One tsquery per question word: the word or any of its synonyms.
  const concepts = lexemes.map((l) =>
    [l, ...(SYNONYMS[l] ?? [])].map((x) => `'${x.replace(/'/g, "''")}'`).join(' | '),
  );
  const scope = `d.approval_status = 'approved' AND ($2::uuid[] IS NULL OR s.document_id = ANY($2::uuid[]))`;
  const statsKey = (c: string) => `${options.indexVersion}|${ids?.join(',') ?? ''}|${c}`;
  const known = new Map<string, { df: number; n: number }>();
  if (options.indexVersion !== undefined)
    for (const c of concepts) {
      const hit = statsCache.get(statsKey(c));
      if (hit) known.set(c, hit);
    }
  const missing = concepts.filter((c) => !known.has(c));
  if (missing.length > 0) {
    // Document frequency of each word in scope, for IDF weights (GIN index lookups).
    const { rows: dfRows } = await db.query<{ lexeme: string; df: number; n: number }>(
      `SELECT l AS lexeme,
         (SELECT count(*) FROM document_sections s JOIN documents d ON d.id = s.document_id
           WHERE ${scope} AND s.tsv @@ to_tsquery('simple', l))::int AS df,
         (SELECT count(*) FROM document_sections s JOIN documents d ON d.id = s.document_id WHERE ${scope})::int AS n
       FROM unnest($1::text[]) AS l`,
      [missing, ids],
    );
    for (const r of dfRows) {
      known.set(r.lexeme, { df: r.df, n: r.n });
      if (options.indexVersion !== undefined) {
        if (statsCache.size >= STATS_CACHE_MAX) statsCache.clear();
        statsCache.set(statsKey(r.lexeme), { df: r.df, n: r.n });
      }
    }
  }
  const n = known.get(concepts[0] ?? '')?.n ?? 0;
  if (n === 0)
    return { scored: [], terms: [], lexemes, absent: [], reason: 'No approved documents are indexed' };
  // Keyed by concept (the tsquery text of a question word and its synonyms).
  const idf = new Map(concepts.map((c) => [c, Math.log(1 + (n + 1) / ((known.get(c)?.df ?? 0) + 0.5))]));
  const totalWeight = [...idf.values()].reduce((a, b) => a + b, 0);
  // Candidates come from the informative words only: a very common word would make every section a candidate.
  const informative = concepts.filter((c) => (known.get(c)?.df ?? 0) / n <= COMMON_WORD_SHARE);
  const selecting = informative.length > 0 ? informative : concepts;

  const { rows } = await db.query<{
    id: string;
    document_id: string;
    original_name: string;
    title: string | null;
    heading_path: string[];
    body: string;
    position: number;
    rank: number;
    matched: string[];
    in_heading: string[];
  }>(
    `WITH q AS (SELECT to_tsquery('simple', string_agg('(' || l || ')', ' | ')) AS query FROM unnest($4::text[]) AS l),
     top AS (
       SELECT s.id, s.document_id, s.heading_path, s.body, s.position, s.tsv, ts_rank_cd(s.tsv, q.query, 1) AS rank
       FROM document_sections s JOIN documents d ON d.id = s.document_id, q
       WHERE ${scope} AND s.tsv @@ q.query
       ORDER BY rank DESC LIMIT $3)
     SELECT top.id, top.document_id, d.original_name, d.title, top.heading_path, top.body, top.position, top.rank,
       ARRAY(SELECT l FROM unnest($1::text[]) l WHERE top.tsv @@ to_tsquery('simple', l)) AS matched,
       ARRAY(SELECT l FROM unnest($1::text[]) l
         WHERE top.tsv @@ to_tsquery('simple', regexp_replace(l, '''( |$)', ''':A\\1', 'g'))) AS in_heading
     FROM top JOIN documents d ON d.id = top.document_id`,
    [concepts, ids, options.limit ?? 60, selecting],
  );
  const scored = rows.map((r) => {
    const weight = (ls: string[]) => ls.reduce((a, l) => a + (idf.get(l) ?? 0), 0) / totalWeight;
    const coverage = weight(r.matched);
    // Words found in the headings say what the section is about; the rank breaks ties.
    const score = coverage + 0.3 * weight(r.in_heading) + 0.05 * Math.min(1, r.rank);
    return {
      id: Number(r.id),
      documentId: r.document_id,
      documentName: r.original_name,
      documentTitle: r.title,
      headingPath: r.heading_path,
      body: r.body,
      position: r.position,
      coverage,
      score,
      matched: r.matched,
    } satisfies RetrievedSection;
  });
  scored.sort((a, b) => b.score - a.score || a.position - b.position);
  const absent = lexemes.filter((_, i) => (known.get(concepts[i] ?? '')?.df ?? 0) === 0);
  const terms = concepts.map((c) => ({ concept: c, idf: idf.get(c) ?? 0, df: known.get(c)?.df ?? 0, n }));
  return { scored, terms, lexemes, absent, reason: null };
}

/** PostgreSQL full-text retrieval over approved documents' sections, scored by IDF-weighted coverage. */
export async function retrieve(
  db: Queryable,
  question: string,
  options: RetrieveOptions = {},
): Promise<RetrievalResult> {
  const threshold = options.threshold ?? RELEVANCE_THRESHOLD;
  const { scored, lexemes, reason } = await lexicalCandidates(db, question, options);
  if (reason) return { sections: [], best: undefined, lexemes, reason };
  const best = scored[0];
  const relevant = scored.filter((s) => s.coverage >= threshold);
  if (!best || relevant.length === 0) {
    return {
      sections: [],
      best,
      lexemes,
      reason: best
        ? `No approved document covers the question well enough (best match ${Math.round(best.coverage * 100)}% in "${best.documentName}")`
        : `No approved document mentions ${lexemes.slice(0, 5).join(', ')}`,
    };
  }
  return { sections: relevant, best, lexemes, reason: null };
}

/** The sections an answer is built from: the best, plus near-best ones (at most MAX_ANSWER_SECTIONS). */
export function selectForAnswer(sections: RetrievedSection[]): RetrievedSection[] {
  const best = sections[0];
  if (!best) return [];
  // Another document must score almost as well as the best to be mixed into the answer.
  return sections
    .filter(
      (s) =>
        s.score >=
        best.score * (s.documentId === best.documentId ? SECOND_SECTION_RATIO : OTHER_DOCUMENT_RATIO),
    )
    .slice(0, MAX_ANSWER_SECTIONS);
}
