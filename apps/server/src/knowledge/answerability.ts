/**
 * Whether the best retrieved section answers a part of a question, or only talks about its topic.
 *
 * A logistic model over a few retrieval features, fitted on the tuning half of the blind evaluation
 * (bench/retrieval/calibrate.ts writes answerability.json beside this file); the held-out half never
 * takes part. The threshold is the fitted model's probability that keeps false answers on the
 * tuning half's unanswerable questions at or under the budget (5 %).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AnswerType, QuestionPart } from './question.ts';
import type { Candidate, CandidateUnit, PartRetrieval } from './retrieval.ts';

export interface Answerability {
  answerable: boolean;
  /** The model's probability that the part is answered. */
  probability: number;
  /** For the knowledge-gap log. */
  summary: string;
  features: Features;
}

export const FEATURE_NAMES = [
  'dense',
  'lexical',
  'typeMatch',
  'absentShare',
  'missingKnown',
  'margin',
  'unsupported',
  'context',
] as const;
export type Features = Record<(typeof FEATURE_NAMES)[number], number>;

interface Model {
  weights: Record<string, number>;
  bias: number;
  threshold: number;
  fittedOn: string;
}

const modelFile = path.join(import.meta.dirname, 'answerability.json');
let model: Model | undefined;
function loadModel(): Model {
  model ??= JSON.parse(readFileSync(modelFile, 'utf8')) as Model;
  return model;
}

/** Replaces the model (the calibration script tries candidates with it). */
export function useAnswerabilityModel(next: Model | undefined) {
  model = next;
}

const NUMBER_WORDS =
  'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|ninety|hundred|thousand|half';
const TIME_UNIT = /\b(days?|weeks?|months?|years?|hours?|minutes?|fortnight)\b/i;
const SIZE_UNIT =
  /\b(characters?|letters?|digits?|words?|pages?|lines?|metres?|meters?|km|kilometres?|miles?|mb|gb)\b/i;
/** Month names as documents write them (capitalised: 'may' is mostly a verb). */
const MONTH = /\b(January|February|March|April|May|June|July|August|September|October|November|December)\b/;
const ROLE =
  /\b(manager|director|team|lead|officer|advis[oe]r|desk|hr|head|committee|board|holder|owner|administrator|coordinator|chief|supervisor|agency|clinic)\b/i;

/** The figures of a text (digits and number words), each with the word after it. */
function figures(text: string): string[] {
  const out: string[] = [];
  for (const m of text
    .toLowerCase()
    .matchAll(new RegExp(`(\\d[\\d,.]*|\\b(?:${NUMBER_WORDS})\\b)(?:\\s+(\\w+))?`, 'g')))
    out.push(`${m[1]} ${m[2] ?? ''}`.trim());
  return out;
}

/** The roles and teams a text names, with the word before each ('line manager', 'Security team'). */
function roles(text: string): string[] {
  const out: string[] = [];
  for (const m of text.toLowerCase().matchAll(new RegExp(`(\\w+\\s+)?${ROLE.source}`, 'gi')))
    out.push(m[0].trim());
  return out;
}

/** Words that make a capitalised phrase a role, a document or a system rather than a proper name. */
const NOT_A_NAME = new RegExp(
  `${ROLE.source}|\\b(policy|procedure|guide|framework|checklist|system|portal|register|module|course|form|template|code|service|programme|fund|scheme|standard)\\b`,
  'i',
);
const CALENDAR_WORD =
  /^(January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)$/;

/**
 * The proper names a text states: runs of capitalised words that are not the sentence's first word,
 * not a role, team, document or system ('the Security team', 'the Chief Operating Officer', 'the HR
 * system'), and not a month or weekday. A named-entity recogniser's job, done by capitalisation: the
 * documents are edited English, where only names are capitalised mid-sentence.
 */
export function properNames(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/(?<=\S\s+)([A-Z][\w'&-]*(?:\s+[A-Z][\w'&-]*)*)(\s+\w+)?/g)) {
    const run = (m[1] ?? '').trim();
    const next = (m[2] ?? '').trim();
    const words = run.split(/\s+/).filter((w) => !CALENDAR_WORD.test(w));
    if (words.length === 0 || NOT_A_NAME.test(run) || NOT_A_NAME.test(next)) continue;
    out.push(words.join(' '));
  }
  return out;
}

