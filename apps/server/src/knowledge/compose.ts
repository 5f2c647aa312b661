import type { StructuredAnswer } from '@portal/contract';
import type { RetrievedSection } from './search.ts';

/**
 * The built-in engine's answer: every string is a sentence or list item copied from the retrieved
 * sections, sorted into the answer's parts by cue words and list kind. Nothing is paraphrased or
 * invented, so the answer can only be as right as the documents.
 */

interface Unit {
  text: string;
  sectionId: number;
  ordered: boolean;
  item: boolean;
  heading: string;
}

const CONTACT =
  /[\w.+-]+@[\w-]+\.[\w.]+|\b(?:ext(?:ension)?\.?\s*\d+|\+?\d[\d ()-]{7,}\d)\b|\b(?:contact|helpdesk|service desk)\b/i;
const EXCEPTION =
  /\b(?:except|unless|exception|exceptions|does not apply|do not apply|not eligible|cannot|can't|may not|not permitted|not allowed|excluded|will not be|is not|are not)\b/i;
const REQUIREMENT =
  /\b(?:must|required|requires|need to|needs to|mandatory|at least|no later than|within \d+|minimum|maximum|entitled|eligible|should|have to|has to|up to)\b/i;
const STEP_START =
  /^(?:submit|complete|log in|sign in|go to|open|select|click|choose|send|ask|request|raise|email|e-mail|attach|fill|enter|book|upload|review|notify|report|call|record|check|follow|use|sign|keep|obtain|register|confirm|create|set|update|forward|approve)\b/i;
const PROCEDURE_HEADING =
  /\b(?:how to|procedure|procedures|steps|process|what to do|requesting|reporting|submitting|before you)\b/i;
const REQUIREMENT_HEADING =
  /\b(?:requirements?|eligibility|entitlement|rules|standards?|what you need|checklist)\b/i;
const ACTION = /\b(?:you must|make sure|ensure|immediately|as soon as|before)\b/i;
const POLICY_NAME =
  /\b((?:[A-Z][A-Za-z&-]+ ){0,5}(?:Policy|Procedure|Framework|Handbook|Guidelines?|Standard|Code of Conduct))\b/g;

export const LIMITS = { requirements: 6, procedures: 10, exceptions: 4, contact: 2, related: 4 };

function units(section: RetrievedSection): Unit[] {
  const heading = section.headingPath[section.headingPath.length - 1] ?? '';
  const out: Unit[] = [];
  for (const para of section.body.split(/\n+/)) {
    const text = para.trim();
    if (!text) continue;
    const ordered = /^\d+\.\s+/.exec(text);
    const bullet = /^-\s+/.exec(text);
    if (ordered || bullet) {
      out.push({
        text: text.slice((ordered ?? bullet)?.[0].length ?? 0).trim(),
        sectionId: section.id,
        ordered: !!ordered,
        item: true,
        heading,
      });
      continue;
    }
    for (const sentence of text.split(/(?<=[.!?])\s+(?=[A-Z0-9"'(])/)) {
      if (sentence.trim())
        out.push({ text: sentence.trim(), sectionId: section.id, ordered: false, item: false, heading });
    }
  }
  return out;
}

/** Words a question is made of that say nothing about what it asks. */
const QUESTION_WORDS = new Set(
  'a am an and any are be been being can could do does for from get got had has have how i if in is it me my of on or our should the there this to us was we were what when where which who why will with would you your about many much'.split(
    ' ',
  ),
);

const QUANTITY_QUESTION =
  /\bhow (?:many|much|long|often|far|soon)\b|\b(?:limit|maximum|minimum|allowance|rate)\b/i;

/** A figure, in digits or words ('at least two days per week'). */
const FIGURE =
  /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|hundred)\b/i;

/** The words of a text that can match a question: lower case, without a plural or possessive s. */
function terms(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of text.toLowerCase().match(/[a-z0-9]+/g) ?? []) {
    if (QUESTION_WORDS.has(word) || word.length < 2) continue;
    out.add(word.length > 3 ? word.replace(/s$/, '') : word);
  }
  return out;
}

/**
 * The sentence that answers the question most directly: the one sharing the most of its words (at
 * least two, and at least half of them). Asked 'How many days of annual leave do I get?', the
 * section's opening about falling ill on leave used to be the summary and the entitlement a list
 * item below it.
 */
function mostAnswering(all: Unit[], question: string): Unit | undefined {
  const asked = terms(question);
  // 'How many days', 'how much', 'what is the limit': a figure answers it.
  const asksAmount = QUANTITY_QUESTION.test(question);
  let best: Unit | undefined;
  let bestScore = 0;
  for (const u of all) {
    if (u.item) continue;
    const words = terms(u.text);
    let shared = 0;
    for (const word of asked) if (words.has(word)) shared++;
    if (shared < 2 || shared * 2 < asked.size) continue;
    // Ties: a figure for a question of amount, then a section whose heading is about the question.
    const headed = [...terms(u.heading)].some((word) => asked.has(word));
    const score = shared + (asksAmount && FIGURE.test(u.text) ? 0.5 : 0) + (headed ? 0.25 : 0);
    if (score > bestScore) {
      best = u;
      bestScore = score;
    }
  }
  return best;
}

export interface Composed {
  answer: StructuredAnswer;
  /** The sections at least one string of the answer was taken from. */
  usedSectionIds: number[];
}

export function composeAnswer(sections: RetrievedSection[], question = ''): Composed {
  const answer: StructuredAnswer = {
    summary: '',
    details: { requirements: [], procedures: [], exceptions: [] },
    action_required: '',
    contact_info: '',
    related_policies: [],
  };
  const used = new Set<number>();
  const take = (u: Unit) => {
    used.add(u.sectionId);
    return u.text;
  };
  const all = sections.flatMap(units);
  // The summary answers the question when one sentence plainly does; else it is the opening of the
  // best section (below).
  const answering = mostAnswering(all, question);
  const summaryParts: Unit[] = answering ? [answering] : [];
  const contacts: Unit[] = [];
  for (const u of all) {
    const d = answer.details;
    if (u === answering) continue;
    if (CONTACT.test(u.text) && !u.ordered) {
      if (contacts.length < LIMITS.contact) contacts.push(u);
      continue;
    }
    const stepLike =
      u.ordered || (u.item && PROCEDURE_HEADING.test(u.heading)) || (!u.item && STEP_START.test(u.text));
    if (EXCEPTION.test(u.text) && !u.ordered) {
      if (d.exceptions.length < LIMITS.exceptions) d.exceptions.push(take(u));
    } else if (stepLike) {
      if (d.procedures.length < LIMITS.procedures) d.procedures.push(take(u));
    } else if (REQUIREMENT.test(u.text) || (u.item && REQUIREMENT_HEADING.test(u.heading))) {
      if (d.requirements.length < LIMITS.requirements) d.requirements.push(take(u));
    } else if (
      !u.item &&
      !answering &&
      summaryParts.length < 2 &&
      // A second summary sentence only when it directly follows the first one.
      (summaryParts.length === 0 || all.indexOf(u) === all.indexOf(summaryParts[0] as Unit) + 1)
    ) {
      summaryParts.push(u);
    } else if (u.item && d.requirements.length < LIMITS.requirements) {
      d.requirements.push(take(u));
    }
  }
  // The summary is the opening of the best section; when it opens with a rule, the rule is the summary.
  if (summaryParts.length === 0) {
    const first = all.find((u) => !u.item) ?? all[0];
    if (first) summaryParts.push(first);
  }
  answer.summary = summaryParts.map(take).join(' ');
  answer.contact_info = contacts.map(take).join(' ');
  const action =
    all.find((u) => !u.item && ACTION.test(u.text) && REQUIREMENT.test(u.text)) ??
    all.find((u) => u.ordered) ??
    all.find((u) => !u.item && STEP_START.test(u.text));
  if (action) answer.action_required = take(action);

  const titles = new Set(sections.map((s) => (s.documentTitle ?? '').toLowerCase()));
  const related = new Set<string>();
  for (const u of all) {
    for (const m of u.text.matchAll(POLICY_NAME)) {
      const name = (m[1] ?? '').replace(/^(?:The|Our|See|Read|Under|Per|In) /, '').trim();
      if (name.split(' ').length >= 2 && !titles.has(name.toLowerCase()) && related.size < LIMITS.related) {
        related.add(name);
        used.add(u.sectionId);
      }
    }
  }
  answer.related_policies = [...related];
  // Keep section order stable (the order they were retrieved in).
  return { answer, usedSectionIds: sections.map((s) => s.id).filter((id) => used.has(id)) };
}

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
