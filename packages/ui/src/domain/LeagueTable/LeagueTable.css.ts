import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], minWidth: 0 });
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});
/** Beside the heading (it used to take a line of its own, the table's full width), as wide as its longest period. */
export const period = style({ flex: '0 1 12rem', minWidth: '10rem' });
export const rank = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  fontVariantNumeric: 'tabular-nums',
});
export const person = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});
export const email = style({
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  color: vars.color.text.secondary,
});
export const status = style({ display: 'flex', justifyContent: 'center', padding: vars.space['6'] });
