import { media, vars } from '@portal/ui/css';
import { style } from '@vanilla-extract/css';

export const page = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.bg.canvas,
  color: vars.color.text.primary,
});

export const top = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.bg.surface,
});

export const brand = style({
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.lg,
  fontWeight: vars.font.weight.bold,
});

export const main = style({
  flex: 1,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  padding: vars.space['4'],
  outline: 'none',
  '@media': { [media.tablet]: { alignItems: 'center', padding: vars.space['8'] } },
});

export const panel = style({
  width: '100%',
  maxWidth: '440px',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.bg.surface,
  boxShadow: vars.shadow.sm,
});

export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

/**
 * The corporate button appears once the configuration call answers; its row keeps its height from
 * the start so the personal-code form below does not jump (layout shift).
 */
export const corporate = style({
  minHeight: vars.space['10'],
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space['4'],
});

/** 'or' between the two ways in, with a rule either side. */
export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  selectors: {
    '&::before, &::after': { content: '""', flex: 1, borderTop: `1px solid ${vars.color.border.subtle}` },
  },
});
