import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const actions = style({ display: 'flex', gap: vars.space['2'], flexWrap: 'wrap' });

export const changes = style({
  margin: 0,
  paddingLeft: vars.space['4'],
  color: vars.color.text.secondary,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
});

export const icon = style({ width: vars.space['4'], height: vars.space['4'], flexShrink: 0 });
