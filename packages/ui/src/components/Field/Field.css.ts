import { type StyleRule, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** The column every field lays out in: label, control, description, error. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minWidth: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  color: vars.color.text.primary,
});

export const label = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
});

export const requiredMark = style({
  marginInlineStart: vars.space['0.5'],
  color: vars.color.tone.danger.text,
});

export const description = style({
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  color: vars.color.text.secondary,
  overflowWrap: 'anywhere',
});

export const fieldError = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['1'],
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  color: vars.color.tone.danger.text,
  overflowWrap: 'anywhere',
});

export const fieldErrorIcon = style({
  flexShrink: 0,
  width: vars.space['4'],
  height: vars.space['4'],
});

const ring = `0 0 0 ${vars.focus.ringWidth} ${vars.color.border.focus}`;
const invalidRing = `0 0 0 ${vars.focus.ringWidth} ${vars.color.tone.danger.solid}`;

const controlChrome = {
  background: vars.color.bg.surface,
  color: vars.color.text.primary,
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: vars.color.border.strong,
  borderRadius: vars.radius.md,
  transitionProperty: 'border-color, box-shadow, background-color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
} as const;

/**
 * A stand-alone text control (TextField, TextArea). Text inputs show the ring on any focus, pointer
 * included: the caret alone is too faint a cue of where typing goes.
 */
export const input = style({
  ...controlChrome,
  width: '100%',
  minWidth: 0,
  minHeight: vars.space['10'],
  margin: 0,
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.text.secondary, opacity: 1 },
    '&[data-hovered]:not([data-disabled]):not([data-focused])': { borderColor: vars.color.text.secondary },
    '&[data-focused]': { borderColor: vars.color.border.focus, boxShadow: ring },
    '&[data-invalid]': { borderColor: vars.color.tone.danger.solid },
    '&[data-invalid][data-focused]': { boxShadow: invalidRing },
    '&[data-disabled]': {
      cursor: 'not-allowed',
      background: vars.color.bg.sunken,
      color: vars.color.text.disabled,
      borderColor: vars.color.border.subtle,
    },
    '&[readonly]': { background: vars.color.bg.sunken },
  },
});

/**
 * A bordered row holding an input and its buttons (SearchField, NumberField, ComboBox): the group
 * draws the border and the ring, the input inside is bare.
 */
export const fieldGroup = style({
  ...controlChrome,
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minWidth: 0,
  minHeight: vars.space['10'],
  overflow: 'hidden',
  selectors: {
    '&[data-hovered]:not([data-disabled]):not([data-focus-within])': {
      borderColor: vars.color.text.secondary,
    },
    '&[data-focus-within]': { borderColor: vars.color.border.focus, boxShadow: ring },
    '&[data-invalid]': { borderColor: vars.color.tone.danger.solid },
    '&[data-invalid][data-focus-within]': { boxShadow: invalidRing },
    '&[data-disabled]': {
      cursor: 'not-allowed',
      background: vars.color.bg.sunken,
      color: vars.color.text.disabled,
      borderColor: vars.color.border.subtle,
    },
  },
});

/** The bare input inside a `fieldGroup`. */
export const groupInput = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  margin: 0,
  border: 0,
  outline: 'none',
  background: 'transparent',
  color: 'inherit',
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  selectors: {
    '&::placeholder': { color: vars.color.text.secondary, opacity: 1 },
    '&[data-disabled]': { cursor: 'not-allowed' },
    '&::-webkit-search-cancel-button, &::-webkit-search-decoration': { appearance: 'none' },
  },
});

/** A small square button inside a `fieldGroup` (clear, stepper, open). */
export const groupButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  alignSelf: 'stretch',
  minWidth: vars.space['8'],
  margin: 0,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.text.secondary,
  outline: 'none',
  selectors: {
    '&[data-hovered]:not([data-disabled])': {
      background: vars.color.bg.hover,
      color: vars.color.text.primary,
    },
    '&[data-pressed]:not([data-disabled])': { background: vars.color.bg.pressed },
    '&[data-focus-visible]': {
      outline: `${vars.focus.ringWidth} solid ${vars.color.border.focus}`,
      outlineOffset: `calc(-1 * ${vars.focus.ringWidth})`,
    },
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.text.disabled },
  },
});

export const groupIcon = style({
  flexShrink: 0,
  width: vars.space['4'],
  height: vars.space['4'],
});

/**
 * The clickable row of a checkbox, radio or switch: indicator and label side by side. Shared as a
 * rule (not a class) so each control keeps its own class for its `[data-*] &` selectors.
 */
export const toggleRow: StyleRule = {
  // The visually hidden input is absolutely positioned: without this, inside a scrolling container
  // (a dialog body) it stays where the container started, off screen once scrolled, and focusing it
  // scrolls the container to the wrong place.
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  color: vars.color.text.primary,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.text.disabled },
    '&[data-readonly]': { cursor: 'default' },
  },
};
