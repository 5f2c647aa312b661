import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** Terms in their own column, details beside them: 'Created  21 Nov 2026'. */
export const list = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space['3'],
  rowGap: vars.space['1'],
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  color: vars.color.text.primary,
  selectors: { '&[data-spacing="relaxed"]': { rowGap: vars.space['2'] } },
});

export const term = style({ color: vars.color.text.secondary });

export const detail = style({
  margin: 0,
  // An address or an id with no break in it must not widen the card it sits in.
  overflowWrap: 'anywhere',
  selectors: { [`${list}[data-align="end"] > &`]: { textAlign: 'end' } },
});
