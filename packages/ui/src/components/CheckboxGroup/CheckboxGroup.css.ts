import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const checkboxGroup = style({ gap: vars.space['2'] });

export const items = style({
  display: 'flex',
  gap: vars.space['2'],
  selectors: {
    '&[data-orientation="vertical"]': { flexDirection: 'column' },
    '&[data-orientation="horizontal"]': {
      flexDirection: 'row',
      flexWrap: 'wrap',
      columnGap: vars.space['4'],
    },
  },
});
