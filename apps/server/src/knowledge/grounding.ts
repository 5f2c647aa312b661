/**
 * Checking a model's answer against the sections it was given, statement by statement.
 *
 * A statement (a summary sentence, a list item, the action or contact line) holds when
 * 1. every fact it states (a figure with its unit, an amount of money, a date, a duration, a
 *    percentage, a named role or team, an e-mail, a telephone number, a web address) appears in one of
 *    the sections, compared in a normal form ('25 days' = 'twenty-five days', 'GBP 30' = '£30' =
 *    '30 pounds'), and
 * 2. its words are those of some section (at least SUPPORT_SHARE of them, question and filler words
 *    aside). This second test is skipped for answers in another language than the documents': it
 *    cannot compare words across languages, so there only the facts are checked.
 * Statements that fail are removed, not only their citations. Each statement that holds is paired
 * with the sentence of the documents it stands on, which the user can open.
 */
import type { StatementSource, StructuredAnswer } from '@portal/contract';
import { wordsToNumbers } from 'words-to-numbers';
import { terms } from './compose.ts';
import type { RetrievedSection } from './search.ts';
import { splitUnits } from './units.ts';

/** A statement keeps its place when this share of its words is in one source sentence's section. */
export const SUPPORT_SHARE = 0.6;
const MIN_WORDS = 3;

const UNIT_WORDS: [RegExp, string][] = [
  [/^(working|business) days?$/, 'working day'],
  [/^calendar days?$/, 'day'],
  [/^days?$/, 'day'],
  [/^weeks?$/, 'week'],
  [/^fortnights?$/, 'fortnight'],
  [/^months?$/, 'month'],
  [/^years?$/, 'year'],
  [/^hours?$|^hrs?$|^h$/, 'hour'],
  [/^minutes?$|^mins?$/, 'minute'],
  [/^miles?$/, 'mile'],
  [/^(percent|per cent|%)$/, 'percent'],
  [/^(pence|p)$/, 'pence'],
  [/^(gbp|pounds?|£)$/, 'gbp'],
  [/^(usd|dollars?|\$)$/, 'usd'],
  [/^(eur|euros?|€)$/, 'eur'],
  [/^characters?$/, 'character'],
];

function unitOf(word: string | undefined): string | null {
  if (!word) return null;
  const w = word.toLowerCase();
  for (const [pattern, unit] of UNIT_WORDS) if (pattern.test(w)) return unit;
  return null;
}

/** Lower case, number words as digits, currency symbols after their amount, thousands separators gone. */
export function normaliseFacts(text: string): string {
  // words-to-numbers reads the article 'a' as 1 ('£180 a night' -> '180 1 night'): keep articles out.
  const shielded = text.replace(/-/g, ' ').replace(/\b(a|an)\b/gi, 'qqarticle$1');
  let t = String(wordsToNumbers(shielded, { fuzzy: false }) ?? shielded).replace(/qqarticle/g, '');
  t = t
    .toLowerCase()
    .replace(/(\d),(\d{3})\b/g, '$1$2')
    .replace(/(\d),(\d{3})\b/g, '$1$2')
    // '£30', 'GBP 30', '$30' -> '30 gbp'
    .replace(
      /(£|gbp|usd|\$|eur|€)\s*(\d+(?:\.\d+)?)/g,
      (_, cur: string, n: string) => `${n} ${unitOf(cur) ?? cur}`,
    )
    .replace(/(\d+(?:\.\d+)?)\s*%/g, '$1 percent')
    .replace(/per cent/g, 'percent')
    .replace(/(\d+)\s*p\b/g, '$1 pence');
  return t;
}

