import { CAROUSEL_INTERVAL_MS } from '@portal/contract';
import { assertEvent, assign, setup } from 'xstate';

export interface NewsCarouselContext {
  index: number;
  count: number;
  /** The pointer is over the carousel. */
  hovered: boolean;
  /** Keyboard focus is inside the carousel. */
  focused: boolean;
}

export type NewsCarouselEvent =
  | { type: 'carousel.hover' }
  | { type: 'carousel.leave' }
  | { type: 'carousel.focus' }
  | { type: 'carousel.blur' }
  | { type: 'carousel.play' }
  | { type: 'carousel.stop' }
  | { type: 'carousel.goTo'; index: number }
  | { type: 'carousel.next' }
  | { type: 'carousel.previous' };

function wrap(index: number, count: number): number {
  return count > 0 ? ((index % count) + count) % count : 0;
}

/**
 * The dashboard news carousel (WAI-ARIA APG pattern): while `playing` it advances every 6 seconds
 * (`rotating`), holding while the pointer is over it or focus is inside (`held`, and a full 6 s
 * again once both have left); the stop button ends the rotation for good (`stopped`) until play is
 * pressed (WCAG 2.2.2). Dots and previous / next change the slide, restarting the 6 seconds when it
 * is rotating.
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
      index: ({ context, event }) => {
        assertEvent(event, 'carousel.goTo');
        return wrap(event.index, context.count);
      },
    }),
    setHovered: assign({ hovered: true }),
    clearHovered: assign({ hovered: false }),
    setFocused: assign({ focused: true }),
    clearFocused: assign({ focused: false }),
  },
  guards: {
    hasSeveral: ({ context }) => context.count > 1,
    isHeld: ({ context }) => context.hovered || context.focused,
    isFree: ({ context }) => !context.hovered && !context.focused,
  },
  delays: { interval: CAROUSEL_INTERVAL_MS },
}).createMachine({
  id: 'newsCarousel',
  context: ({ input }) => ({
    count: input.count,
    index: wrap(input.index ?? 0, input.count),
    hovered: false,
    focused: false,
  }),
  initial: 'playing',
  on: {
    // Pointer and focus are tracked in every state, so a hold is right when play is pressed.
    'carousel.hover': { actions: 'setHovered' },
    'carousel.leave': { actions: 'clearHovered' },
    'carousel.focus': { actions: 'setFocused' },
    'carousel.blur': { actions: 'clearFocused' },
    // Held or stopped: the slide changes and nothing restarts.
    'carousel.goTo': { actions: 'goTo' },
    'carousel.next': { actions: 'advance' },
    'carousel.previous': { actions: 'goBack' },
  },
  states: {
    playing: {
      initial: 'rotating',
      on: { 'carousel.stop': { target: 'stopped' } },
      states: {
        rotating: {
          always: { guard: 'isHeld', target: 'held' },
          after: { interval: { guard: 'hasSeveral', target: 'rotating', reenter: true, actions: 'advance' } },
          on: {
            // A choice restarts the full 6 s from now.
            'carousel.goTo': { target: 'rotating', reenter: true, actions: 'goTo' },
            'carousel.next': { target: 'rotating', reenter: true, actions: 'advance' },
            'carousel.previous': { target: 'rotating', reenter: true, actions: 'goBack' },
          },
        },
        held: {
          always: { guard: 'isFree', target: 'rotating' },
        },
      },
    },
    stopped: {
      on: { 'carousel.play': { target: 'playing' } },
    },
  },
});

export type NewsCarouselMachine = typeof newsCarouselMachine;
