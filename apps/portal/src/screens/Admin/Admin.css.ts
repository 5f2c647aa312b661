import { vars } from '@portal/ui/css';
import { style } from '@vanilla-extract/css';

export const statGrid = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))',
});

export const sectionToolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const buttonRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const featureList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['1'],
});

export const alertText = style({
  margin: 0,
  color: vars.color.tone.danger.text,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
});

export const matrixFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
});
