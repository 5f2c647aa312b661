import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { tones } from '../../tokens/palette.ts';

type Tone = (typeof tones)[number];

const compound = tones.flatMap((tone: Tone) => [
  {
    variants: { tone, appearance: 'solid' as const },
    style: {
      background: vars.color.tone[tone].solid,
      borderColor: vars.color.tone[tone].solid,
      color: vars.color.text.onSolid,
    },
  },
  {
    variants: { tone, appearance: 'subtle' as const },
    style: {
      background: vars.color.tone[tone].subtle,
      borderColor: vars.color.tone[tone].border,
      color: vars.color.tone[tone].text,
    },
  },
]);

/** The leading icon keeps its size when a narrow cell squeezes the badge (the label is what gives way). */
export const icon = style({ display: 'inline-flex', flexShrink: 0 });

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    maxWidth: '100%',
    borderWidth: 1,
    borderStyle: 'solid',
    borderRadius: vars.radius.full,
    fontWeight: vars.font.weight.semibold,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    verticalAlign: 'middle',
  },
  variants: {
    tone: Object.fromEntries(tones.map((tone) => [tone, {}])) as Record<Tone, object>,
    appearance: { subtle: {}, solid: {} },
    size: {
      sm: {
        paddingInline: vars.space['2'],
        fontSize: vars.font.size.xs,
        lineHeight: vars.font.lineHeight.xs,
      },
      md: {
        paddingInline: vars.space['2'],
        paddingBlock: vars.space['0.5'],
        fontSize: vars.font.size.sm,
        lineHeight: vars.font.lineHeight.sm,
      },
    },
  },
  compoundVariants: compound,
  defaultVariants: { tone: 'neutral', appearance: 'subtle', size: 'md' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
