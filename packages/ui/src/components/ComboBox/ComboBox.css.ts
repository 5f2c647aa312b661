import { style } from '@vanilla-extract/css';

// Input, group, popover and list styles are shared with the other fields and with Select.
export const comboBox = style({ width: '100%' });
