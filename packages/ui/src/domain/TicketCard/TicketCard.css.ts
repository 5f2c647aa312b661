import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const card = style({ gap: vars.space['3'] });

export const subject = style({ overflowWrap: 'anywhere' });

export const unassigned = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  color: vars.color.tone.danger.text,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  fontWeight: vars.font.weight.semibold,
  whiteSpace: 'nowrap',
});

export const icon = style({ width: vars.space['4'], height: vars.space['4'], flexShrink: 0 });

export const actions = style({ justifyContent: 'flex-start', paddingTop: vars.space['3'] });
