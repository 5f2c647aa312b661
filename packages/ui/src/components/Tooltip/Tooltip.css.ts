import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

// Movement only: an opacity ramp would make the first frames invisible to people and to tests.
const rise = keyframes({
  from: { transform: `translateY(${vars.space['0.5']})` },
  to: { transform: 'none' },
});

/** Inverted colours (primary text colour as background) so it reads as a layer above any surface. */
export const tooltip = style({
  maxWidth: `calc(${vars.space['16']} * 4)`,
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.sm,
  background: vars.color.text.primary,
  color: vars.color.text.inverse,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  fontWeight: vars.font.weight.medium,
  boxShadow: vars.shadow.md,
  overflowWrap: 'anywhere',
  zIndex: vars.zIndex.tooltip,
  selectors: {
    '&[data-entering]': {
      animationName: rise,
      animationDuration: vars.motion.duration.fast,
      animationTimingFunction: vars.motion.easing.enter,
    },
  },
});

export const arrow = style({
  display: 'block',
  width: vars.space['2'],
  height: vars.space['2'],
  fill: vars.color.text.primary,
  selectors: {
    '[data-placement="bottom"] &': { transform: 'rotate(180deg)' },
    '[data-placement="left"] &': { transform: 'rotate(-90deg)' },
    '[data-placement="right"] &': { transform: 'rotate(90deg)' },
  },
});
