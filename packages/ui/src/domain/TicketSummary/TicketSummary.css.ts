import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space['3'],
  rowGap: vars.space['2'],
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
});

export const term = style({ color: vars.color.text.secondary });

export const value = style({
  margin: 0,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
  textAlign: 'right',
});

export const overdue = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  color: vars.color.tone.danger.text,
  fontWeight: vars.font.weight.semibold,
});

export const icon = style({ width: vars.space['4'], height: vars.space['4'], flexShrink: 0 });
