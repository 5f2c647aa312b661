import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], minWidth: 0 });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

export const nameCell = style({ fontWeight: vars.font.weight.medium });
export const email = style({ color: vars.color.text.secondary });
export const roles = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['1'],
});
export const code = style({ fontFamily: vars.font.family.mono, letterSpacing: '0.1em' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['1'] });
export const status = style({ display: 'flex', justifyContent: 'center', padding: vars.space['6'] });
