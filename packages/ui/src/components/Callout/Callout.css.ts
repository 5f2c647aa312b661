import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { tones } from '../../tokens/palette.ts';

type Tone = (typeof tones)[number];

export const callout = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space['3'],
    margin: 0,
    borderRadius: vars.radius.md,
    borderWidth: 1,
    borderStyle: 'solid',
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.sm,
    overflowWrap: 'anywhere',
  },
  variants: {
    tone: Object.fromEntries(
      tones.map((tone) => [
        tone,
        { borderColor: vars.color.tone[tone].border, background: vars.color.tone[tone].subtle },
      ]),
    ) as Record<Tone, object>,
    size: {
      /** One line of text: a notice beside other content. */
      sm: { paddingBlock: vars.space['2'], paddingInline: vars.space['3'], gap: vars.space['2'] },
      /** A title and a sentence or two. */
      md: { padding: vars.space['4'] },
    },
  },
  defaultVariants: { tone: 'info', size: 'md' },
});

/** The tone colours the icon; the text keeps the primary colour, which reads in both themes. */
export const iconTone = Object.fromEntries(
  tones.map((tone) => [tone, style({ color: vars.color.tone[tone].text })]),
) as Record<Tone, string>;

/** The icon keeps its size however the text wraps beside it. */
export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  // One line's height, so the icon centres on the first line of text.
  height: vars.font.lineHeight.sm,
  alignItems: 'center',
});
globalStyle(`${icon} svg`, { width: vars.space['4'], height: vars.space['4'] });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minWidth: 0,
  color: vars.color.text.primary,
});

export const title = style({ margin: 0, fontWeight: vars.font.weight.semibold });
