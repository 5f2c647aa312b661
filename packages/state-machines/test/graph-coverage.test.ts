import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { expectFullGraphCoverage } from './graph-coverage.ts';

const toggle = setup({ types: { events: {} as { type: 'go' } | { type: 'back' } } }).createMachine({
  id: 'toggle',
  initial: 'a',
  states: {
    a: { on: { go: 'b' } },
    b: { on: { back: 'a' } },
    orphan: { on: { go: 'a' } },
  },
});

describe('graph coverage helper', () => {
  it('fails on an unreachable state and on a transition that is never taken', () => {
    expect(() => expectFullGraphCoverage(toggle)).toThrowError(
      /unreached states \[toggle\.orphan\]; untaken transitions \[toggle\.orphan\|go\]/,
    );
  });

  it('passes once the orphan is excluded from the machine', () => {
    const reachable = setup({ types: { events: {} as { type: 'go' } | { type: 'back' } } }).createMachine({
      id: 'ok',
      initial: 'a',
      states: { a: { on: { go: 'b' } }, b: { on: { back: 'a' } } },
    });
    expect(expectFullGraphCoverage(reachable)).toMatchObject({ states: 3, transitions: 2 });
  });
});
