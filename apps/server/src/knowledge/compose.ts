import type { StructuredAnswer } from '@portal/contract';
import { bestUnit, matchesType } from './answerability.ts';
import type { PlannedPart } from './plan.ts';
import type { Candidate, CandidateUnit } from './retrieval.ts';
import type { RetrievedSection } from './search.ts';

/**
 * The built-in engine's answer: every string is a sentence or list item copied from the sections the
 * plan retrieved for the question's answerable parts. Nothing is paraphrased or invented, so the answer
 * can only be as right as the documents. The summary is the sentence that answers each part (the
 * number, date, role or yes/no it asks for), chosen by meaning, the asked kind of fact and shared
 * words; the details hold what else those sections say that bears on the question.
 */

/** A way to reach someone: an address, a telephone number or an extension (a mere mention is not one). */
const CONTACT = /[\w.+-]+@[\w-]+\.[\w.]+|\b(?:ext(?:ension)?\.?\s*\d+|\+?\d[\d ()-]{7,}\d)\b/i;
const EXCEPTION =
  /\b(?:except|unless|exception|exceptions|does not apply|do not apply|not eligible|cannot|can't|may not|not permitted|not allowed|excluded|will not be|only)\b/i;
const REQUIREMENT =
  /\b(?:must|required|requires|need to|needs to|mandatory|at least|no later than|within|minimum|maximum|entitled|eligible|should|have to|has to|up to|never|always)\b/i;
/** An action the documents require of the reader ('You must notify...', 'Report it within 24 hours'). */
const READER_ACTION =
  /^(?:you must|you should|you need to|make sure|ensure|report|notify|tell|contact|call|submit|complete|register|reset|return|record|declare|obtain|book|arrange|check)\b|\byou must\b|\bmust (?:be reported|notify|report|tell)\b/i;
const POLICY_NAME =
  /\b((?:[A-Z][A-Za-z&-]+ ){0,5}(?:Policy|Procedure|Framework|Handbook|Guidelines?|Standard|Code of Conduct))\b/g;

export const LIMITS = { requirements: 5, procedures: 10, exceptions: 3, contact: 1, related: 4 };
/** Details must bear on the question: within this much (cosine) of the part's answering sentence. */
const DETAIL_MARGIN = 0.18;

/** Words a question is made of that say nothing about what it asks. */
const QUESTION_WORDS = new Set(
  'a am an and any are be been being can could do does for from get got had has have how i if in is it me my of on or our should the there this to us was we were what when where which who why will with would you your about many much'.split(
    ' ',
  ),
);

/** The words of a text that can match a question: lower case, without a plural or possessive s. */
export function terms(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of text.toLowerCase().match(/[a-z0-9]+/g) ?? []) {
    if (QUESTION_WORDS.has(word) || word.length < 2) continue;
    out.add(word.length > 3 ? word.replace(/s$/, '') : word);
  }
  return out;
}

function overlap(a: Set<string>, b: Set<string>): number {
  if (a.size === 0) return 0;
  let n = 0;
  for (const w of a) if (b.has(w)) n++;
  return n / a.size;
}

interface Pick {
  unit: CandidateUnit;
  section: Candidate;
}

/** The unit that answers a part: meaning first, then the asked kind of fact, then shared words. */
export function answeringUnit(planned: PlannedPart): Pick | undefined {
  const asked = terms(planned.part.text);
  let best: Pick | undefined;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const section of planned.sections) {
    for (const unit of section.units) {
      if (unit.flag) continue;
      // A lead-in that ends with a colon ('... containing:') says nothing by itself.
      if (/:\s*$/.test(unit.text)) continue;
      // Chosen by meaning with the context and without it: the answer to 'And part-timers?' is about
      // part-timers, in the document the previous turn was about.
      const score =
        (unit.similarity + unit.focus) / 2 +
        (matchesType(planned.part.type, unit, planned.part.query) ? 0.08 : 0) +
        0.1 * overlap(asked, terms(unit.text)) +
        (section === planned.sections[0] ? 0.02 : 0);
      if (score > bestScore) {
        best = { unit, section };
        bestScore = score;
      }
    }
  }
  return best;
}

