import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space['3'],
  rowGap: vars.space['1'],
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
});

export const term = style({ color: vars.color.text.secondary });
export const detail = style({ margin: 0, overflowWrap: 'anywhere' });
export const description = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  color: vars.color.text.secondary,
  overflowWrap: 'anywhere',
});
