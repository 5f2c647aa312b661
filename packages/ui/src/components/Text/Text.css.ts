import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const text = recipe({
  base: { margin: 0, fontFamily: vars.font.family.body, overflowWrap: 'anywhere' },
  variants: {
    size: {
      xs: { fontSize: vars.font.size.xs, lineHeight: vars.font.lineHeight.xs },
      sm: { fontSize: vars.font.size.sm, lineHeight: vars.font.lineHeight.sm },
      md: { fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.md },
      lg: { fontSize: vars.font.size.lg, lineHeight: vars.font.lineHeight.lg },
    },
    tone: {
      primary: { color: vars.color.text.primary },
      secondary: { color: vars.color.text.secondary },
      info: { color: vars.color.tone.info.text },
      success: { color: vars.color.tone.success.text },
      warning: { color: vars.color.tone.warning.text },
      danger: { color: vars.color.tone.danger.text },
      inherit: { color: 'inherit' },
    },
    weight: {
      regular: { fontWeight: vars.font.weight.regular },
      medium: { fontWeight: vars.font.weight.medium },
      semibold: { fontWeight: vars.font.weight.semibold },
      bold: { fontWeight: vars.font.weight.bold },
    },
    truncate: {
      true: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', overflowWrap: 'normal' },
    },
    mono: { true: { fontFamily: vars.font.family.mono } },
  },
  defaultVariants: { size: 'md', tone: 'primary', weight: 'regular' },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;
