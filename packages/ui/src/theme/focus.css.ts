import { style } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

/** The one visible focus ring: keyboard focus only (react-aria sets `data-focus-visible`). */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.focus.ringWidth} solid ${vars.color.border.focus}`,
      outlineOffset: vars.focus.ringOffset,
    },
  },
});

/** Same ring for elements focused inside a field group (`data-focus-within`). */
export const focusRingWithin = style({
  selectors: {
    '&[data-focus-within]': {
      outline: `${vars.focus.ringWidth} solid ${vars.color.border.focus}`,
      outlineOffset: '0',
    },
  },
});

/**
 * The same ring for a plain element that react-aria does not manage (a skip link): the browser's
 * `:focus-visible` stands in for `data-focus-visible`.
 */
export const focusRingNative = style({
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focus.ringWidth} solid ${vars.color.border.focus}`,
      outlineOffset: vars.focus.ringOffset,
    },
  },
});
