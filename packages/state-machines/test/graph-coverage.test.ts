import { describe, expect, it } from 'vitest';
import { assign, fromPromise, setup } from 'xstate';
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
      /unreached states \[toggle\.orphan\]; untaken transitions \[toggle\.orphan\|go#0 \(-> #toggle\.a\)\]/,
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

  it('counts each guarded branch on its own', () => {
    const guarded = setup({
      types: { context: {} as { n: number }, events: {} as { type: 'go'; n: number } },
      guards: { big: ({ event }) => event.n > 5 },
    }).createMachine({
      id: 'guarded',
      context: { n: 0 },
      initial: 'a',
      states: {
        a: {
          on: { go: [{ guard: 'big', target: 'b' }, { actions: assign({ n: ({ event }) => event.n }) }] },
        },
        b: {},
      },
    });
    // Only small payloads: the guarded branch (and state b) is never taken.
    expect(() => expectFullGraphCoverage(guarded, { events: { go: [{ type: 'go', n: 1 }] } })).toThrowError(
      /unreached states \[guarded\.b\]; untaken transitions \[guarded\.a\|go#0 \(guard big -> #guarded\.b\)\]/,
    );
    expect(
      expectFullGraphCoverage(guarded, {
        events: {
          go: [
            { type: 'go', n: 1 },
            { type: 'go', n: 9 },
          ],
        },
      }),
    ).toMatchObject({ transitions: 2 });
  });

  it('counts each onDone branch on its own', () => {
    const loading = setup({
      actors: { load: fromPromise<number>(async () => 1) },
    }).createMachine({
      id: 'loading',
      initial: 'busy',
      states: {
        busy: {
          invoke: {
            src: 'load',
            onDone: [{ guard: ({ event }) => event.output > 1, target: 'many' }, { target: 'one' }],
          },
        },
        many: {},
        one: {},
      },
    });
    const done = 'xstate.done.actor.0.loading.busy';
    expect(() =>
      expectFullGraphCoverage(loading, { events: { [done]: [{ type: done, output: 1 }] } }),
    ).toThrowError(/untaken transitions \[loading\.busy\|xstate\.done\.actor\.0\.loading\.busy#0/);
    expect(
      expectFullGraphCoverage(loading, {
        events: {
          [done]: [
            { type: done, output: 1 },
            { type: done, output: 2 },
          ],
        },
      }),
    ).toMatchObject({ transitions: 2 });
  });

  it("gives a parent's handler no credit when a child handles the event", () => {
    const nested = setup({ types: { events: {} as { type: 'go' } | { type: 'in' } } }).createMachine({
      id: 'nested',
      initial: 'inner',
      // Taken only where no child handles 'go': never, since the only child does.
      on: { go: { target: '.other' } },
      states: {
        inner: { on: { go: { target: 'inner', reenter: true } } },
        other: {},
      },
    });
    expect(() => expectFullGraphCoverage(nested)).toThrowError(
      /unreached states \[nested\.other\]; untaken transitions \[nested\|go#0 \(-> #nested\.other\)\]/,
    );
  });

  it('counts eventless branches and explores several inputs', () => {
    const start = setup({
      types: { context: {} as { ok: boolean }, input: {} as { ok: boolean } },
      guards: { ok: ({ context }) => context.ok },
    }).createMachine({
      id: 'start',
      context: ({ input }) => ({ ok: input.ok }),
      initial: 'choosing',
      states: { choosing: { always: [{ guard: 'ok', target: 'yes' }, { target: 'no' }] }, yes: {}, no: {} },
    });
    expect(() => expectFullGraphCoverage(start, { input: { ok: true } })).toThrowError(
      /untaken transitions \[start\.choosing\|always#1 \(-> #start\.no\)\]/,
    );
    expect(expectFullGraphCoverage(start, { inputs: [{ ok: true }, { ok: false }] })).toMatchObject({
      transitions: 2,
    });
  });
});
