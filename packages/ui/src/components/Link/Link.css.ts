import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focus.css.ts';

export const link = recipe({
  base: [
    focusRing,
    {
      borderRadius: vars.radius.sm,
      cursor: 'pointer',
      textUnderlineOffset: '0.2em',
      textDecorationThickness: '1px',
      transitionProperty: 'color, text-decoration-color',
      transitionDuration: vars.motion.duration.fast,
      transitionTimingFunction: vars.motion.easing.standard,
      selectors: {
        '&[data-hovered]': { textDecorationLine: 'underline', textDecorationThickness: '2px' },
        '&[data-pressed]': { textDecorationThickness: '2px' },
        '&[data-disabled]': {
          cursor: 'not-allowed',
          color: vars.color.text.disabled,
          textDecorationLine: 'none',
        },
      },
    },
  ],
  variants: {
    variant: {
      /** Inside running text: always underlined, link colour. */
      inline: { color: vars.color.text.link, textDecorationLine: 'underline' },
      /** On its own (navigation, "View all"): underline on hover only. */
      standalone: {
        color: vars.color.text.link,
        textDecorationLine: 'none',
        fontWeight: vars.font.weight.medium,
      },
      /** Quiet links in secondary text (footers, meta lines). */
      subtle: { color: 'inherit', textDecorationLine: 'underline' },
    },
  },
  defaultVariants: { variant: 'inline' },
});

export type LinkVariants = NonNullable<RecipeVariants<typeof link>>;
