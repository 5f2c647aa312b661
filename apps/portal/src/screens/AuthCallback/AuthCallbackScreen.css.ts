import { vars } from '@portal/ui/css';
import { style } from '@vanilla-extract/css';

export const page = style({
  minHeight: '100dvh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space['4'],
  background: vars.color.bg.canvas,
  color: vars.color.text.primary,
  outline: 'none',
});

export const panel = style({
  width: '100%',
  maxWidth: '480px',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['4'],
  textAlign: 'center',
});

/** The failure across the panel, read from the start (the panel centres its text). */
export const alert = style({ width: '100%', textAlign: 'start' });

export const detail = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
});
