import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const numberField = style({ width: '100%' });

export const numberInput = style({ textAlign: 'center', fontVariantNumeric: 'tabular-nums' });

export const stepper = style({
  minWidth: vars.space['10'],
  selectors: {
    '&[slot="decrement"]': { borderInlineEnd: `1px solid ${vars.color.border.subtle}` },
    '&[slot="increment"]': { borderInlineStart: `1px solid ${vars.color.border.subtle}` },
  },
});
