import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 } });
const fadeOut = keyframes({ to: { opacity: 0 } });

export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxWidth: `calc(100vw - ${vars.space['4']})`,
  // No overflow here: it would clip the arrow. Content (Menu, ListBox, PopoverDialog) scrolls itself.
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.bg.raised,
  color: vars.color.text.primary,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  zIndex: vars.zIndex.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.duration.fast} ${vars.motion.easing.enter}` },
    '&[data-exiting]': { animation: `${fadeOut} ${vars.motion.duration.fast} ${vars.motion.easing.exit}` },
  },
});

export const arrow = style({
  display: 'block',
  fill: vars.color.bg.raised,
  stroke: vars.color.border.subtle,
  strokeWidth: 1,
  selectors: {
    '[data-placement=bottom] > * > &': { transform: 'rotate(180deg)' },
    '[data-placement=left] > * > &': { transform: 'rotate(-90deg)' },
    '[data-placement=right] > * > &': { transform: 'rotate(90deg)' },
  },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['4'],
  outline: 'none',
  maxWidth: '40ch',
  maxHeight: 'inherit',
  overflow: 'auto',
});