/**
 * Whether a unit states the kind of fact a part asks for, and states something the question does not
 * already say: 'Who is the head of the Legal Ethics and Compliance team?' is not answered by a sentence
 * naming only that team, nor 'What about one worth 800,000?' by the question's own figure.
 */
function states(type: AnswerType, text: string, question: string): boolean {
  const q = question.toLowerCase();
  const newFigures = figures(text).filter((f) => !q.includes(f.split(' ')[0] as string));
  // 'How long' asks a length of time or a size ('How long must a password be?'): a figure with a unit
  // of size answers it as well.
  if (
    (type === 'duration' || type === 'deadline') &&
    /\bhow long\b/.test(q) &&
    newFigures.some((f) => SIZE_UNIT.test(f))
  )
    return true;
  switch (type) {
    case 'amount':
      return newFigures.length > 0 || /%|£/.test(text);
    case 'duration':
      // A length of time that is not only a deadline ('within a month') or a cycle ('every two years').
      return newFigures.some(
        (f) =>
          TIME_UNIT.test(f) &&
          !new RegExp(
            `\\b(within|before|after|by|every|each|per|no later than|at least)\\s+(the\\s+)?(first\\s+)?${f.split(' ')[0]}\\b`,
            'i',
          ).test(text),
      );
    case 'deadline':
      return (
        newFigures.some((f) => TIME_UNIT.test(f)) ||
        MONTH.test(text) ||
        // A day or a time of day ('every Friday afternoon', 'by 5 pm'), or a recurring schedule.
        /\b(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|weekdays?|weekends?|mornings?|afternoons?|evenings?|noon|midday|midnight|daily|weekly|monthly|quarterly|annually|yearly|\d{1,2}(:\d\d)?\s?(am|pm))\b/i.test(
          text,
        ) ||
        /\b(before|after|within|until|immediately|as soon as|first day|last day|on arrival|end of|in advance)\b/i.test(
          text,
        )
      );
    case 'frequency':
      return /\b(every|each|per|annual(ly)?|monthly|weekly|daily|yearly|once|twice|times a|a year|a month|a week)\b/i.test(
        text,
      );
    case 'month':
      return MONTH.test(text);
    case 'who':
      return /@/.test(text) || roles(text).some((r) => !q.includes(r));
    case 'name':
      return properNames(text).some((n) => !q.includes(n.toLowerCase()));
    case 'where':
      return /https?:|www\.|@|\b(system|portal|app|register|site|office|intranet|under|through|desk|line|folder|agency)\b/i.test(
        text,
      );
    case 'yesno':
      return /\b(may|must|cannot|can't|can|not|only|allowed|permitted|prohibited|forbidden|never|required|need|needs|entitled|eligible|should|unless|except)\b/i.test(
        text,
      );
    default:
      return true;
  }
}

export function matchesType(
  type: AnswerType,
  unit: Pick<CandidateUnit, 'text' | 'kind'>,
  question = '',
): boolean {
  if (type === 'steps')
    return (
      unit.kind === 'step' ||
      /\b(go to|submit|complete|contact|call|e-?mail|report|select|enter|use)\b/i.test(unit.text)
    );
  return states(type, unit.text, question);
}

export function bestUnit(candidate: Candidate | undefined): CandidateUnit | undefined {
  return candidate?.units.filter((u) => !u.flag).sort((a, b) => b.similarity - a.similarity)[0];
}

/** Sentences within this much (cosine) of the closest one may state the asked fact; at most TYPE_UNITS. */
const TYPE_WINDOW = 0.15;
const TYPE_UNITS = 4;

/**
 * `context`: documents the conversation is already about (the previous answer's, for a follow-up)
 * or that an earlier part of the same question was answered from. A part that leans on them
 * ('And how often do I have to change it?') says little by itself; that its best section lies in the
 * document under discussion is evidence the words alone cannot give. Its weight is fitted like the
 * others (calibrate.ts), so it counts only as much as it separates on the tuning half.
 */
