/**
 * Parsing a JSON object while it streams in, so a structured answer can be shown as it arrives.
 *
 * The scanner reads each character once: `advancePartialJson` resumes where the previous call
 * stopped, so following a stream costs time in proportion to what arrived since the last frame,
 * plus one native `JSON.parse` of the part that can be closed. It remembers the last position at
 * which the text can be cut and closed into valid JSON (`safeEnd`, `safeClosers`); that position
 * only ever moves forward, so the value never shrinks while more text arrives.
 */

/** What may come next in the innermost open object or array. */
type Expect =
  /** Right after `{`: a key or `}`. */
  | 'keyOrEnd'
  /** After `,` in an object: a key. */
  | 'key'
  /** After a key: `:`. */
  | 'colon'
  /** Right after `[`: a value or `]`. */
  | 'valueOrEnd'
  /** After `:`, or after `,` in an array (and at the very start): a value. */
  | 'value'
  /** After a complete value: `,` or the closing bracket. */
  | 'next';

/** What the scanner has read so far: plain data, so a state machine can keep it in its context. */
export interface PartialJsonState {
  /** How many characters of the text have been read. */
  readonly scanned: number;
  /**
   * The text does not start with `{` (after white space) or stopped being JSON: nothing more is
   * read, and the value stays what it was before that point (undefined when nothing was).
   */
  readonly invalid: boolean;
  /** The characters that close the brackets still open, innermost first (`"]}"`). */
  readonly closers: string;
  readonly expect: Expect;
  /** Inside a string; `key` tells whether it is an object key. */
  readonly inString: boolean;
  readonly key: boolean;
  /** After a backslash in a string; `hexLeft` counts the digits of a `\u` escape still to come. */
  readonly escaped: boolean;
  readonly hexLeft: number;
  /** Where the number or literal (`true`, `false`, `null`) being read starts, else -1. */
  readonly tokenStart: number;
  /** The text cut at `safeEnd` and followed by `safeClosers` is valid JSON (0: no such cut yet). */
  readonly safeEnd: number;
  readonly safeClosers: string;
}

/** The state before any text has been read. */
export const initialPartialJsonState: PartialJsonState = {
  scanned: 0,
  invalid: false,
  closers: '',
  expect: 'value',
  inString: false,
  key: false,
  escaped: false,
  hexLeft: 0,
  tokenStart: -1,
  safeEnd: 0,
  safeClosers: '',
};

const literals = ['true', 'false', 'null'];
const isSpace = (ch: string) => ch === ' ' || ch === '\n' || ch === '\r' || ch === '\t';
const isDigit = (ch: string) => ch >= '0' && ch <= '9';
const isHex = (ch: string) => isDigit(ch) || (ch >= 'a' && ch <= 'f') || (ch >= 'A' && ch <= 'F');
const isNumberPart = (ch: string) =>
  isDigit(ch) || ch === '.' || ch === 'e' || ch === 'E' || ch === '+' || ch === '-';
/** The first half of a UTF-16 surrogate pair: cutting after it would leave half a character. */
const isHighSurrogate = (ch: string) => (ch.charCodeAt(0) & 0xfc00) === 0xd800;

/**
 * Reads `text` on from where `state` stopped and returns the new state (`state` itself when there
 * is nothing new). `text` must begin with the text `state` has read: streams only ever append.
 */
