import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focus.css.ts';
import { media } from '../../tokens/scale.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: {
      gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    },
  },
});

export const item = style({ display: 'flex' });

export const card = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space['3'],
    width: '100%',
    padding: vars.space['4'],
    textAlign: 'start',
    font: 'inherit',
    color: vars.color.text.primary,
    background: vars.color.bg.surface,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.lg,
    cursor: 'pointer',
    transitionProperty: 'background-color, border-color',
    transitionDuration: vars.motion.duration.fast,
    selectors: {
      '&[data-hovered]': { background: vars.color.bg.hover, borderColor: vars.color.border.strong },
      '&[data-pressed]': { background: vars.color.bg.pressed },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  },
]);

export const icon = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space['10'],
  height: vars.space['10'],
  borderRadius: vars.radius.md,
  background: vars.color.accent.subtle,
  color: vars.color.accent.text,
});
globalStyle(`${icon} svg`, { width: vars.space['5'], height: vars.space['5'] });

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });

export const title = style({
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
});

export const question = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  color: vars.color.text.secondary,
});
