/**
 * What the assistant will answer from, decided before any engine writes a word: the question read
 * (parts, typed instructions set aside, a follow-up joined to its turn), its language, each part
 * retrieved and judged answerable or not, and the sections an engine may use.
 */
import { type Answerability, judge } from './answerability.ts';
import type { Queryable } from './db.ts';
import type { Embedder } from './embeddings/index.ts';
import { questionLanguage } from './language.ts';
import { type QuestionPart, type ReadQuestion, readQuestion } from './question.ts';
import { type Candidate, embedParts, type PartRetrieval, retrievePart } from './retrieval.ts';
import type { RetrievedSection } from './search.ts';
import type { VectorIndex } from './vector-index.ts';

export interface PlannedPart {
  part: QuestionPart;
  retrieval: PartRetrieval;
  verdict: Answerability;
  /** The sections this part is answered from (empty when it is not answerable), best first. */
  sections: Candidate[];
}

export interface PreviousTurn {
  question: string;
  /** Documents the previous answer cited. */
  documentIds: string[];
}

export interface AnswerPlan {
  read: ReadQuestion;
  /** ISO 639-1 of the question. */
  language: string;
  parts: PlannedPart[];
  /** Every section an engine may use: the answerable parts' sections and their neighbours, deduplicated. */
  sections: RetrievedSection[];
  /** Why nothing is answered (for the knowledge-gap log, admins only), or null. */
  gapReason: string | null;
  /** The previous turn, when this question follows up on it. */
  previous: PreviousTurn | null;
}

export interface PlanContext {
  db: Queryable;
  embedder: Embedder | null;
  index: VectorIndex | null;
  indexVersion: number;
  documentIds?: string[] | undefined;
}

/** Sections within this much of a part's best (fused score) answer it too, at most MAX_PART_SECTIONS. */
const NEAR_BEST = 0.06;
const MAX_PART_SECTIONS = 2;

export async function planAnswer(
  ctx: PlanContext,
  message: string,
  previous: PreviousTurn | null,
): Promise<AnswerPlan> {
  const language = await questionLanguage(message);
  const read = readQuestion(message, previous?.question);
  const follow = read.followUp ? previous : null;
  const vectors = await embedParts(ctx.embedder, read.parts);
  const parts: PlannedPart[] = [];
  for (const [i, part] of read.parts.entries()) {
    const retrieval = await retrievePart(
      {
        db: ctx.db,
        index: ctx.index,
        embedder: ctx.embedder,
        indexVersion: ctx.indexVersion,
        documentIds: ctx.documentIds,
        boostDocuments: follow?.documentIds,
      },
      part,
      vectors[i] ?? null,
    );
    // The documents the conversation and the question's earlier parts are about (answerability.ts).
    const context = new Set([
      ...(follow?.documentIds ?? []),
      ...parts.flatMap((p) => p.sections.map((s) => s.documentId)),
    ]);
    const verdict = judge(part, retrieval, context);
    const best = retrieval.candidates[0];
    const sections =
      verdict.answerable && best
        ? retrieval.candidates.filter((c) => c.score >= best.score - NEAR_BEST).slice(0, MAX_PART_SECTIONS)
        : [];
    parts.push({ part, retrieval, verdict, sections });
  }
  const seen = new Set<number>();
  const sections: RetrievedSection[] = [];
  for (const p of parts)
    for (const s of p.sections)
      if (!seen.has(s.id)) {
        seen.add(s.id);
        sections.push(s);
      }
  let gapReason: string | null = null;
  if (read.parts.length === 0) gapReason = 'The message held only instructions to the assistant, no question';
  else if (sections.length === 0) {
    const best = parts
      .map((p) => p.retrieval.candidates[0])
      .filter((c): c is Candidate => !!c)
      .sort((a, b) => b.score - a.score)[0];
    gapReason = best
      ? `No approved document answers the question (closest: "${best.documentName}" > ${best.headingPath.at(-1) ?? ''}, ${parts.map((p) => p.verdict.summary).join('; ')})`
      : "No approved document mentions the question's subject";
  }
  return { read, language, parts, sections, gapReason, previous: follow };
}

/** Sections a model reads: at most this many. */
const MODEL_SECTIONS = 10;
/** A part's runner-up sections within this much of its best also go to a model. */
const MODEL_NEAR_BEST = 0.12;

/**
 * What a model engine reads: each answerable part's sections and its close runners-up, each with the
 * sections just before and after it in its document (a rule's exception often follows it), without
 * duplicates, in the order of the parts.
 */
export async function modelContext(db: Queryable, plan: AnswerPlan): Promise<RetrievedSection[]> {
  const chosen: RetrievedSection[] = [];
  const seen = new Set<number>();
  const add = (s: RetrievedSection) => {
    if (seen.has(s.id) || chosen.length >= MODEL_SECTIONS) return;
    seen.add(s.id);
    chosen.push(s);
  };
  for (const p of plan.parts) {
    if (p.sections.length === 0) continue;
    const best = p.retrieval.candidates[0];
    for (const s of p.sections) add(s);
    for (const c of p.retrieval.candidates.slice(0, 3))
      if (best && c.score >= best.score - MODEL_NEAR_BEST) add(c);
  }
  if (chosen.length === 0) return chosen;
  const { rows } = await db.query<{
    id: string;
    document_id: string;
    original_name: string;
    title: string | null;
    heading_path: string[];
    body: string;
    position: number;
    of: string;
  }>(
    `SELECT n.id, n.document_id, d.original_name, d.title, n.heading_path, n.body, n.position, s.id AS of
     FROM document_sections s
     JOIN document_sections n ON n.document_id = s.document_id AND abs(n.position - s.position) = 1
     JOIN documents d ON d.id = n.document_id AND d.approval_status = 'approved'
     WHERE s.id = ANY($1::bigint[]) ORDER BY s.id, n.position`,
    [chosen.map((s) => s.id)],
  );
  const anchors = [...chosen];
  for (const anchor of anchors)
    for (const r of rows.filter((x) => Number(x.of) === anchor.id))
      add({
        id: Number(r.id),
        documentId: r.document_id,
        documentName: r.original_name,
        documentTitle: r.title,
        headingPath: r.heading_path,
        body: r.body,
        position: r.position,
        coverage: 0,
        score: 0,
      });
  return chosen;
}
