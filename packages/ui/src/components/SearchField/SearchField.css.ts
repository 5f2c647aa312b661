import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const searchField = style({ width: '100%' });

export const searchIcon = style({
  flexShrink: 0,
  width: vars.space['4'],
  height: vars.space['4'],
  marginInlineStart: vars.space['3'],
  color: vars.color.text.secondary,
});

export const searchInput = style({ paddingInlineStart: vars.space['2'] });

/** The clear button only makes sense with something to clear. */
export const clearButton = style({
  selectors: { [`${searchField}[data-empty] &`]: { visibility: 'hidden' } },
});
