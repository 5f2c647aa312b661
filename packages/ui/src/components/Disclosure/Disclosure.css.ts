import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focus.css.ts';

export const disclosure = style({
  display: 'flex',
  flexDirection: 'column',
  color: vars.color.text.primary,
});

export const heading = style({ margin: 0, fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.md });

export const trigger = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['2'],
    width: '100%',
    paddingBlock: vars.space['3'],
    paddingInline: vars.space['2'],
    background: 'transparent',
    border: 'none',
    borderRadius: vars.radius.sm,
    color: 'inherit',
    fontWeight: vars.font.weight.semibold,
    textAlign: 'start',
    selectors: {
      '&[data-hovered]': { background: vars.color.bg.hover },
      '&[data-pressed]': { background: vars.color.bg.pressed },
      '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
    },
  },
]);

export const chevron = style({
  flexShrink: 0,
  color: vars.color.text.secondary,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    [`${disclosure}[data-expanded] &`]: { transform: 'rotate(90deg)' },
  },
});

export const panel = style({
  selectors: {
    '&[data-expanded]': {
      paddingTop: vars.space['1'],
      paddingBottom: vars.space['3'],
      paddingInline: vars.space['2'],
    },
  },
});

export const group = style({ display: 'flex', flexDirection: 'column' });

globalStyle(`${group} > * + *`, { borderTop: `1px solid ${vars.color.border.subtle}` });
