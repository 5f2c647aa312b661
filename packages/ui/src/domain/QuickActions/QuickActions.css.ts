import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { breakpoints } from '../../tokens/scale.ts';

const container = createContainer();

export const wrapper = style({ containerName: container, containerType: 'inline-size' });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@container': {
    [`${container} (min-width: ${breakpoints.tablet}px)`]: {
      gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    },
  },
});

export const tile = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  height: '100%',
  boxSizing: 'border-box',
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.bg.surface,
  color: vars.color.text.primary,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'background, border-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&[data-hovered]': { background: vars.color.bg.hover, borderColor: vars.color.border.strong },
    '&[data-pressed]': { background: vars.color.bg.pressed },
    '&[data-focus-visible]': {
      outline: `${vars.focus.ringWidth} solid ${vars.color.border.focus}`,
      outlineOffset: vars.focus.ringOffset,
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0ms' } },
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  padding: vars.space['2'],
  borderRadius: vars.radius.md,
  background: vars.color.accent.subtle,
  color: vars.color.accent.text,
});

export const texts = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });

export const title = style({
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
  fontWeight: vars.font.weight.semibold,
});

export const description = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  color: vars.color.text.secondary,
});
