import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const listBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['0.5'],
  padding: vars.space['1'],
  maxHeight: 'inherit',
  overflow: 'auto',
  background: vars.color.bg.surface,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  outline: 'none',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.focus.ringWidth} solid ${vars.color.border.focus}`,
      outlineOffset: vars.focus.ringOffset,
    },
    '&[data-empty]': { padding: vars.space['4'], color: vars.color.text.secondary, textAlign: 'center' },
  },
});

export const item = style({
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
    '&[data-hovered], &[data-focused]': { background: vars.color.bg.hover },
    '&[data-selected]': { background: vars.color.bg.selected },
    '&[data-pressed]': { background: vars.color.bg.pressed },
    '&[data-focus-visible]': {
      outline: `${vars.focus.ringWidth} solid ${vars.color.border.focus}`,
      outlineOffset: `calc(-1 * ${vars.focus.ringWidth})`,
    },
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

export const check = style({
  display: 'inline-flex',
  width: vars.space['4'],
  flexShrink: 0,
  color: vars.color.accent.text,
});
export const labels = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  minWidth: 0,
  overflowWrap: 'anywhere',
});
export const description = style({ color: vars.color.text.secondary, fontSize: vars.font.size.xs });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['0.5'] });
export const sectionHeader = style({
  paddingTop: vars.space['2'],
  paddingBottom: vars.space['1'],
  paddingInline: vars.space['3'],
  color: vars.color.text.secondary,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
});
