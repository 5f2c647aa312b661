import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'], minWidth: 0 });
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], minWidth: 0 });
/** A call's time and model on one line each: short, and read across the row. */
export const unbroken = style({ whiteSpace: 'nowrap' });
/** Costs: digits in columns, never broken inside ('$0.007' over '3'). */
export const mono = style({
  fontFamily: vars.font.family.mono,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
/** The question asked, up to a readable line length. */
export const preview = style({ display: 'block', maxWidth: '32rem' });
