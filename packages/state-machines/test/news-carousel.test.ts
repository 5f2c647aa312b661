import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { newsCarouselMachine } from '../src/index.ts';
import { expectFullGraphCoverage } from './graph-coverage.ts';

function start(count = 3) {
  const clock = new SimulatedClock();
  const actor = createActor(newsCarouselMachine, { input: { count }, clock }).start();
  const index = () => actor.getSnapshot().context.index;
  return { actor, clock, index };
}

describe('newsCarousel', () => {
  it('advances every 6 seconds and wraps around', () => {
    const { clock, index } = start(3);
    clock.increment(5999);
    expect(index()).toBe(0);
    clock.increment(1);
    expect(index()).toBe(1);
    clock.increment(6000);
    clock.increment(6000);
    expect(index()).toBe(0);
  });

  it('holds while hovered and resumes a full interval after leaving', () => {
    const { actor, clock, index } = start(3);
    clock.increment(3000);
    actor.send({ type: 'carousel.hover' });
    clock.increment(60_000);
    expect(actor.getSnapshot().value).toEqual({ playing: 'held' });
    expect(index()).toBe(0);
    actor.send({ type: 'carousel.leave' });
    clock.increment(5999);
    expect(index()).toBe(0);
    clock.increment(1);
    expect(index()).toBe(1);
  });

  it('holds while focus is inside, and until both pointer and focus have left', () => {
    const { actor, clock, index } = start(3);
    actor.send({ type: 'carousel.focus' });
    clock.increment(30_000);
    expect(index()).toBe(0);
    actor.send({ type: 'carousel.hover' });
    actor.send({ type: 'carousel.blur' });
    clock.increment(30_000);
    // Focus left, the pointer is still over it.
    expect(actor.getSnapshot().value).toEqual({ playing: 'held' });
    expect(index()).toBe(0);
    actor.send({ type: 'carousel.leave' });
    expect(actor.getSnapshot().value).toEqual({ playing: 'rotating' });
    clock.increment(6000);
    expect(index()).toBe(1);
  });

  it('the stop button stops it for good; play starts it again (held if still hovered)', () => {
    const { actor, clock, index } = start(3);
    actor.send({ type: 'carousel.focus' });
    actor.send({ type: 'carousel.stop' });
    actor.send({ type: 'carousel.blur' });
    clock.increment(60_000);
    expect(actor.getSnapshot().value).toBe('stopped');
    expect(index()).toBe(0);
    // Dots and arrows still work while stopped.
    actor.send({ type: 'carousel.next' });
    actor.send({ type: 'carousel.goTo', index: 2 });
    actor.send({ type: 'carousel.previous' });
    expect(index()).toBe(1);
    actor.send({ type: 'carousel.hover' });
    actor.send({ type: 'carousel.play' });
    expect(actor.getSnapshot().value).toEqual({ playing: 'held' });
    actor.send({ type: 'carousel.leave' });
    clock.increment(6000);
    expect(index()).toBe(2);
  });

  it('dots jump and restart the interval; while held they keep it held', () => {
    const { actor, clock, index } = start(4);
    clock.increment(5000);
    actor.send({ type: 'carousel.goTo', index: 2 });
    clock.increment(5999);
    expect(index()).toBe(2);
    clock.increment(1);
    expect(index()).toBe(3);
    clock.increment(5000);
    actor.send({ type: 'carousel.next' });
    clock.increment(5999);
    expect(index()).toBe(0);
    actor.send({ type: 'carousel.previous' });
    clock.increment(5999);
    expect(index()).toBe(3);
    actor.send({ type: 'carousel.hover' });
    actor.send({ type: 'carousel.goTo', index: 1 });
    expect(actor.getSnapshot().value).toEqual({ playing: 'held' });
    expect(index()).toBe(1);
    actor.send({ type: 'carousel.previous' });
    actor.send({ type: 'carousel.previous' });
    expect(index()).toBe(3);
    actor.send({ type: 'carousel.next' });
    expect(index()).toBe(0);
  });

  it('a single item never moves', () => {
    const { clock, index } = start(1);
    clock.increment(60_000);
    expect(index()).toBe(0);
  });

  it('covers every state and transition of its graph', () => {
    const result = expectFullGraphCoverage(newsCarouselMachine, {
      // One slide as well, so the interval's guard is seen both ways.
      inputs: [{ count: 3 }, { count: 1 }],
      events: { 'carousel.goTo': [{ type: 'carousel.goTo', index: 2 }] },
    });
    expect(result.states).toBeGreaterThan(4);
  });
});