/** The facts of a text in normal form: 'n unit', bare numbers, dates, e-mails, phones, addresses, roles. */
export function factsOf(text: string): Set<string> {
  const facts = new Set<string>();
  // Addresses and telephone numbers are facts whole; their digits are not figures.
  const raw = text
    .replace(/[\w.+-]+@[\w-]+\.[\w.]*\w/g, (m) => {
      facts.add(m.toLowerCase());
      return ' ';
    })
    .replace(/https?:\/\/[^\s)]*[^\s).,]|\b[\w-]+\.example\.(?:com|net|org)\b/g, (m) => {
      facts.add(m.toLowerCase().replace(/^https?:\/\//, ''));
      return ' ';
    })
    .replace(/\+?\d[\d ()-]{7,}\d/g, (m) => {
      facts.add(m.replace(/\D/g, ''));
      return ' ';
    });
  const t = normaliseFacts(raw);
  for (const m of t.matchAll(
    /\b(\d{1,2}) (january|february|march|april|may|june|july|august|september|october|november|december)\b|\b(january|february|march|april|may|june|july|august|september|october|november|december) (\d{1,2})\b/g,
  ))
    facts.add(`${m[1] ?? m[4]} ${m[2] ?? m[3]}`);
  for (const m of t.matchAll(
    /(\d+(?:\.\d+)?)(?:\s+(working days?|business days?|calendar days?|[a-z%$£€]+))?/g,
  )) {
    const n = String(Number(m[1]));
    const unit = unitOf(m[2]);
    // 'one of the', 'first': a bare 0 or 1 is rarely a figure anyone asked for.
    if (unit) facts.add(`${n} ${unit}`);
    else if (Number(n) > 1) facts.add(n);
  }
  for (const role of rolesOf(raw)) facts.add(`role:${role}`);
  return facts;
}

const ROLE_NOUN =
  /\b((?:[A-Z][\w&-]*\s+){0,4}(?:[Mm]anager|[Dd]irector|[Ll]ead|[Oo]fficer|[Aa]dvis[oe]r|[Hh]older|[Tt]eam|[Dd]esk|[Cc]ommittee|[Bb]oard|[Cc]oordinator|[Aa]dministrator|[Ss]upervisor|HR))\b/g;

/**
 * Named roles and teams: 'Safeguarding Lead', 'budget holder', 'IT Service Desk', 'Legal Ethics and
 * Compliance team'. Compared by their last two words, so 'your line manager' matches 'line manager'.
 */
export function rolesOf(text: string): string[] {
  const out: string[] = [];
  for (const m of text.replace(/\band\b/g, '&').matchAll(ROLE_NOUN)) {
    const words = (m[1] ?? '')
      .replace(/&/g, 'and')
      .toLowerCase()
      .split(/\s+/)
      .filter((w) => !['the', 'your', 'our', 'a', 'an', 'their', 'my'].includes(w));
    if (words.length === 0) continue;
    out.push(words.slice(-2).join(' '));
  }
  return out;
}

/** Facts of a statement that no section states. */
export function unsupportedFacts(statement: string, sourceFacts: Set<string>): string[] {
  const missing: string[] = [];
  for (const fact of factsOf(statement)) {
    if (sourceFacts.has(fact)) continue;
    // A role named by one word ('manager') matches a longer one in the sources ('line manager').
    if (
      fact.startsWith('role:') &&
      [...sourceFacts].some((f) => f.startsWith('role:') && f.endsWith(fact.slice(5)))
    )
      continue;
    // '25' alone is found when the sources say '25 days'.
    if (/^\d+(\.\d+)?$/.test(fact) && [...sourceFacts].some((f) => f.split(' ')[0] === fact)) continue;
    missing.push(fact.replace(/^role:/, ''));
  }
  return missing;
}

export interface Source {
  section: RetrievedSection;
  sentence: string;
  terms: Set<string>;
}

export function sourcesOf(sections: RetrievedSection[]): Source[] {
  return sections.flatMap((section) =>
    splitUnits(section.body)
      .filter((u) => !u.flag)
      .map((u) => ({
        section,
        sentence: u.text,
        terms: terms(`${section.headingPath.join(' ')} ${u.text}`),
      })),
  );
}

function share(statement: Set<string>, source: Set<string>): number {
  if (statement.size === 0) return 0;
  let n = 0;
  for (const w of statement) if (source.has(w)) n++;
  return n / statement.size;
}

export interface StatementCheck {
  statement: string;
  holds: boolean;
  reason: string | null;
  source: Source | null;
}

