import { keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { dialogWidth, media } from '../../tokens/scale.ts';

const fadeIn = keyframes({ from: { opacity: 0 } });
const fadeOut = keyframes({ to: { opacity: 0 } });
const riseIn = keyframes({ from: { opacity: 0, transform: `translateY(${vars.space['2']}) scale(0.98)` } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  // Phones: the dialog takes almost the whole screen; larger screens get a margin around it.
  padding: vars.space['2'],
  background: vars.color.bg.backdrop,
  '@media': { [media.tablet]: { padding: vars.space['6'] } },
  selectors: {
    '&[data-entering]': {
      animation: `${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.enter}`,
    },
    '&[data-exiting]': {
      animation: `${fadeOut} ${vars.motion.duration.fast} ${vars.motion.easing.exit}`,
    },
  },
});

export const modal = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    maxHeight: '100%',
    minHeight: 0,
    background: vars.color.bg.raised,
    color: vars.color.text.primary,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border.subtle}`,
    boxShadow: vars.shadow.overlay,
    outline: 'none',
    overflow: 'hidden',
    selectors: {
      '&[data-entering]': {
        animation: `${riseIn} ${vars.motion.duration.normal} ${vars.motion.easing.enter}`,
      },
    },
  },
  variants: {
    size: {
      sm: { maxWidth: dialogWidth.sm },
      md: { maxWidth: dialogWidth.md },
      lg: { maxWidth: dialogWidth.lg },
      // The ticket dialog: as wide as the screen allows, up to 1200px, and tall on phones.
      wide: { maxWidth: dialogWidth.wide, '@media': { [media.phone]: { height: '100%' } } },
    },
  },
  defaultVariants: { size: 'md' },
});

export type ModalVariants = NonNullable<RecipeVariants<typeof modal>>;
