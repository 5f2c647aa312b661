import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space['3'],
  paddingBlock: vars.space['8'],
  paddingInline: vars.space['4'],
  maxWidth: '100%',
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space['12'],
  height: vars.space['12'],
  borderRadius: vars.radius.full,
  background: vars.color.bg.sunken,
  color: vars.color.text.secondary,
});

export const description = style({ maxWidth: '48ch' });

export const action = style({ marginTop: vars.space['2'] });
