import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { toggleRow } from '../Field/Field.css.ts';

export const radioGroup = style({ gap: vars.space['2'] });

export const items = style({
  display: 'flex',
  gap: vars.space['2'],
  selectors: {
    [`${radioGroup}[data-orientation="vertical"] &`]: { flexDirection: 'column' },
    [`${radioGroup}[data-orientation="horizontal"] &`]: {
      flexDirection: 'row',
      flexWrap: 'wrap',
      columnGap: vars.space['4'],
    },
  },
});

export const radio = style(toggleRow);

// The selected dot is a thick border: 16px circle, 5px border of accent around the surface centre.
export const circle = style({
  flexShrink: 0,
  width: vars.space['4'],
  height: vars.space['4'],
  marginBlockStart: vars.space['0.5'],
  borderRadius: vars.radius.full,
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: vars.color.border.strong,
  background: vars.color.bg.surface,
  transitionProperty: 'border-width, border-color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    [`${radio}[data-hovered] &`]: { borderColor: vars.color.text.secondary },
    [`${radio}[data-selected] &`]: { borderWidth: 5, borderColor: vars.color.accent.solid },
    [`${radio}[data-selected][data-hovered] &`]: { borderColor: vars.color.accent.solidHover },
    [`${radio}[data-pressed] &`]: { background: vars.color.bg.pressed },
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.tone.danger.solid },
    [`${radio}[data-focus-visible] &`]: {
      outline: `${vars.focus.ringWidth} solid ${vars.color.border.focus}`,
      outlineOffset: vars.focus.ringOffset,
    },
    [`${radio}[data-disabled] &`]: {
      borderColor: vars.color.border.subtle,
      background: vars.color.bg.sunken,
    },
    [`${radio}[data-disabled][data-selected] &`]: { borderColor: vars.color.text.disabled },
  },
});
