import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../tokens/scale.ts';
import { overlay } from '../Modal/Modal.css.ts';

const slideIn = keyframes({ from: { opacity: 0, transform: `translateY(${vars.space['4']})` } });
const fadeOut = keyframes({ to: { opacity: 0 } });

export const region = style({
  position: 'fixed',
  zIndex: vars.zIndex.toast,
  insetInline: vars.space['2'],
  bottom: vars.space['2'],
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space['2'],
  outline: 'none',
  borderRadius: vars.radius.lg,
  '@media': {
    [media.tablet]: {
      insetInline: 'auto',
      right: vars.space['6'],
      bottom: vars.space['6'],
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

/**
 * While a modal is open, toasts show at the top centre: at the bottom they covered the dialog's
 * actions (a validation toast over 'Create Ticket' on a 720 px tall screen, where it then stayed:
 * a toast under the pointer holds its timer), and at the top right its close button. The top
 * centre is over the dialog's title, which nobody needs to press. On a phone the toast spans the
 * width, so it stops short of the dialog's close button at the top right.
 */
globalStyle(`body:has(${overlay}) ${region}`, {
  top: vars.space['2'],
  bottom: 'auto',
  right: `calc(${vars.space['16']} + ${vars.space['2']})`,
  flexDirection: 'column',
  '@media': {
    [media.tablet]: {
      top: vars.space['6'],
      right: 'auto',
      left: '50%',
      transform: 'translateX(-50%)',
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
