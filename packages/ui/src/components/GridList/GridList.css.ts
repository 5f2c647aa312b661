import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const ring = {
  outline: `${vars.focus.ringWidth} solid ${vars.color.border.focus}`,
  outlineOffset: `calc(-1 * ${vars.focus.ringWidth})`,
} as const;

export const gridList = style({
  display: 'flex',
  flexDirection: 'column',
  maxHeight: 'inherit',
  overflow: 'auto',
  background: vars.color.bg.surface,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  outline: 'none',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  selectors: {
    '&[data-focus-visible]': ring,
    '&[data-empty]': { padding: vars.space['4'], color: vars.color.text.secondary, textAlign: 'center' },
  },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minHeight: vars.space['12'],
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  color: vars.color.text.primary,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  cursor: 'default',
  outline: 'none',
  selectors: {
    '&:last-child': { borderBottom: 'none' },
    '&[data-hovered]': { background: vars.color.bg.hover },
    '&[data-pressed]': { background: vars.color.bg.pressed },
    '&[data-selected]': { background: vars.color.bg.selected },
    '&[data-focus-visible]': ring,
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

export const check = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space['5'],
  height: vars.space['5'],
  flexShrink: 0,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border.strong}`,
  color: vars.color.text.onSolid,
  selectors: {
    '[data-selected] > &': { background: vars.color.accent.solid, borderColor: vars.color.accent.solid },
  },
});

export const content = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  flex: '1 1 auto',
  minWidth: 0,
  overflowWrap: 'anywhere',
});
