import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focus.css.ts';

export const trigger = style([
  focusRing,
  {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.space['10'],
    height: vars.space['10'],
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.text.primary,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { background: vars.color.bg.hover },
      '&[data-pressed]': { background: vars.color.bg.pressed },
    },
  },
]);

export const bellIcon = style({ width: vars.space['5'], height: vars.space['5'] });

export const count = style({
  position: 'absolute',
  top: vars.space['0.5'],
  right: vars.space['0.5'],
  minWidth: vars.space['5'],
  paddingInline: vars.space['1'],
  borderRadius: vars.radius.full,
  background: vars.color.tone.danger.solid,
  color: vars.color.text.onSolid,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  fontWeight: vars.font.weight.bold,
  textAlign: 'center',
  pointerEvents: 'none',
});

export const popover = style({ width: 'min(24rem, calc(100vw - 1rem))' });

export const dialog = style({ display: 'flex', flexDirection: 'column', outline: 'none', maxHeight: '70vh' });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  padding: vars.space['3'],
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

export const markAll = style({ marginInlineStart: 'auto' });

export const icon = style({ width: vars.space['4'], height: vars.space['4'], flexShrink: 0 });

export const list = style({
  margin: 0,
  padding: vars.space['1'],
  listStyle: 'none',
  overflowY: 'auto',
  flex: 1,
  minHeight: 0,
});

export const item = recipe({
  base: [
    focusRing,
    {
      display: 'flex',
      alignItems: 'flex-start',
      gap: vars.space['2'],
      width: '100%',
      padding: vars.space['3'],
      border: 'none',
      borderRadius: vars.radius.md,
      background: 'transparent',
      color: vars.color.text.primary,
      font: 'inherit',
      textAlign: 'start',
      cursor: 'pointer',
      selectors: {
        '&[data-hovered]': { background: vars.color.bg.hover },
        '&[data-pressed]': { background: vars.color.bg.pressed },
      },
    },
  ],
  variants: {
    unread: {
      true: { background: vars.color.accent.subtle },
      false: {},
    },
  },
});

export const dot = style({
  flexShrink: 0,
  width: vars.space['2'],
  height: vars.space['2'],
  marginTop: vars.space['1'],
  borderRadius: vars.radius.full,
  background: vars.color.accent.solid,
});

export const dotSpace = style({ flexShrink: 0, width: vars.space['2'] });

export const itemText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['0.5'],
  minWidth: 0,
});

export const itemTitle = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  fontWeight: vars.font.weight.semibold,
});

export const message = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  overflowWrap: 'anywhere',
});

export const detail = style({
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  color: vars.color.text.secondary,
  overflowWrap: 'anywhere',
});

export const time = style({
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  color: vars.color.text.secondary,
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2'],
  paddingBlock: vars.space['8'],
  color: vars.color.text.secondary,
});

export const emptyIcon = style({ width: vars.space['6'], height: vars.space['6'] });

export const emptyText = style({ margin: 0, fontSize: vars.font.size.sm });

export const footer = style({ padding: vars.space['2'], borderTop: `1px solid ${vars.color.border.subtle}` });
