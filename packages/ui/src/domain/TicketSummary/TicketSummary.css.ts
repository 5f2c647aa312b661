import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const overdue = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  color: vars.color.tone.danger.text,
  fontWeight: vars.font.weight.semibold,
});

export const icon = style({ width: vars.space['4'], height: vars.space['4'], flexShrink: 0 });
