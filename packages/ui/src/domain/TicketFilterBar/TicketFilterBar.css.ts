import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const bar = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(calc(${vars.space['16']} * 3), 1fr))`,
  gap: vars.space['3'],
  alignItems: 'end',
  padding: vars.space['3'],
  background: vars.color.bg.surface,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
});

export const search = style({ gridColumn: 'span 2' });

export const icon = style({ width: vars.space['4'], height: vars.space['4'], flexShrink: 0 });
