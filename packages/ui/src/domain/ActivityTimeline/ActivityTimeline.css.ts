import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const item = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space['3'],
  paddingBottom: vars.space['4'],
  selectors: {
    // The rail joining one icon to the next.
    '&:not(:last-child)::before': {
      content: '""',
      position: 'absolute',
      top: vars.space['8'],
      bottom: 0,
      left: `calc(${vars.space['4']} - 1px)`,
      width: '2px',
      background: vars.color.border.subtle,
    },
  },
});

export const iconWrap = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space['8'],
  height: vars.space['8'],
  borderRadius: vars.radius.full,
  background: vars.color.tone.neutral.subtle,
  color: vars.color.tone.neutral.text,
  border: `1px solid ${vars.color.tone.neutral.border}`,
});

export const tones = {
  neutral: style({}),
  info: style({
    background: vars.color.tone.info.subtle,
    color: vars.color.tone.info.text,
    borderColor: vars.color.tone.info.border,
  }),
  success: style({
    background: vars.color.tone.success.subtle,
    color: vars.color.tone.success.text,
    borderColor: vars.color.tone.success.border,
  }),
  warning: style({
    background: vars.color.tone.warning.subtle,
    color: vars.color.tone.warning.text,
    borderColor: vars.color.tone.warning.border,
  }),
  danger: style({
    background: vars.color.tone.danger.subtle,
    color: vars.color.tone.danger.text,
    borderColor: vars.color.tone.danger.border,
  }),
};

export const icon = style({ width: vars.space['4'], height: vars.space['4'] });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['0.5'],
  paddingTop: vars.space['1'],
  minWidth: 0,
  overflowWrap: 'anywhere',
});
