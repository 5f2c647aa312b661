import { style } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: vars.space['3'],
});
export const swatch = style({
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  padding: vars.space['3'],
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  display: 'grid',
  gap: vars.space['1'],
});
export const sectionTitle = style({
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.lg,
  fontWeight: vars.font.weight.semibold,
  margin: `${vars.space['4']} 0 ${vars.space['2']}`,
});
export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
  marginBottom: vars.space['2'],
});
export const label = style({
  width: 120,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  flexShrink: 0,
});
export const spaceBar = style({
  height: 12,
  background: vars.color.accent.solid,
  borderRadius: vars.radius.sm,
});
export const box = style({
  width: 96,
  height: 64,
  background: vars.color.bg.raised,
  border: `1px solid ${vars.color.border.subtle}`,
});
