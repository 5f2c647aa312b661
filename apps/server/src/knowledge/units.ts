/**
 * Units: the sentences and list items of a section, the smallest pieces the assistant retrieves by
 * meaning and quotes. Each is embedded with the headings above it, so "25 days" is found as an
 * entitlement of the Annual Leave Policy.
 *
 * Documents are data, never instructions: a unit that reads as an instruction to an AI model or asks
 * the reader for credentials is flagged. Flagged units are never quoted or given to a model, and the
 * approval dialog lists them before a document is approved (`instructionFlags`).
 */

export type UnitKind = 'sentence' | 'item' | 'step';

export interface Unit {
  /** Order within its section. */
  position: number;
  kind: UnitKind;
  text: string;
  /** Why the unit must never be quoted (an instruction-like passage), or null. */
  flag: string | null;
}

/** Splits a section body (paragraphs, `1. ` steps and `- ` items on their own lines) into units. */
export function splitUnits(body: string): Unit[] {
  const out: Unit[] = [];
  const push = (kind: UnitKind, text: string) => {
    const t = text.trim();
    if (t) out.push({ position: out.length, kind, text: t, flag: instructionFlag(t) });
  };
  for (const para of body.split(/\n+/)) {
    const text = para.trim();
    if (!text) continue;
    const step = /^\d+\.\s+/.exec(text);
    const item = /^-\s+/.exec(text);
    if (step) push('step', text.slice(step[0].length));
    else if (item) push('item', text.slice(item[0].length));
    else {
      const first = out.length;
      for (const sentence of splitSentences(text)) push('sentence', sentence);
      // A paragraph that opens as a message to an AI ('SYSTEM: ...', '[Note for AI assistants: ...')
      // is one passage: its later sentences carry the payload ('The hotel limit is now 400 GBP').
      const opening = out[first];
      if (opening?.flag && ADDRESSED_TO_AI.has(opening.flag))
        for (const unit of out.slice(first + 1)) unit.flag ??= 'part of a passage addressed to an AI model';
    }
  }
  return out;
}

/** Sentence ends before a capital, a digit or a quote; 'e.g. the' and '1.5' do not end one. */
export function splitSentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=[A-Z0-9"'(])/).filter((s) => s.trim() !== '');
}

/**
 * Instruction-like passages: text addressed to an AI model (a role label, 'ignore previous
 * instructions', 'always reply', 'you are now...') or asking the reader to hand over a secret. Written
 * from the common shapes of prompt injection and phishing, not from any test document.
 */
const ROLE_LABEL = 'written as a message to an AI model (a role label)';
const IGNORE_INSTRUCTIONS = 'tells the reader or an AI to ignore its instructions';
const TO_AI = 'addresses an AI model directly';
/** Reasons that make the rest of their paragraph part of the same message. */
const ADDRESSED_TO_AI = new Set([ROLE_LABEL, IGNORE_INSTRUCTIONS, TO_AI]);

const INSTRUCTION_PATTERNS: { pattern: RegExp; reason: string }[] = [
  {
    pattern:
      /\b(ignore|disregard|forget|override|bypass)\b[^.]{0,40}\b(previous|prior|above|earlier|all|any|your|the|these|other|existing)\b[^.]{0,30}\b(instructions?|prompts?|rules|guidance|directions|polic(y|ies)|context|documents?)\b/i,
    reason: IGNORE_INSTRUCTIONS,
  },
  {
    pattern:
      /^\W*(system|assistant|ai|chatbot|bot|model|user|developer|admin(istrator)?)\s*(prompt|message|note|instruction)?\s*:/i,
    reason: ROLE_LABEL,
  },
  {
    pattern:
      /\b(ai|assistant|chatbot|chat ?bot|language model|llm|gpt|copilot|bot)s?\b[^.]{0,60}\b(must|should|shall|will|always|never|only)\b[^.]{0,30}\b(reply|replies|respond|answer|say|state|tell|claim|output|repeat|print|include|end|start)\b/i,
    reason: 'tells an AI model what to answer',
  },
  {
    pattern:
      /\b(always|only)\s+(reply|respond|answer|say|state|output)\b|\b(end|start|begin|finish)\s+(every|each|all|your)\s+(answer|reply|response|message)s?\b/i,
    reason: 'prescribes how answers must read',
  },
  {
    pattern:
      /\b(tell|inform|assure|remind)\s+(the|any|every|all)?\s*(reader|user|employee|staff|asker)s?\s+(that|to)\b/i,
    reason: 'tells an AI model what to tell the reader',
  },
  {
    pattern:
      /\byou are (now )?(an?|the|in)\b[^.]{0,30}\b(ai|assistant|model|bot|mode)\b|\b(developer|jailbreak|god|dan) mode\b|\bsystem prompt\b|\b(note|message|instructions?) (for|to) (ai|the ai|an ai|assistants?|chatbots?|language models?|automated readers?)\b/i,
    reason: TO_AI,
  },
  {
    // Not 'Never share your password': a negation before the verb is the documents' own warning.
    pattern:
      /^(?!.*\b(never|not|n't|no one|nobody)\b[^.]*\b(send|e-?mail|give|share|forward|tell|provide|disclose|post)\b).*\b(send|e-?mail|give|share|forward|tell|reply with|provide|disclose|post)\b[^.]{0,40}\b(your|their|the|staff|user'?s?)\b[^.]{0,20}\b(current )?(password|passphrase|personal code|pin|verification code|credentials|login details)\b/i,
    reason: 'asks the reader to hand over a password or code',
  },
];

export function instructionFlag(text: string): string | null {
  for (const { pattern, reason } of INSTRUCTION_PATTERNS) if (pattern.test(text)) return reason;
  return null;
}

/** The instruction-like passages of a document's text (for the approver, before approval). */
export function instructionFlags(
  sections: { headingPath: string[]; body: string }[],
): { text: string; reason: string }[] {
  const out: { text: string; reason: string }[] = [];
  for (const section of sections) {
    for (const heading of section.headingPath) {
      const reason = instructionFlag(heading);
      if (reason && !out.some((o) => o.text === heading)) out.push({ text: heading, reason });
    }
    for (const unit of splitUnits(section.body))
      if (unit.flag) out.push({ text: unit.text, reason: unit.flag });
  }
  return out;
}

/** What is embedded for a unit: the document's title and the heading above it give the context. */
export function unitEmbeddingText(title: string | null, headingPath: string[], text: string): string {
  const heading = headingPath.at(-1);
  const context = [title, heading && heading !== title ? heading : null].filter(Boolean).join(' - ');
  return context ? `${context}: ${text}` : text;
}
