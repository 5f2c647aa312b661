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

export const meta = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space['2'],
  rowGap: vars.space['1'],
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
});

export const term = style({ color: vars.color.text.secondary });

export const value = style({ margin: 0, color: vars.color.text.primary, overflowWrap: 'anywhere' });

export const icon = style({ width: vars.space['4'], height: vars.space['4'], flexShrink: 0 });

export const actions = style({ justifyContent: 'flex-start', paddingTop: vars.space['3'] });
