import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'end',
  columnGap: vars.space['2'],
  rowGap: vars.space['1'],
});

export const field = style({ minWidth: 0 });

export const send = style({ minWidth: vars.space['16'] });

export const icon = style({ width: vars.space['4'], height: vars.space['4'] });

export const hint = style({
  gridColumn: '1 / -1',
  margin: 0,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  color: vars.color.text.secondary,
});