export function advancePartialJson(state: PartialJsonState, text: string): PartialJsonState {
  if (state.invalid || text.length <= state.scanned) return state;
  let { closers, expect, inString, key, escaped, hexLeft, tokenStart, safeEnd, safeClosers } = state;
  let invalid = false;
  let i = state.scanned;
  for (; i < text.length; i++) {
    const ch = text[i] as string;
    if (inString) {
      if (hexLeft > 0) {
        if (!isHex(ch)) {
          invalid = true;
          break;
        }
        hexLeft--;
      } else if (escaped) {
        escaped = false;
        if (ch === 'u') hexLeft = 4;
      } else if (ch === '\\') {
        escaped = true;
      } else if (ch === '"') {
        inString = false;
        if (key) {
          expect = 'colon';
        } else {
          expect = 'next';
          safeEnd = i + 1;
          safeClosers = closers;
        }
        continue;
      }
      // In a value string, a cut after any whole character leaves a string that can be closed.
      if (!key && !escaped && hexLeft === 0 && !isHighSurrogate(ch)) {
        safeEnd = i + 1;
        safeClosers = `"${closers}`;
      }
      continue;
    }
    if (tokenStart !== -1) {
      const first = text[tokenStart] as string;
      if (first === '-' || isDigit(first)) {
        if (isNumberPart(ch)) {
          // Every beginning of a JSON number that ends with a digit is a number itself.
          if (isDigit(ch)) {
            safeEnd = i + 1;
            safeClosers = closers;
          }
          continue;
        }
      } else {
        const word = text.slice(tokenStart, i + 1);
        if (literals.some((literal) => literal.startsWith(word))) {
          if (literals.includes(word)) {
            safeEnd = i + 1;
            safeClosers = closers;
          }
          continue;
        }
      }
      // The token ended with the previous character; this one is read below.
      tokenStart = -1;
      expect = 'next';
    }
    if (isSpace(ch)) continue;
    // At the top level only the object itself may come, and nothing after it.
    if (closers === '' && (expect === 'next' || ch !== '{')) {
      invalid = true;
      break;
    }
    if (ch === '"') {
      if (expect === 'key' || expect === 'keyOrEnd') {
        inString = true;
        key = true;
      } else if (expect === 'value' || expect === 'valueOrEnd') {
        inString = true;
        key = false;
        safeEnd = i + 1;
        safeClosers = `"${closers}`;
      } else {
        invalid = true;
        break;
      }
    } else if (ch === '{' || ch === '[') {
      if (expect !== 'value' && expect !== 'valueOrEnd') {
        invalid = true;
        break;
      }
      closers = (ch === '{' ? '}' : ']') + closers;
      expect = ch === '{' ? 'keyOrEnd' : 'valueOrEnd';
      safeEnd = i + 1;
      safeClosers = closers;
    } else if (ch === '}' || ch === ']') {
      const mayClose = expect === 'next' || expect === (ch === '}' ? 'keyOrEnd' : 'valueOrEnd');
      if (closers[0] !== ch || !mayClose) {
        invalid = true;
        break;
      }
      closers = closers.slice(1);
      expect = 'next';
      safeEnd = i + 1;
      safeClosers = closers;
    } else if (ch === ':' && expect === 'colon') {
      expect = 'value';
    } else if (ch === ',' && expect === 'next') {
      expect = closers[0] === '}' ? 'key' : 'value';
    } else if (
      (expect === 'value' || expect === 'valueOrEnd') &&
      (ch === '-' || isDigit(ch) || 'tfn'.includes(ch))
    ) {
      tokenStart = i;
      if (isDigit(ch)) {
        safeEnd = i + 1;
        safeClosers = closers;
      }
    } else {
      invalid = true;
      break;
    }
  }
  if (invalid) return { ...state, scanned: text.length, invalid, safeEnd, safeClosers };
  return {
    scanned: i,
    invalid,
    closers,
    expect,
    inString,
    key,
    escaped,
    hexLeft,
    tokenStart,
    safeEnd,
    safeClosers,
  };
}

/** The value of the text `state` has read, closed at its last safe cut; undefined when there is none. */
export function partialJsonValue(state: PartialJsonState, text: string): unknown {
  if (state.safeEnd === 0) return undefined;
  try {
    return JSON.parse(text.slice(0, state.safeEnd) + state.safeClosers);
  } catch {
    return undefined;
  }
}

/**
 * Parses the beginning of a JSON object as if it had been closed where it stops, so a structured
 * answer can be shown while it streams. Returns undefined when `text` is not the start of a JSON
 * object or nothing can be recovered yet. To follow a stream, keep a `PartialJsonState` and call
 * `advancePartialJson` with the longer text instead: it reads only what is new.
 */
export function parsePartialJson(text: string): unknown {
  return partialJsonValue(advancePartialJson(initialPartialJsonState, text), text);
}
