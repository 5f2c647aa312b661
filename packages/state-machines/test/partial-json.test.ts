import { describe, expect, it } from 'vitest';
import {
  advancePartialJson,
  initialPartialJsonState,
  type PartialJsonState,
  parsePartialJson,
  partialJsonValue,
} from '../src/index.ts';

const documents = [
  { summary: 'S', details: { procedures: ['one', 'two "quoted"'] }, related_policies: [] },
  {
    numbers: [0, -2.5e-3, 1e21, 42],
    literals: [true, false, null],
    nested: { empty: {}, list: [[], [[]], { deep: 'x' }] },
    escapes: 'tab\t quote" backslash\\ newline\n é 😀 \u0001',
  },
];
const texts = documents.flatMap((document) => [
  JSON.stringify(document),
  JSON.stringify(document, null, 2),
  `\n  ${JSON.stringify(document, null, 1)}\n`,
]);

/** Reads `text` in chunks of the given sizes, the way a stream delivers it. */
function readInChunks(text: string, sizes: number[]) {
  let state: PartialJsonState = initialPartialJsonState;
  const values: unknown[] = [];
  let end = 0;
  for (let i = 0; end < text.length; i++) {
    end = Math.min(text.length, end + (sizes[i % sizes.length] as number));
    state = advancePartialJson(state, text.slice(0, end));
    values.push(partialJsonValue(state, text.slice(0, end)));
  }
  return { state, values };
}

describe('parsePartialJson', () => {
  it('parses every beginning of an object into an object that never shrinks, and the whole into the whole', () => {
    for (const text of texts) {
      let previous = '';
      for (let end = 1; end <= text.length; end++) {
        const value = parsePartialJson(text.slice(0, end));
        if (text.slice(0, end).trim() === '') {
          expect(value).toBeUndefined();
          continue;
        }
        expect(typeof value === 'object' && value !== null && !Array.isArray(value)).toBe(true);
        const shown = JSON.stringify(value);
        expect(shown.length).toBeGreaterThanOrEqual(previous.length);
        previous = shown;
      }
      expect(parsePartialJson(text)).toEqual(JSON.parse(text));
    }
  });

  it('closes what is open and leaves out what cannot be shown yet', () => {
    expect(parsePartialJson('{"summary": "Annual le')).toEqual({ summary: 'Annual le' });
    expect(parsePartialJson('{"a": "x", "det')).toEqual({ a: 'x' });
    expect(parsePartialJson('{"a": "x", "details":')).toEqual({ a: 'x' });
    expect(parsePartialJson('{"a": ["one", "tw')).toEqual({ a: ['one', 'tw'] });
    expect(parsePartialJson('{"a": ["one",')).toEqual({ a: ['one'] });
    expect(parsePartialJson('{"a": -')).toEqual({});
    expect(parsePartialJson('{"a": 1.')).toEqual({ a: 1 });
    expect(parsePartialJson('{"a": 1.5e')).toEqual({ a: 1.5 });
    expect(parsePartialJson('{"a": -12')).toEqual({ a: -12 });
    expect(parsePartialJson('{"a": tr')).toEqual({});
    expect(parsePartialJson('{"a": true')).toEqual({ a: true });
    // Half an escape, or half of a surrogate pair, is left out until the rest arrives.
    expect(parsePartialJson('{"a": "x\\')).toEqual({ a: 'x' });
    expect(parsePartialJson('{"a": "x\\u00')).toEqual({ a: 'x' });
    expect(parsePartialJson('{"a": "x\\u00e9')).toEqual({ a: 'xé' });
    expect(parsePartialJson('{"a": "x\ud83d')).toEqual({ a: 'x' });
  });

  it('is undefined for text that is not an object, and keeps what it had when the text stops being JSON', () => {
    for (const text of ['', '   ', 'plain text', '[1, 2]', '"text"', '12', 'null']) {
      expect(parsePartialJson(text)).toBeUndefined();
    }
    expect(parsePartialJson('{"a": "x"} and more')).toEqual({ a: 'x' });
    expect(parsePartialJson('{"a": "x", oops: 1}')).toEqual({ a: 'x' });
    expect(parsePartialJson('{"a": "x"]')).toEqual({ a: 'x' });
  });
});

describe('advancePartialJson', () => {
  it('read in chunks of any size, gives what parsing the whole text so far gives', () => {
    for (const text of texts) {
      for (const sizes of [[1], [2, 5, 3], [7, 1, 13], [64]]) {
        const { state, values } = readInChunks(text, sizes);
        expect(state.scanned).toBe(text.length);
        expect(values.at(-1)).toEqual(JSON.parse(text));
        let end = 0;
        values.forEach((value, i) => {
          end = Math.min(text.length, end + (sizes[i % sizes.length] as number));
          expect(value).toEqual(parsePartialJson(text.slice(0, end)));
        });
      }
    }
  });

  it('reads only what is new, and returns the same state when nothing is', () => {
    const first = advancePartialJson(initialPartialJsonState, '{"summary": "Annual');
    expect(first.scanned).toBe(19);
    expect(advancePartialJson(first, '{"summary": "Annual')).toBe(first);
    const second = advancePartialJson(first, '{"summary": "Annual leave", "de');
    expect(second.scanned).toBe(31);
    // Nothing more can be shown after the key started: the cut stays after the summary.
    expect(second.safeEnd).toBe('{"summary": "Annual leave"'.length);
    expect(partialJsonValue(second, '{"summary": "Annual leave", "de')).toEqual({ summary: 'Annual leave' });
  });

  it('follows a long answer cut in every kind of place', () => {
    const sentence = (i: number) => `Step ${i}: staff record leave in the HR system before booking travel. `;
    const answer = {
      summary: Array.from({ length: 20 }, (_, i) => sentence(i)).join(''),
      details: {
        requirements: Array.from({ length: 20 }, (_, i) => sentence(100 + i)),
        procedures: Array.from({ length: 20 }, (_, i) => sentence(200 + i)),
      },
      related_policies: ['Annual Leave Policy', 'Travel Policy'],
    };
    const text = JSON.stringify(answer);
    const { values } = readInChunks(text, [3, 4, 5]);
    const requirementsArrived = values.findIndex(
      (value) => (value as typeof answer).details?.requirements !== undefined,
    );
    expect(requirementsArrived).toBeGreaterThan(0);
    expect((values[requirementsArrived - 1] as typeof answer).summary).toBe(answer.summary);
    expect(values.at(-1)).toEqual(answer);
  });
});
