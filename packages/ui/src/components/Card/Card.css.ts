import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['4'],
    minWidth: 0,
    background: vars.color.bg.surface,
    color: vars.color.text.primary,
    borderRadius: vars.radius.lg,
    borderWidth: 1,
    borderStyle: 'solid',
    borderColor: vars.color.border.subtle,
  },
  variants: {
    variant: {
      outlined: {},
      elevated: { background: vars.color.bg.raised, boxShadow: vars.shadow.md, borderColor: 'transparent' },
    },
    padding: {
      none: { padding: 0 },
      sm: { padding: vars.space['3'] },
      md: { padding: vars.space['5'] },
      lg: { padding: vars.space['8'] },
    },
  },
  defaultVariants: { variant: 'outlined', padding: 'md' },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  flexWrap: 'wrap',
});

export const titles = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minWidth: 0,
  flex: 1,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  justifyContent: 'flex-end',
  paddingTop: vars.space['4'],
  borderTop: `1px solid ${vars.color.border.subtle}`,
});
