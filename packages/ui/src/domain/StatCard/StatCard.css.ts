import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../tokens/scale.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  minWidth: 0,
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.bg.surface,
  color: vars.color.text.primary,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

export const label = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.secondary,
});

export const value = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  lineHeight: vars.font.lineHeight['2xl'],
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
  // Two cards share a phone's row: a figure like '$0.0000' broke over two lines at the desktop size.
  '@media': { [media.phone]: { fontSize: vars.font.size.xl, lineHeight: vars.font.lineHeight.xl } },
});

export const icon = style({ display: 'inline-flex', color: vars.color.text.secondary });

export const tones = styleVariants({
  neutral: {},
  info: { borderTop: `3px solid ${vars.color.tone.info.border}` },
  success: { borderTop: `3px solid ${vars.color.tone.success.border}` },
  warning: { borderTop: `3px solid ${vars.color.tone.warning.border}` },
  danger: { borderTop: `3px solid ${vars.color.tone.danger.border}` },
});

export const trend = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
});

export const trendTones = styleVariants({
  up: { color: vars.color.tone.success.text },
  down: { color: vars.color.tone.danger.text },
  flat: { color: vars.color.text.secondary },
});
