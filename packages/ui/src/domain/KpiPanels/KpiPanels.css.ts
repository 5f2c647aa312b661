import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const priorityGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 12rem), 1fr))',
});

export const priorityCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  borderWidth: 1,
  borderStyle: 'solid',
});

export const priorityTones = {
  // Critical: the danger colours with a solid edge (drawn inside, so the card keeps its size).
  critical: style({
    background: vars.color.tone.danger.subtle,
    borderColor: vars.color.tone.danger.solid,
    boxShadow: `inset 0 0 0 1px ${vars.color.tone.danger.solid}`,
  }),
  danger: style({ background: vars.color.tone.danger.subtle, borderColor: vars.color.tone.danger.border }),
  warning: style({ background: vars.color.tone.warning.subtle, borderColor: vars.color.tone.warning.border }),
  success: style({ background: vars.color.tone.success.subtle, borderColor: vars.color.tone.success.border }),
};

export const priorityName = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});

export const priorityIcon = style({
  width: vars.space['4'],
  height: vars.space['4'],
  flexShrink: 0,
  color: vars.color.tone.danger.text,
});

/** A figure in a panel's facts: digits in columns so that figures read down the list. */
export const figure = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weight.medium,
});

export const headline = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  fontSize: vars.font.size['2xl'],
  lineHeight: vars.font.lineHeight['2xl'],
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
});
