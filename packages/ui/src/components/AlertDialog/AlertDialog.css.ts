import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

// A confirmation is short: no rules between its parts.
export const header = style({ borderBottom: 'none', paddingBottom: 0, alignItems: 'center' });
export const icon = style({ flexShrink: 0, color: vars.color.tone.danger.text });
export const body = style({ paddingTop: vars.space['3'] });
export const footer = style({ borderTop: 'none', paddingTop: 0 });
