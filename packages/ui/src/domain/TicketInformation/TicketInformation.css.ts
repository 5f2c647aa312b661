import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const badges = style({ display: 'flex', gap: vars.space['2'], flexWrap: 'wrap' });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const description = style({
  padding: vars.space['3'],
  background: vars.color.bg.sunken,
  borderRadius: vars.radius.md,
});

export const fields = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(calc(${vars.space['16']} * 3), 1fr))`,
  gap: vars.space['3'],
  margin: 0,
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space['0.5'], minWidth: 0 });

export const term = style({
  color: vars.color.text.secondary,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  fontWeight: vars.font.weight.medium,
});

export const value = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
});

export const fallback = style({ color: vars.color.text.secondary, fontStyle: 'italic' });

export const conversation = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  padding: vars.space['3'],
  background: vars.color.tone.info.subtle,
  border: `1px solid ${vars.color.tone.info.border}`,
  borderRadius: vars.radius.md,
});

export const debug = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  color: vars.color.text.secondary,
  overflowWrap: 'anywhere',
});

export const icon = style({ width: vars.space['4'], height: vars.space['4'], flexShrink: 0 });
