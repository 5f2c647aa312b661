import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const description = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  color: vars.color.text.secondary,
  overflowWrap: 'anywhere',
});
