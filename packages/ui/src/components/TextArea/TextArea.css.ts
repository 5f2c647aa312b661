import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const textArea = style({ width: '100%' });

export const resize = {
  vertical: style({ resize: 'vertical', minHeight: vars.space['16'] }),
  none: style({ resize: 'none', minHeight: vars.space['16'] }),
};
