import { vars } from '@portal/ui/css';
import { style } from '@vanilla-extract/css';

/** The loading and failure states of a ticket dialog, in place of its form. */
export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  minHeight: '8rem',
  justifyContent: 'center',
});
