import type { Block } from './extract.ts';

export interface Section {
  position: number;
  /** Headings from the document title down, e.g. ['Annual Leave Policy', 'Carrying over leave']. */
  headingPath: string[];
  /** Paragraphs separated by blank lines; list items on their own lines as `1. ...` or `- ...`. */
  body: string;
}

/**
 * Sized for retrieval: a section is one heading's text, split at block boundaries when it grows past
 * MAX_CHARS (so ranking compares passages of similar length and an answer quotes a focused passage).
 */
export const MAX_SECTION_CHARS = 1400;

/**
 * Incremental: blocks arrive in batches (PDF pages) and finished sections come out as soon as the
 * next heading closes them, so a processing time budget keeps what was done.
 */
export class Sectioner {
  private path: { level: number; text: string }[] = [];
  private parts: string[] = [];
  private size = 0;
  private position = 0;
  private orderedCount = 0;

  push(blocks: Block[]): Section[] {
    const out: Section[] = [];
    for (const block of blocks) {
      if (block.kind === 'heading') {
        this.flush(out);
        while (this.path.length > 0 && (this.path[this.path.length - 1]?.level ?? 0) >= block.level)
          this.path.pop();
        this.path.push({ level: block.level, text: block.text });
        this.orderedCount = 0;
        continue;
      }
      let text: string;
      if (block.kind === 'item') {
        this.orderedCount = block.ordered ? this.orderedCount + 1 : this.orderedCount;
        text = block.ordered ? `${this.orderedCount}. ${block.text}` : `- ${block.text}`;
      } else {
        this.orderedCount = 0;
        text = block.text;
      }
      for (const piece of splitLong(text)) {
        if (this.size + piece.length > MAX_SECTION_CHARS && this.parts.length > 0) this.flush(out);
        this.parts.push(piece);
        this.size += piece.length + 2;
      }
    }
    return out;
  }

  end(): Section[] {
    const out: Section[] = [];
    this.flush(out);
    return out;
  }

  private flush(out: Section[]) {
    if (this.parts.length === 0) return;
    // Consecutive list items sit on their own lines; paragraphs are separated by a blank line.
    let body = '';
    for (const part of this.parts) {
      const isItem = /^(\d+\.|-) /.test(part);
      body +=
        body === '' ? part : isItem && /(^|\n)(\d+\.|-) [^\n]*$/.test(body) ? `\n${part}` : `\n\n${part}`;
    }
    out.push({ position: this.position++, headingPath: this.path.map((h) => h.text), body });
    this.parts = [];
    this.size = 0;
  }
}

/** A paragraph longer than a section is cut at sentence ends. */
function splitLong(text: string): string[] {
  if (text.length <= MAX_SECTION_CHARS) return [text];
  const sentences = text.match(/[^.!?]+[.!?]+(\s+|$)|[^.!?]+$/g) ?? [text];
  const out: string[] = [];
  let cur = '';
  for (const s of sentences) {
    if (cur.length + s.length > MAX_SECTION_CHARS && cur) {
      out.push(cur.trim());
      cur = '';
    }
    cur += s;
  }
  if (cur.trim()) out.push(cur.trim());
  return out.flatMap((p) =>
    p.length <= MAX_SECTION_CHARS * 1.5
      ? [p]
      : (p.match(new RegExp(`[\\s\\S]{1,${MAX_SECTION_CHARS}}`, 'g')) ?? [p]).map((x) => x.trim()),
  );
}

export function blocksToSections(blocks: Block[]): Section[] {
  const s = new Sectioner();
  return [...s.push(blocks), ...s.end()];
}
