import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const heading = recipe({
  base: {
    margin: 0,
    color: vars.color.text.primary,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.semibold,
    overflowWrap: 'anywhere',
  },
  variants: {
    size: {
      sm: { fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.md },
      md: { fontSize: vars.font.size.lg, lineHeight: vars.font.lineHeight.lg },
      lg: { fontSize: vars.font.size.xl, lineHeight: vars.font.lineHeight.xl },
      xl: { fontSize: vars.font.size['2xl'], lineHeight: vars.font.lineHeight['2xl'] },
      '2xl': {
        fontSize: vars.font.size['3xl'],
        lineHeight: vars.font.lineHeight['3xl'],
        fontWeight: vars.font.weight.bold,
      },
    },
    truncate: {
      true: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', overflowWrap: 'normal' },
    },
  },
  defaultVariants: { size: 'md' },
});

export type HeadingVariants = NonNullable<RecipeVariants<typeof heading>>;
