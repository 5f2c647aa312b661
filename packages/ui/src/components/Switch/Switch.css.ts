import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { toggleRow } from '../Field/Field.css.ts';

export const switchRoot = style(toggleRow);

// Track 32x20 with a 14px thumb inset by 2px: on is `translateX(12px)` = track - thumb - 2 * inset - borders.
export const track = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  width: vars.space['8'],
  height: vars.space['5'],
  borderRadius: vars.radius.full,
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: vars.color.border.strong,
  background: vars.color.bg.sunken,
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    [`${switchRoot}[data-hovered] &`]: { borderColor: vars.color.text.secondary },
    [`${switchRoot}[data-selected] &`]: {
      background: vars.color.accent.solid,
      borderColor: vars.color.accent.solid,
    },
    [`${switchRoot}[data-selected][data-hovered] &`]: {
      background: vars.color.accent.solidHover,
      borderColor: vars.color.accent.solidHover,
    },
    [`${switchRoot}[data-pressed][data-selected] &`]: { background: vars.color.accent.solidPressed },
    [`${switchRoot}[data-focus-visible] &`]: {
      outline: `${vars.focus.ringWidth} solid ${vars.color.border.focus}`,
      outlineOffset: vars.focus.ringOffset,
    },
    [`${switchRoot}[data-disabled] &`]: {
      background: vars.color.bg.sunken,
      borderColor: vars.color.border.subtle,
    },
  },
});

export const thumb = style({
  width: `calc(${vars.space['3']} + ${vars.space['0.5']})`,
  height: `calc(${vars.space['3']} + ${vars.space['0.5']})`,
  marginInlineStart: vars.space['0.5'],
  borderRadius: vars.radius.full,
  background: vars.color.text.secondary,
  transitionProperty: 'transform, background-color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    [`${switchRoot}[data-selected] &`]: {
      background: vars.color.text.onSolid,
      transform: `translateX(${vars.space['3']})`,
    },
    [`${switchRoot}[data-disabled] &`]: { background: vars.color.text.disabled },
  },
});
