import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const menu = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space['1'],
  minWidth: `calc(${vars.space['16']} * 3)`,
  maxHeight: 'inherit',
  overflow: 'auto',
  outline: 'none',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
});

export const item = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['2'],
    paddingBlock: vars.space['2'],
    paddingInline: vars.space['3'],
    borderRadius: vars.radius.sm,
    color: vars.color.text.primary,
    cursor: 'default',
    outline: 'none',
    selectors: {
      '&[data-focused], &[data-hovered]': { background: vars.color.bg.hover },
      '&[data-pressed]': { background: vars.color.bg.pressed },
      '&[data-focus-visible]': {
        outline: `${vars.focus.ringWidth} solid ${vars.color.border.focus}`,
        outlineOffset: `calc(-1 * ${vars.focus.ringWidth})`,
      },
      '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
    },
  },
  variants: {
    tone: {
      neutral: {},
      danger: {
        color: vars.color.tone.danger.text,
        selectors: { '&[data-focused], &[data-hovered]': { background: vars.color.tone.danger.subtle } },
      },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const check = style({ display: 'inline-flex', width: vars.space['4'], flexShrink: 0 });
export const icon = style({ display: 'inline-flex', flexShrink: 0 });
export const labels = style({ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minWidth: 0 });
export const description = style({ color: vars.color.text.secondary, fontSize: vars.font.size.xs });

export const sectionHeader = style({
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['3'],
  color: vars.color.text.secondary,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
});

export const section = style({ display: 'flex', flexDirection: 'column' });

export const separator = style({
  height: 1,
  marginBlock: vars.space['1'],
  marginInline: vars.space['2'],
  background: vars.color.border.subtle,
  border: 'none',
});
