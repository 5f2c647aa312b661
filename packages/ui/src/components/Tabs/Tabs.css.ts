import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focus.css.ts';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  selectors: { '&[data-orientation=vertical]': { flexDirection: 'row' } },
});

// The fade is a mask: only the opacity of the gradient's colour counts, so it works on any surface
// and in both themes (an opaque colour of the theme marks what stays visible).
const shown = vars.color.text.primary;
const fade = vars.space['10'];

export const tabList = style({
  display: 'flex',
  gap: vars.space['1'],
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  selectors: {
    '&[data-overflow-end]': {
      maskImage: `linear-gradient(to right, ${shown} calc(100% - ${fade}), transparent)`,
    },
    '&[data-overflow-start]': {
      maskImage: `linear-gradient(to left, ${shown} calc(100% - ${fade}), transparent)`,
    },
    '&[data-overflow-start][data-overflow-end]': {
      maskImage: `linear-gradient(to right, transparent, ${shown} ${fade}, ${shown} calc(100% - ${fade}), transparent)`,
    },
    '&[data-orientation=vertical]': {
      flexDirection: 'column',
      overflowX: 'visible',
      borderBottom: 'none',
      borderRight: `1px solid ${vars.color.border.subtle}`,
      flexShrink: 0,
    },
  },
});

export const tab = style([
  focusRing,
  {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['2'],
    paddingBlock: vars.space['2'],
    paddingInline: vars.space['3'],
    borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
    color: vars.color.text.secondary,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.sm,
    fontWeight: vars.font.weight.medium,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transitionProperty: 'color, background-color, box-shadow',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      '&[data-hovered]:not([data-selected]):not([data-disabled])': {
        color: vars.color.text.primary,
        background: vars.color.bg.hover,
      },
      '&[data-pressed]:not([data-disabled])': { background: vars.color.bg.pressed },
      '&[data-selected]': {
        color: vars.color.accent.text,
        boxShadow: `inset 0 calc(-1 * ${vars.space['0.5']}) 0 ${vars.color.accent.solid}`,
      },
      '&[data-focus-visible]': { outlineOffset: `calc(-1 * ${vars.focus.ringWidth})` },
      '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
      '[data-orientation=vertical] &': { borderRadius: `${vars.radius.sm} 0 0 ${vars.radius.sm}` },
      '[data-orientation=vertical] &[data-selected]': {
        boxShadow: `inset calc(-1 * ${vars.space['0.5']}) 0 0 ${vars.color.accent.solid}`,
      },
    },
  },
]);

export const tabPanel = style([focusRing, { flex: '1 1 auto', minWidth: 0, borderRadius: vars.radius.sm }]);
