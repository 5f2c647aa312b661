import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { toggleRow } from '../Field/Field.css.ts';

export const checkbox = style(toggleRow);

const ring = `${vars.focus.ringWidth} solid ${vars.color.border.focus}`;

/** The box; it sits on the first line of the label (line height minus box size, halved). */
export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.space['4'],
  height: vars.space['4'],
  marginBlockStart: vars.space['0.5'],
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: vars.color.border.strong,
  borderRadius: vars.radius.sm,
  background: vars.color.bg.surface,
  color: vars.color.text.onSolid,
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.text.secondary },
    [`${checkbox}[data-pressed] &`]: { background: vars.color.bg.pressed },
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      background: vars.color.accent.solid,
      borderColor: vars.color.accent.solid,
    },
    [`${checkbox}[data-selected][data-hovered] &, ${checkbox}[data-indeterminate][data-hovered] &`]: {
      background: vars.color.accent.solidHover,
      borderColor: vars.color.accent.solidHover,
    },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.tone.danger.solid },
    [`${checkbox}[data-invalid][data-selected] &, ${checkbox}[data-invalid][data-indeterminate] &`]: {
      background: vars.color.tone.danger.solid,
    },
    [`${checkbox}[data-focus-visible] &`]: { outline: ring, outlineOffset: vars.focus.ringOffset },
    [`${checkbox}[data-disabled] &`]: {
      background: vars.color.bg.sunken,
      borderColor: vars.color.border.subtle,
      color: vars.color.text.disabled,
    },
  },
});

export const icon = style({ width: vars.space['3'], height: vars.space['3'], strokeWidth: 3 });