export interface Composed {
  answer: StructuredAnswer;
  /** The sections at least one string of the answer was taken from. */
  usedSectionIds: number[];
}

export function composeAnswer(parts: PlannedPart[]): Composed {
  const answer: StructuredAnswer = {
    summary: '',
    details: { requirements: [], procedures: [], exceptions: [] },
    action_required: '',
    contact_info: '',
    related_policies: [],
  };
  const used = new Set<number>();
  const taken = new Set<number>();
  const take = (pick: Pick) => {
    used.add(pick.section.id);
    taken.add(pick.unit.id);
    return pick.unit.text;
  };
  const answerable = parts.filter((p) => p.sections.length > 0);

  // The summary: the answering sentence of each part, in the order asked.
  const summary: string[] = [];
  const floors = new Map<PlannedPart, number>();
  /** Sections whose whole procedure goes into the answer. */
  const stepsOf = new Set<number>();
  for (const planned of answerable) {
    const pick = answeringUnit(planned);
    if (!pick) continue;
    floors.set(planned, pick.unit.similarity - DETAIL_MARGIN);
    if (taken.has(pick.unit.id)) continue;
    if (pick.unit.kind === 'step' && planned.part.type === 'steps') {
      // A 'how do I' part is answered by the procedure: the summary leads with its first step and the
      // steps follow whole, numbered as the document numbers them. A part asking a fact that one step
      // states ('how far in advance', 'where do I check') is answered by that step itself, below.
      const first = pick.section.units.find((u) => u.kind === 'step' && !u.flag) ?? pick.unit;
      if (summary.includes(first.text)) continue;
      summary.push(first.text);
      used.add(pick.section.id);
      stepsOf.add(pick.section.id);
      continue;
    }
    summary.push(take(pick));
  }
  answer.summary = summary.join(' ');

  // Action required: only when the documents require an action of the reader that bears on the question
  // and is not already said above.
  const action = answerable
    .flatMap((planned) =>
      planned.sections.flatMap((section) =>
        section.units
          .filter(
            (u) =>
              !u.flag &&
              !taken.has(u.id) &&
              u.kind !== 'step' &&
              READER_ACTION.test(u.text) &&
              u.similarity >= (floors.get(planned) ?? 0) + DETAIL_MARGIN / 2,
          )
          .map((unit) => ({ unit, section })),
      ),
    )
    .sort((a, b) => b.unit.similarity - a.unit.similarity)[0];
  if (action) answer.action_required = take(action);

  // Details: what else the answering sections say that bears on the question.
  const d = answer.details;
  for (const planned of answerable) {
    const floor = floors.get(planned) ?? 0;
    const [top] = planned.sections;
    const wantsSteps = planned.part.type === 'steps' || (!!top && stepsOf.has(top.id));
    for (const section of planned.sections) {
      for (const unit of section.units) {
        if (unit.flag || taken.has(unit.id)) continue;
        const pick = { unit, section };
        if (unit.kind === 'step') {
          if (wantsSteps && section === top && d.procedures.length < LIMITS.procedures)
            d.procedures.push(take(pick));
          continue;
        }
        if (CONTACT.test(unit.text)) continue;
        if (unit.similarity < floor) continue;
        if (EXCEPTION.test(unit.text)) {
          if (d.exceptions.length < LIMITS.exceptions) d.exceptions.push(take(pick));
        } else if (
          REQUIREMENT.test(unit.text) ||
          unit.kind === 'item' ||
          unit.similarity >= floor + DETAIL_MARGIN / 2
        ) {
          // A rule, a listed point, or a plain statement close to the question ('Part-time employees
          // receive a pro-rata entitlement').
          if (d.requirements.length < LIMITS.requirements) d.requirements.push(take(pick));
        }
      }
    }
  }

  // Contact: the documents' own contact sentence, from any retrieved section of the answering documents.
  const documents = new Set(answerable.flatMap((p) => p.sections.map((s) => s.documentId)));
  const contact = answerable
    .flatMap((p) => p.retrieval.candidates)
    .filter((c) => documents.has(c.documentId))
    .flatMap((section) =>
      section.units
        .filter((u) => !u.flag && !taken.has(u.id) && CONTACT.test(u.text))
        .map((unit) => ({ unit, section })),
    )
    .sort((a, b) => b.unit.similarity - a.unit.similarity)[0];
  if (contact) answer.contact_info = take(contact);

  const titles = new Set(
    answerable.flatMap((p) => p.sections.map((s) => (s.documentTitle ?? '').toLowerCase())),
  );
  const related = new Set<string>();
  for (const text of [
    answer.summary,
    ...d.requirements,
    ...d.procedures,
    ...d.exceptions,
    answer.action_required ?? '',
    answer.contact_info ?? '',
  ]) {
    for (const m of text.matchAll(POLICY_NAME)) {
      const name = (m[1] ?? '').replace(/^(?:The|Our|See|Read|Under|Per|In|Also|And) /, '').trim();
      if (name.split(' ').length >= 2 && !titles.has(name.toLowerCase()) && related.size < LIMITS.related)
        related.add(name);
    }
  }
  answer.related_policies = [...related];
  const order = answerable.flatMap((p) => p.sections.map((s) => s.id));
  return { answer, usedSectionIds: [...new Set(order)].filter((id) => used.has(id)) };
}

