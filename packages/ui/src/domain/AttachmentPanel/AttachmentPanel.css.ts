import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], minWidth: 0 });

export const dropZone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: vars.space['6'],
  textAlign: 'center',
  background: vars.color.bg.sunken,
  border: `2px dashed ${vars.color.border.strong}`,
  borderRadius: vars.radius.lg,
  color: vars.color.text.secondary,
  outline: 'none',
  transition: `background ${vars.motion.duration.fast} ${vars.motion.easing.standard}, border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&[data-drop-target]': {
      background: vars.color.accent.subtle,
      borderColor: vars.color.accent.solid,
      borderStyle: 'solid',
    },
    '&[data-focus-visible]': {
      outline: `${vars.focus.ringWidth} solid ${vars.color.border.focus}`,
      outlineOffset: vars.focus.ringOffset,
    },
    '&[data-disabled]': { opacity: 0.6 },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const dropIcon = style({
  width: vars.space['8'],
  height: vars.space['8'],
  color: vars.color.text.secondary,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  background: vars.color.bg.surface,
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: vars.space['3'],
  selectors: { '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border.subtle}` } },
});

export const fileText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['0.5'],
  minWidth: 0,
});

export const icon = style({ width: vars.space['4'], height: vars.space['4'], flexShrink: 0 });

export const failed = style({ color: vars.color.tone.danger.text });
