import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const dropZone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  minWidth: 0,
  padding: vars.space['6'],
  borderWidth: 2,
  borderStyle: 'dashed',
  borderColor: vars.color.border.strong,
  borderRadius: vars.radius.lg,
  background: vars.color.bg.surface,
  color: vars.color.text.primary,
  textAlign: 'center',
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&[data-hovered]:not([data-disabled])': { borderColor: vars.color.text.secondary },
    '&[data-drop-target]': {
      borderStyle: 'solid',
      borderColor: vars.color.border.focus,
      background: vars.color.bg.selected,
    },
    '&[data-focus-visible]': {
      outline: `${vars.focus.ringWidth} solid ${vars.color.border.focus}`,
      outlineOffset: vars.focus.ringOffset,
    },
    '&[data-disabled]': {
      cursor: 'not-allowed',
      borderColor: vars.color.border.subtle,
      background: vars.color.bg.sunken,
    },
  },
});

export const icon = style({
  width: vars.space['8'],
  height: vars.space['8'],
  color: vars.color.text.secondary,
  selectors: { [`${dropZone}[data-drop-target] &`]: { color: vars.color.accent.text } },
});

export const label = style({
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const description = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  color: vars.color.text.secondary,
  overflowWrap: 'anywhere',
});
