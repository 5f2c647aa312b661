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

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.space['8'],
  height: vars.space['8'],
  // The chip overlaps the card's padding rather than growing the label's line: a card with an icon
  // is as tall as one without, and their labels and figures line up.
  marginBlock: `calc((${vars.font.lineHeight.sm} - ${vars.space['8']}) / 2)`,
  borderRadius: vars.radius.md,
});

/**
 * The tone shows in the icon's chip only. A coloured top edge on some cards (Cost but not Requests,
 * Conversations but not People) read as random, and those cards sat 2 px lower than their neighbours.
 */
export const iconTones = styleVariants({
  neutral: { background: vars.color.bg.sunken, color: vars.color.text.secondary },
  info: { background: vars.color.tone.info.subtle, color: vars.color.tone.info.text },
  success: { background: vars.color.tone.success.subtle, color: vars.color.tone.success.text },
  warning: { background: vars.color.tone.warning.subtle, color: vars.color.tone.warning.text },
  danger: { background: vars.color.tone.danger.subtle, color: vars.color.tone.danger.text },
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
