import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focus.css.ts';

export const button = recipe({
  base: [
    focusRing,
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space['2'],
      borderRadius: vars.radius.md,
      borderWidth: 1,
      borderStyle: 'solid',
      fontWeight: vars.font.weight.semibold,
      whiteSpace: 'nowrap',
      textDecoration: 'none',
      userSelect: 'none',
      transitionProperty: 'background-color, border-color, color, box-shadow',
      transitionDuration: vars.motion.duration.fast,
      transitionTimingFunction: vars.motion.easing.standard,
      selectors: {
        '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
        '&[data-pending]': { cursor: 'progress' },
      },
    },
  ],
  variants: {
    variant: {
      primary: {
        background: vars.color.accent.solid,
        borderColor: vars.color.accent.solid,
        color: vars.color.text.onSolid,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.accent.solidHover },
          '&[data-pressed]:not([data-disabled])': { background: vars.color.accent.solidPressed },
        },
      },
      secondary: {
        background: vars.color.bg.surface,
        borderColor: vars.color.border.strong,
        color: vars.color.text.primary,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.bg.hover },
          '&[data-pressed]:not([data-disabled])': { background: vars.color.bg.pressed },
        },
      },
      ghost: {
        background: 'transparent',
        borderColor: 'transparent',
        color: vars.color.text.primary,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.bg.hover },
          '&[data-pressed]:not([data-disabled])': { background: vars.color.bg.pressed },
        },
      },
      /**
       * A destructive action that is one of several on a row or card (Delete beside Download): the
       * secondary button's frame in the danger colour, filled only under the pointer. A column of
       * solid red buttons would shout on every row; the solid `danger` is for confirming.
       */
      'danger-secondary': {
        background: vars.color.bg.surface,
        borderColor: vars.color.tone.danger.border,
        color: vars.color.tone.danger.text,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.tone.danger.subtle },
          '&[data-pressed]:not([data-disabled])': { background: vars.color.tone.danger.subtle },
        },
      },
      danger: {
        background: vars.color.tone.danger.solid,
        borderColor: vars.color.tone.danger.solid,
        color: vars.color.text.onSolid,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.tone.danger.solidHover },
          '&[data-pressed]:not([data-disabled])': { background: vars.color.tone.danger.solidHover },
        },
      },
    },
    size: {
      sm: {
        minHeight: 32,
        paddingInline: vars.space['3'],
        fontSize: vars.font.size.sm,
        lineHeight: vars.font.lineHeight.sm,
      },
      md: {
        minHeight: 40,
        paddingInline: vars.space['4'],
        fontSize: vars.font.size.sm,
        lineHeight: vars.font.lineHeight.sm,
      },
      lg: {
        minHeight: 48,
        paddingInline: vars.space['5'],
        fontSize: vars.font.size.md,
        lineHeight: vars.font.lineHeight.md,
      },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'secondary', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
