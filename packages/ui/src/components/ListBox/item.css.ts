/**
 * What an item of a ListBox and of a Menu share: the row, its states, and the check mark, label and
 * description inside it (`ItemContent`). The two components add only what differs.
 */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const hover = { background: vars.color.bg.hover } as const;
const pressed = { background: vars.color.bg.pressed } as const;

/** The row of an item, with its hover, pressed, focus and disabled states. */
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
    '&[data-focused], &[data-hovered]': hover,
    '&[data-pressed]': pressed,
    '&[data-focus-visible]': {
      outline: `${vars.focus.ringWidth} solid ${vars.color.border.focus}`,
      outlineOffset: `calc(-1 * ${vars.focus.ringWidth})`,
    },
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

/** A selected item's background; pressing it still shows the pressed one. */
export const selectedItem = style({
  selectors: { '&[data-selected]': { background: vars.color.bg.selected }, '&[data-pressed]': pressed },
});

/** The column of the check mark, present whenever the collection selects. */
export const check = style({ display: 'inline-flex', width: vars.space['4'], flexShrink: 0 });

export const icon = style({ display: 'inline-flex', flexShrink: 0 });

export const labels = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const description = style({ color: vars.color.text.secondary, fontSize: vars.font.size.xs });

/** A group's heading; each component sets its own spacing. */
export const sectionHeader = style({
  paddingInline: vars.space['3'],
  color: vars.color.text.secondary,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
});
