import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const select = style({ width: '100%' });

/** The closed control: looks like an input, behaves like a button. */
export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  width: '100%',
  minHeight: vars.space['10'],
  margin: 0,
  paddingBlock: vars.space['2'],
  paddingInlineStart: vars.space['3'],
  paddingInlineEnd: vars.space['2'],
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: vars.color.border.strong,
  borderRadius: vars.radius.md,
  background: vars.color.bg.surface,
  color: vars.color.text.primary,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  textAlign: 'start',
  outline: 'none',
  transitionProperty: 'border-color, box-shadow, background-color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&[data-hovered]:not([data-disabled])': { borderColor: vars.color.text.secondary },
    '&[data-pressed]:not([data-disabled])': { background: vars.color.bg.hover },
    '&[data-focus-visible]': {
      borderColor: vars.color.border.focus,
      boxShadow: `0 0 0 ${vars.focus.ringWidth} ${vars.color.border.focus}`,
    },
    [`${select}[data-invalid] &`]: { borderColor: vars.color.tone.danger.solid },
    '&[data-disabled]': {
      cursor: 'not-allowed',
      background: vars.color.bg.sunken,
      borderColor: vars.color.border.subtle,
      color: vars.color.text.disabled,
    },
  },
});

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.text.secondary } },
});

export const chevron = style({
  flexShrink: 0,
  width: vars.space['4'],
  height: vars.space['4'],
  color: vars.color.text.secondary,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.fast,
  selectors: { '[data-open] &, [aria-expanded="true"] &': { transform: 'rotate(180deg)' } },
});

// Movement only: an opacity ramp would make the first frames invisible to people and to tests.
const drop = keyframes({
  from: { transform: `translateY(calc(-1 * ${vars.space['1']}))` },
  to: { transform: 'none' },
});

/** The list's overlay, shared with ComboBox: as wide as the trigger, scrolls when long. */
export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxWidth: `calc(100vw - ${vars.space['8']})`,
  overflow: 'auto',
  padding: vars.space['1'],
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: vars.color.border.subtle,
  borderRadius: vars.radius.md,
  background: vars.color.bg.raised,
  color: vars.color.text.primary,
  boxShadow: vars.shadow.overlay,
  outline: 'none',
  selectors: {
    '&[data-entering]': {
      animationName: drop,
      animationDuration: vars.motion.duration.fast,
      animationTimingFunction: vars.motion.easing.enter,
    },
  },
});

export const listBox = style({
  outline: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['0.5'],
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: vars.space['8'],
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  color: vars.color.text.primary,
  cursor: 'default',
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-hovered], &[data-focused]': { background: vars.color.bg.hover },
    '&[data-pressed]': { background: vars.color.bg.pressed },
    '&[data-selected]': { background: vars.color.bg.selected, fontWeight: vars.font.weight.medium },
    '&[data-focus-visible]': {
      outline: `${vars.focus.ringWidth} solid ${vars.color.border.focus}`,
      outlineOffset: `calc(-1 * ${vars.focus.ringWidth})`,
    },
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

export const itemCheck = style({
  flexShrink: 0,
  width: vars.space['4'],
  height: vars.space['4'],
  marginInlineStart: 'auto',
  color: vars.color.accent.text,
});

export const itemText = style({ flex: 1, minWidth: 0 });
