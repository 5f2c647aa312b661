import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], minWidth: 0 });

/** The list keeps a fixed height and scrolls, so the composer stays in place. */
export const scroller = style({
  height: `calc(${vars.space['16']} * 5)`,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space['2'],
  background: vars.color.bg.sunken,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focus.ringWidth} solid ${vars.color.border.focus}`,
      outlineOffset: vars.focus.ringOffset,
    },
  },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});

export const comment = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  padding: vars.space['3'],
  background: vars.color.bg.surface,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
});

export const internal = style({
  background: vars.color.tone.warning.subtle,
  borderColor: vars.color.tone.warning.border,
});

export const commentHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  flexWrap: 'wrap',
});

export const composer = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const composerActions = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  flexWrap: 'wrap',
});

export const icon = style({ width: vars.space['4'], height: vars.space['4'], flexShrink: 0 });

export const center = style({
  display: 'flex',
  height: '100%',
  alignItems: 'center',
  justifyContent: 'center',
});

export const error = style({
  padding: vars.space['3'],
  color: vars.color.tone.danger.text,
  background: vars.color.tone.danger.subtle,
  border: `1px solid ${vars.color.tone.danger.border}`,
  borderRadius: vars.radius.md,
});
