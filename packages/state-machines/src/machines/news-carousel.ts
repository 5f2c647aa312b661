import { CAROUSEL_INTERVAL_MS } from '@portal/contract';
import { assign, setup } from 'xstate';

export interface NewsCarouselContext {
  index: number;
  count: number;
}

export type NewsCarouselEvent =
  | { type: 'carousel.hover' }
  | { type: 'carousel.leave' }
  | { type: 'carousel.goTo'; index: number }
  | { type: 'carousel.next' }
  | { type: 'carousel.previous' };

function wrap(index: number, count: number): number {
  return count > 0 ? ((index % count) + count) % count : 0;
}

/**
 * The dashboard news carousel: advances every 6 seconds, pauses while hovered, and the dots jump
 * to an item (restarting the 6 seconds when playing).
 */
export const newsCarouselMachine = setup({
  types: {
    context: {} as NewsCarouselContext,
    events: {} as NewsCarouselEvent,
    input: {} as { count: number; index?: number },
  },
  actions: {
    advance: assign({ index: ({ context }) => wrap(context.index + 1, context.count) }),
    goBack: assign({ index: ({ context }) => wrap(context.index - 1, context.count) }),
    goTo: assign({
      index: ({ context, event }) =>
        event.type === 'carousel.goTo' ? wrap(event.index, context.count) : context.index,
    }),
  },
  guards: {
    hasSeveral: ({ context }) => context.count > 1,
  },
  delays: { interval: CAROUSEL_INTERVAL_MS },
}).createMachine({
  id: 'newsCarousel',
  context: ({ input }) => ({ count: input.count, index: wrap(input.index ?? 0, input.count) }),
  initial: 'playing',
  on: {
    'carousel.goTo': { target: '.resume', actions: 'goTo' },
    'carousel.next': { target: '.resume', actions: 'advance' },
    'carousel.previous': { target: '.resume', actions: 'goBack' },
  },
  states: {
    playing: {
      after: { interval: { guard: 'hasSeveral', target: 'playing', reenter: true, actions: 'advance' } },
      on: { 'carousel.hover': { target: 'paused' } },
    },
    paused: {
      on: {
        'carousel.leave': { target: 'playing' },
        // A dot chosen while hovered keeps the carousel paused.
        'carousel.goTo': { actions: 'goTo' },
        'carousel.next': { actions: 'advance' },
        'carousel.previous': { actions: 'goBack' },
      },
    },
    /** Chosen while playing: restart the 6 seconds from now. */
    resume: { always: { target: 'playing' } },
  },
});

export type NewsCarouselMachine = typeof newsCarouselMachine;
