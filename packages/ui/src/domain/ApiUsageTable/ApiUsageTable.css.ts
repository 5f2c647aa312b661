import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'], minWidth: 0 });
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], minWidth: 0 });
export const mono = style({ fontFamily: vars.font.family.mono, fontVariantNumeric: 'tabular-nums' });
export const preview = style({ display: 'block', maxWidth: '32rem', overflowWrap: 'anywhere' });