export function features(
  part: QuestionPart,
  retrieval: PartRetrieval,
  context: ReadonlySet<string> = new Set(),
): Features {
  const [first, second] = retrieval.candidates;
  // The asked kind of fact in one of the units closest to the question (the answering sentence is
  // chosen among them, compose.ts).
  // 'Close' is by meaning, not by rank: a sentence much further from the question than the best one
  // is about something else, even when it holds a figure ('What score on the bid scorecard do we
  // need?' is not answered by the bid decision's 100,000 GBP threshold, 0.19 below the best sentence);
  // and a few equally close sentences are all looked at ('every 180 days', third of three).
  const units = retrieval.candidates
    .slice(0, 2)
    .flatMap((c) => c.units.filter((u) => !u.flag))
    .sort((a, b) => b.similarity - a.similarity);
  const top = units[0]?.similarity ?? 0;
  const close = units.filter((u) => u.similarity >= top - TYPE_WINDOW).slice(0, TYPE_UNITS);
  return {
    dense: first?.dense ?? 0,
    lexical: first?.lexical ?? 0,
    typeMatch: close.some((u) => matchesType(part.type, u, part.query)) ? 1 : 0,
    absentShare: retrieval.lexemes.length > 0 ? retrieval.absent.length / retrieval.lexemes.length : 1,
    missingKnown: missingKnown(retrieval, first),
    unsupported: retrieval.unsupported.rise,
    margin: first ? first.score - (second?.score ?? 0) : 0,
    context: first && context.has(first.documentId) ? 1 : 0,
  };
}

/**
 * The weight of the question's words that the library knows (some approved section has them) but the
 * best section lacks: 'sick' in 'How many days of paid sick leave?' answered from the annual leave
 * entitlement. A paraphrase's own words ('vacation') are mostly unknown to the library and do not count.
 */
function missingKnown(retrieval: PartRetrieval, top: Candidate | undefined): number {
  const total = retrieval.terms.reduce((a, t) => a + t.idf, 0);
  if (!top || total === 0) return 0;
  const has = new Set(top.matched ?? []);
  return (
    retrieval.terms.filter((t) => t.df > 0 && !has.has(t.concept)).reduce((a, t) => a + t.idf, 0) / total
  );
}

export function probability(f: Features, m: Model = loadModel()): number {
  let z = m.bias;
  for (const name of FEATURE_NAMES) z += (m.weights[name] ?? 0) * f[name];
  return 1 / (1 + Math.exp(-z));
}

/**
 * Without sentence embeddings (EMBEDDINGS=off, or the model failed to load) the words alone decide:
 * half the question's informative weight in one section, as the engine did before it had embeddings.
 */
export const WORDS_ONLY_THRESHOLD = 0.5;

/**
 * Kinds of fact a sentence either states or does not: when none of the closest sentences states one
 * (no month for 'which month', no figure for 'how much'), the part is not answered, whatever the scores.
 */
const STRICT_TYPES: readonly AnswerType[] = [
  'amount',
  'duration',
  'deadline',
  'frequency',
  'month',
  'who',
  'name',
];

/** Not answerable whatever the model says: the kind of fact asked for is in none of the closest sentences. */
export function vetoed(part: QuestionPart, f: Features, top?: Candidate): boolean {
  if (f.typeMatch === 0 && STRICT_TYPES.includes(part.type)) return true;
  // A year the question names ('under the 2019 policy') that the answering section never mentions:
  // the question is about another version or period than the documents.
  const years = part.text.match(/\b(19|20)\d\d\b/g) ?? [];
  return (
    !!top &&
    years.some((y) => !`${top.documentTitle ?? ''} ${top.headingPath.join(' ')} ${top.body}`.includes(y))
  );
}

export function judge(
  part: QuestionPart,
  retrieval: PartRetrieval,
  context: ReadonlySet<string> = new Set(),
): Answerability {
  const f = features(part, retrieval, context);
  if (!retrieval.vector) {
    const answerable = f.lexical >= WORDS_ONLY_THRESHOLD;
    return {
      answerable,
      probability: f.lexical,
      summary: `words only: ${Math.round(f.lexical * 100)}% of the question's words (needs ${WORDS_ONLY_THRESHOLD * 100}%)`,
      features: f,
    };
  }
  const m = loadModel();
  const p = retrieval.candidates.length === 0 ? 0 : probability(f, m);
  if (vetoed(part, f, retrieval.candidates[0]))
    return {
      answerable: false,
      probability: p,
      summary: `no sentence states the ${part.type} asked for (answerability ${Math.round(p * 100)}%)`,
      features: f,
    };
  return {
    answerable: p >= m.threshold,
    probability: p,
    summary: `answerability ${Math.round(p * 100)}% (needs ${Math.round(m.threshold * 100)}%): meaning ${f.dense.toFixed(2)}, words ${f.lexical.toFixed(2)}`,
    features: f,
  };
}
