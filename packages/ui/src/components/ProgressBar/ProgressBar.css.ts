import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

/** Filled share of the track, 0%-100%, set inline from the value. */
export const fill = createVar();

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  width: '100%',
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space['3'],
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
});

export const label = style({
  color: vars.color.text.primary,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});
export const value = style({
  color: vars.color.text.secondary,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const track = recipe({
  base: {
    position: 'relative',
    overflow: 'hidden',
    width: '100%',
    borderRadius: vars.radius.full,
    background: vars.color.bg.pressed,
    // A faint outline so the empty track stays visible on every surface.
    boxShadow: `inset 0 0 0 1px ${vars.color.border.subtle}`,
  },
  variants: {
    size: { sm: { height: vars.space['1'] }, md: { height: vars.space['2'] } },
  },
  defaultVariants: { size: 'md' },
});

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

export const bar = recipe({
  base: {
    position: 'absolute',
    insetBlock: 0,
    left: 0,
    width: fill,
    borderRadius: vars.radius.full,
    transitionProperty: 'width',
    transitionDuration: vars.motion.duration.normal,
    transitionTimingFunction: vars.motion.easing.standard,
  },
  variants: {
    tone: {
      accent: { background: vars.color.accent.solid },
      info: { background: vars.color.tone.info.solid },
      success: { background: vars.color.tone.success.solid },
      warning: { background: vars.color.tone.warning.solid },
      danger: { background: vars.color.tone.danger.solid },
    },
    indeterminate: {
      true: {
        width: '40%',
        animation: `${slide} 1.4s ${vars.motion.easing.standard} infinite`,
        '@media': {
          // Still: a partly filled bar next to the label reads as "in progress".
          '(prefers-reduced-motion: reduce)': { animation: 'none', width: '100%', opacity: 0.5 },
        },
      },
    },
  },
  defaultVariants: { tone: 'accent' },
});
