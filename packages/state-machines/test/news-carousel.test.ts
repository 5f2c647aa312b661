import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { newsCarouselMachine } from '../src/index.ts';
import { expectFullGraphCoverage } from './graph-coverage.ts';

function start(count = 3) {
  const clock = new SimulatedClock();
  const actor = createActor(newsCarouselMachine, { input: { count }, clock }).start();
  return { actor, clock };
}

describe('newsCarousel', () => {
  it('advances every 6 seconds and wraps around', () => {
    const { actor, clock } = start(3);
    clock.increment(5999);
    expect(actor.getSnapshot().context.index).toBe(0);
    clock.increment(1);
    expect(actor.getSnapshot().context.index).toBe(1);
    clock.increment(6000);
    clock.increment(6000);
    expect(actor.getSnapshot().context.index).toBe(0);
  });

  it('pauses while hovered and resumes a full interval after leaving', () => {
    const { actor, clock } = start(3);
    clock.increment(3000);
    actor.send({ type: 'carousel.hover' });
    clock.increment(60_000);
    expect(actor.getSnapshot().value).toBe('paused');
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: 'carousel.leave' });
    clock.increment(5999);
    expect(actor.getSnapshot().context.index).toBe(0);
    clock.increment(1);
    expect(actor.getSnapshot().context.index).toBe(1);
  });

  it('dots jump and restart the interval; while hovered they keep it paused', () => {
    const { actor, clock } = start(4);
    clock.increment(5000);
    actor.send({ type: 'carousel.goTo', index: 2 });
    clock.increment(5999);
    expect(actor.getSnapshot().context.index).toBe(2);
    clock.increment(1);
    expect(actor.getSnapshot().context.index).toBe(3);
    actor.send({ type: 'carousel.hover' });
    actor.send({ type: 'carousel.goTo', index: 1 });
    expect(actor.getSnapshot().value).toBe('paused');
    expect(actor.getSnapshot().context.index).toBe(1);
    actor.send({ type: 'carousel.previous' });
    actor.send({ type: 'carousel.previous' });
    expect(actor.getSnapshot().context.index).toBe(3);
    actor.send({ type: 'carousel.next' });
    expect(actor.getSnapshot().context.index).toBe(0);
  });

  it('a single item never moves', () => {
    const { actor, clock } = start(1);
    clock.increment(60_000);
    expect(actor.getSnapshot().context.index).toBe(0);
  });

  it('covers every state and transition of its graph', () => {
    const result = expectFullGraphCoverage(newsCarouselMachine, {
      input: { count: 3 },
      events: { 'carousel.goTo': [{ type: 'carousel.goTo', index: 2 }] },
    });
    expect(result.states).toBeGreaterThan(3);
  });
});