export { bestUnit };

/**
 * Citation check for answers the server did not compose itself (the OpenAI-compatible engine): a
 * statement of the answer supports a section when at least CITATION_SUPPORT_SHARE of its words (the
 * same words `terms` matches questions with: no question or filler words, plurals folded) occur in the
 * section's heading path or body, and it has at least CITATION_SUPPORT_MIN_WORDS such words (shorter
 * statements like 'Go to the portal.' prove nothing). A cited section is kept only when at least one
 * statement supports it as well as it supports any other cited section.
 *
 * 0.7 / 3, measured on the password guide of the demo documents: a sentence copied or closely
 * paraphrased from a section shares 0.8-1.0 of its words with it, one from a neighbouring section of
 * the same policy 0-0.67 ('Passwords must be at least 14 characters long.': 1.0 with the password
 * rules, 0.29 with the reset steps; 'Use the self-service password portal.': 0.8 with the reset steps,
 * 0.6 with the multi-factor section).
 */
export const CITATION_SUPPORT_SHARE = 0.7;
export const CITATION_SUPPORT_MIN_WORDS = 3;

/** The statements of a structured answer: its sentences and list items (policy names excluded). */
export function answerStatements(answer: StructuredAnswer): string[] {
  const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter((x) => x.trim());
  return [
    ...sentences(answer.summary),
    ...answer.details.requirements,
    ...answer.details.procedures,
    ...answer.details.exceptions,
    ...sentences(answer.action_required ?? ''),
    ...sentences(answer.contact_info ?? ''),
  ];
}

/** The share of a statement's words found in a section (0 when the statement is too short to count). */
export function statementSupport(statement: string, sectionTerms: Set<string>): number {
  const words = terms(statement);
  if (words.size < CITATION_SUPPORT_MIN_WORDS) return 0;
  let shared = 0;
  for (const word of words) if (sectionTerms.has(word)) shared++;
  return shared / words.size;
}

/** The ids of the cited sections the answer's text really supports, in the order given. */
export function supportedSectionIds(answer: StructuredAnswer, cited: RetrievedSection[]): number[] {
  const vocab = cited.map((s) => terms(`${s.headingPath.join(' ')} ${s.body}`));
  const supported = new Set<number>();
  for (const statement of answerStatements(answer)) {
    const shares = vocab.map((v) => statementSupport(statement, v));
    const best = Math.max(0, ...shares);
    if (best < CITATION_SUPPORT_SHARE) continue;
    shares.forEach((share, i) => {
      if (share === best) supported.add(i);
    });
  }
  return cited.filter((_, i) => supported.has(i)).map((s) => s.id);
}

/** Cuts the JSON text of an answer into pieces; their concatenation is exactly the JSON. */
export function chunkJson(json: string, size = 48): string[] {
  const pieces: string[] = [];
  let i = 0;
  while (i < json.length) {
    let end = Math.min(json.length, i + size);
    // Never split a surrogate pair: each piece must be valid text on its own.
    const code = json.charCodeAt(end - 1);
    if (end < json.length && code >= 0xd800 && code <= 0xdbff) end++;
    pieces.push(json.slice(i, end));
    i = end;
  }
  return pieces;
}