/** Checks one statement; `sameLanguage` false skips the word test (see the module comment). */
export function checkStatement(
  statement: string,
  sources: Source[],
  sourceFacts: Set<string>,
  sameLanguage: boolean,
): StatementCheck {
  const missing = unsupportedFacts(statement, sourceFacts);
  const words = terms(statement);
  // The source sentence: the one sharing most words, its section's words counted too.
  let best: Source | null = null;
  let bestShare = -1;
  for (const source of sources) {
    const s = share(words, source.terms);
    if (s > bestShare) {
      best = source;
      bestShare = s;
    }
  }
  // A statement's facts point to their sentence better than its words do.
  const facts = [...factsOf(statement)];
  if (facts.length > 0) {
    const withFacts = sources.find((src) => {
      const own = factsOf(src.sentence);
      return facts.every((f) => own.has(f));
    });
    if (withFacts) best = withFacts;
  }
  if (missing.length > 0)
    return {
      statement,
      holds: false,
      reason: `states ${missing.join(', ')}, which the documents do not`,
      source: null,
    };
  if (sameLanguage && words.size >= MIN_WORDS) {
    const sectionShare = Math.max(
      0,
      ...sources.map((s) => share(words, terms(`${s.section.headingPath.join(' ')} ${s.section.body}`))),
    );
    if (sectionShare < SUPPORT_SHARE)
      return { statement, holds: false, reason: "its words are not the documents' words", source: null };
  }
  return { statement, holds: true, reason: null, source: best };
}

export interface GroundedAnswer {
  answer: StructuredAnswer;
  /** The statements kept, each with the sentence it stands on. */
  sources: StatementSource[];
  removed: StatementCheck[];
  /** The sections the kept statements stand on. */
  usedSectionIds: number[];
}

const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+/).filter((x) => x.trim() !== '');

/** The answer with every statement that does not hold removed. */
export function groundAnswer(
  answer: StructuredAnswer,
  sections: RetrievedSection[],
  sameLanguage: boolean,
): GroundedAnswer {
  const sources = sourcesOf(sections);
  const sourceFacts = new Set(sources.flatMap((s) => [...factsOf(`${s.sentence}`)]));
  for (const s of sections) for (const f of factsOf(s.headingPath.join(' '))) sourceFacts.add(f);
  const kept: StatementSource[] = [];
  const removed: StatementCheck[] = [];
  const used = new Set<number>();
  const keep = (statement: string) => {
    const check = checkStatement(statement, sources, sourceFacts, sameLanguage);
    if (!check.holds || !check.source) {
      removed.push(check);
      return false;
    }
    used.add(check.source.section.id);
    kept.push({
      statement,
      document_id: check.source.section.documentId,
      source: check.source.section.documentName,
      section: check.source.section.headingPath.join(' > ') || null,
      sentence: check.source.sentence,
    });
    return true;
  };
  const keepText = (text: string | null) => (text ? sentencesOf(text).filter(keep).join(' ') : text);
  const grounded: StructuredAnswer = {
    summary: keepText(answer.summary) ?? '',
    details: {
      requirements: answer.details.requirements.filter(keep),
      procedures: answer.details.procedures.filter(keep),
      exceptions: answer.details.exceptions.filter(keep),
    },
    action_required: keepText(answer.action_required),
    contact_info: keepText(answer.contact_info),
    related_policies: answer.related_policies,
  };
  // A summary left empty while details hold: the first detail leads.
  if (!grounded.summary) {
    const first = grounded.details.requirements.shift() ?? grounded.details.exceptions.shift();
    if (first) grounded.summary = first;
  }
  return {
    answer: grounded,
    sources: kept,
    removed,
    usedSectionIds: sections.map((s) => s.id).filter((id) => used.has(id)),
  };
}

/** Whether anything of an answer is left. */
export function hasContent(answer: StructuredAnswer): boolean {
  return (
    answer.summary.trim() !== '' ||
    answer.details.requirements.length + answer.details.procedures.length + answer.details.exceptions.length >
      0
  );
}
