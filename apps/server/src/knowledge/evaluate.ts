import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { StructuredAnswer } from '@portal/contract';
import type pg from 'pg';
import { createChatService } from './chat.ts';
import { retrieve } from './search.ts';
import type { KnowledgeUser } from './types.ts';

export const evalFile = path.join(import.meta.dirname, '../../bench/retrieval/eval.json');

export interface EvalQuestion {
  question: string;
  expected: string[];
  /** For a question after one fact: a phrase the answer's summary must contain. */
  summary?: string;
}

export interface EvalReport {
  questions: number;
  answerable: number;
  noAnswer: number;
  /** Answerable questions with an expected document among the top 3 retrieved documents. */
  recallAt3: number;
  /** Answers citing a document none of whose text is in the answer (must be 0). */
  unusedCitationRate: number;
  /** Answer strings not found word for word in the cited documents' sections (built-in engine: must be 0). */
  ungroundedStringRate: number;
  /** No-answer questions that got an answer citing documents anyway. */
  falseAnswerRate: number;
  /** Answerable questions the assistant declined (said nothing was found). */
  missedAnswerRate: number;
  /** Cited documents that are not among the expected ones, over all citations of answerable questions. */
  wrongCitationRate: number;
  /** Questions after one fact whose answer's summary states it (the `summary` phrase). */
  summaryAnswerRate: number;
  failures: string[];
}

export function loadEval(): EvalQuestion[] {
  return (JSON.parse(readFileSync(evalFile, 'utf8')) as { questions: EvalQuestion[] }).questions;
}

function answerStrings(a: StructuredAnswer): string[] {
  return [
    a.summary,
    ...a.details.requirements,
    ...a.details.procedures,
    ...a.details.exceptions,
    a.action_required ?? '',
    a.contact_info ?? '',
  ].filter((s) => s.trim() !== '');
}

/** Runs the evaluation set through retrieval and the real chat service (built-in engine unless `deps` say otherwise). */
export async function evaluateRetrieval(
  pool: pg.Pool,
  user: KnowledgeUser,
  questions = loadEval(),
): Promise<EvalReport> {
  const chat = createChatService({ pool });
  const { rows: docs } = await pool.query<{ id: string; original_name: string }>(
    'SELECT id, original_name FROM documents',
  );
  const nameOf = new Map(docs.map((d) => [d.id, d.original_name]));
  let hits = 0;
  let answerable = 0;
  let noAnswer = 0;
  let falseAnswers = 0;
  let missed = 0;
  let citations = 0;
  let unusedCitations = 0;
  let wrongCitations = 0;
  let strings = 0;
  let ungrounded = 0;
  let factQuestions = 0;
  let factSummaries = 0;
  const failures: string[] = [];
  for (const q of questions) {
    const retrieval = await retrieve(pool, q.question);
    const topDocs = [...new Set(retrieval.sections.map((s) => s.documentName))].slice(0, 3);
    const result = await chat.send(
      user,
      { session_id: randomUUID(), message: q.question },
      { signal: new AbortController().signal, write: () => {} },
    );
    if (!result.stored) throw new Error('evaluation answer was not stored');
    const refs = result.metadata.referenced_documents;
    if (q.expected.length === 0) {
      noAnswer++;
      if (refs.length > 0) {
        falseAnswers++;
        failures.push(`false answer: "${q.question}" cited ${refs.map((r) => r.source).join(', ')}`);
      }
      continue;
    }
    answerable++;
    if (topDocs.some((d) => q.expected.includes(d))) hits++;
    else failures.push(`recall miss: "${q.question}" top3=${JSON.stringify(topDocs)}`);
    if (refs.length === 0) {
      missed++;
      failures.push(`declined: "${q.question}"`);
      continue;
    }
    const answer = result.answer;
    if (q.summary !== undefined) {
      factQuestions++;
      const summary = typeof answer === 'string' ? answer : answer.summary;
      if (summary.includes(q.summary)) factSummaries++;
      else failures.push(`summary misses "${q.summary}": "${q.question}": ${summary}`);
    }
    if (typeof answer === 'string') continue;
    const { rows: sections } = await pool.query<{
      document_id: string;
      body: string;
      heading_path: string[];
    }>('SELECT document_id, body, heading_path FROM document_sections WHERE document_id = ANY($1::uuid[])', [
      refs.map((r) => r.document_id),
    ]);
    const texts = answerStrings(answer);
    // Summary and contact may join two consecutive sentences: each must be in a cited section.
    for (const t of texts.flatMap((x) => x.split(/(?<=[.!?])\s+(?=[A-Z0-9"'(])/))) {
      strings++;
      if (!sections.some((s) => s.body.includes(t))) {
        ungrounded++;
        failures.push(`ungrounded: "${q.question}": ${t}`);
      }
    }
    for (const r of refs) {
      citations++;
      const own = sections.filter((s) => s.document_id === r.document_id);
      const usedText = texts.some((t) => own.some((s) => s.body.includes(t)));
      const usedPolicy = answer.related_policies.some((p) => own.some((s) => s.body.includes(p)));
      if (!usedText && !usedPolicy) {
        unusedCitations++;
        failures.push(`unused citation: "${q.question}" cited ${r.source}`);
      }
      if (!q.expected.includes(nameOf.get(r.document_id) ?? r.source)) {
        wrongCitations++;
        failures.push(`extra citation: "${q.question}" cited ${r.source}`);
      }
    }
  }
  const ratio = (a: number, b: number) => (b === 0 ? 0 : Math.round((a / b) * 1000) / 1000);
  return {
    questions: questions.length,
    answerable,
    noAnswer,
    recallAt3: ratio(hits, answerable),
    unusedCitationRate: ratio(unusedCitations, citations),
    ungroundedStringRate: ratio(ungrounded, strings),
    falseAnswerRate: ratio(falseAnswers, noAnswer),
    missedAnswerRate: ratio(missed, answerable),
    wrongCitationRate: ratio(wrongCitations, citations),
    summaryAnswerRate: ratio(factSummaries, factQuestions),
    failures,
  };
}
