import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import * as shared from '../ListBox/item.css.ts';

export const menu = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space['1'],
  minWidth: `calc(${vars.space['16']} * 3)`,
  maxHeight: 'inherit',
  overflow: 'auto',
  outline: 'none',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
});

/** A Menu item: the row it shares with ListBox items, in the neutral or the danger tone. */
export const item = recipe({
  base: [shared.item],
  variants: {
    tone: {
      neutral: {},
      danger: {
        color: vars.color.tone.danger.text,
        selectors: { '&[data-focused], &[data-hovered]': { background: vars.color.tone.danger.subtle } },
      },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const sectionHeader = style([shared.sectionHeader, { paddingBlock: vars.space['1'] }]);

export const section = style({ display: 'flex', flexDirection: 'column' });

export const separator = style({
  height: 1,
  marginBlock: vars.space['1'],
  marginInline: vars.space['2'],
  background: vars.color.border.subtle,
  border: 'none',
});
