import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../tokens/scale.ts';

const slideIn = keyframes({ from: { opacity: 0, transform: `translateY(calc(-1 * ${vars.space['4']}))` } });
const fadeOut = keyframes({ to: { opacity: 0 } });

/**
 * One place for toasts, whatever is on screen: the top centre (across the top on a phone). At the
 * bottom right they covered the controls people reach for next, the chat's Send button and a
 * dialog's Create Ticket (where a toast under the pointer also holds its timer); the top centre is
 * over a page's or a dialog's title, which nobody needs to press. On a phone the toast stops short of
 * the top right corner, where the menu button and a dialog's close button are.
 */
export const region = style({
  position: 'fixed',
  zIndex: vars.zIndex.toast,
  top: vars.space['2'],
  left: vars.space['2'],
  right: `calc(${vars.space['16']} + ${vars.space['2']})`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  outline: 'none',
  borderRadius: vars.radius.lg,
  '@media': {
    [media.tablet]: {
      top: vars.space['6'],
      right: 'auto',
      left: '50%',
      transform: 'translateX(-50%)',
      width: `calc(${vars.space['16']} * 6)`,
    },
  },
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.focus.ringWidth} solid ${vars.color.border.focus}`,
      outlineOffset: vars.focus.ringOffset,
    },
  },
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space['3'],
    padding: vars.space['3'],
    paddingLeft: vars.space['4'],
    background: vars.color.bg.raised,
    color: vars.color.text.primary,
    border: `1px solid ${vars.color.border.subtle}`,
    borderLeftWidth: vars.space['1'],
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    animation: `${slideIn} ${vars.motion.duration.normal} ${vars.motion.easing.enter}`,
    selectors: {
      '&[data-focus-visible]': {
        outline: `${vars.focus.ringWidth} solid ${vars.color.border.focus}`,
        outlineOffset: vars.focus.ringOffset,
      },
      '&[data-exiting]': { animation: `${fadeOut} ${vars.motion.duration.fast} ${vars.motion.easing.exit}` },
    },
  },
  variants: {
    tone: {
      success: { borderLeftColor: vars.color.tone.success.solid },
      error: { borderLeftColor: vars.color.tone.danger.solid },
      info: { borderLeftColor: vars.color.tone.info.solid },
    },
  },
});

export const icon = recipe({
  base: { display: 'inline-flex', flexShrink: 0, paddingTop: vars.space['0.5'] },
  variants: {
    tone: {
      success: { color: vars.color.tone.success.text },
      error: { color: vars.color.tone.danger.text },
      info: { color: vars.color.tone.info.text },
    },
  },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['0.5'],
  flex: '1 1 auto',
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const title = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  fontWeight: vars.font.weight.semibold,
});

export const description = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  color: vars.color.text.secondary,
});

export const close = style({ flexShrink: 0, marginBlock: `calc(-1 * ${vars.space['1']})` });

export const link = style({
  alignSelf: 'flex-start',
  marginTop: vars.space['1'],
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
});
