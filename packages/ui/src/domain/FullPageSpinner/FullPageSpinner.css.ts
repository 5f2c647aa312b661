import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['3'],
  minHeight: '100vh',
  width: '100%',
  background: vars.color.bg.canvas,
  color: vars.color.text.secondary,
});

export const inline = style({ minHeight: '50vh' });
