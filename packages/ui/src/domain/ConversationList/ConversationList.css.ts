import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focus.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], minWidth: 0 });

export const icon = style({ width: vars.space['4'], height: vars.space['4'], flexShrink: 0 });

export const documents = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  // One line high with its placeholder too, so the count's arrival moves nothing.
  minBlockSize: vars.font.lineHeight.sm,
  color: vars.color.tone.success.text,
});

export const loading = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

// The list itself takes the focus when its last row is deleted (it then says 'No conversations yet').
export const list = style([
  focusRing,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['1'],
    minWidth: 0,
    borderRadius: vars.radius.md,
  },
]);

/** Folded mode: the disclosure sits flush with the button above; its trigger spans the panel. */
export const fold = style({ marginInline: `calc(-1 * ${vars.space['2']})` });

/** Opened on a phone, a long history scrolls inside the fold rather than pushing the page down. */
export const foldedList = style({ maxHeight: '50dvh', overflowY: 'auto' });

export const empty = style({
  margin: 0,
  paddingBlock: vars.space['4'],
  textAlign: 'center',
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
});

export const deleteButton = style([
  focusRing,
  {
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.space['8'],
    height: vars.space['8'],
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.tone.danger.text,
    cursor: 'pointer',
    // Hidden until the row is hovered or focused; still in the accessibility tree and tab order.
    opacity: 0,
    selectors: {
      '&[data-hovered]': { background: vars.color.tone.danger.subtle },
      '&[data-focused]': { opacity: 1 },
    },
    '@media': { '(hover: none)': { opacity: 1 } },
  },
]);
globalStyle(`${deleteButton} svg`, { width: vars.space['4'], height: vars.space['4'] });

export const row = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['2'],
    minWidth: 0,
    paddingBlock: vars.space['2'],
    paddingInlineStart: vars.space['3'],
    paddingInlineEnd: vars.space['1'],
    borderRadius: vars.radius.md,
    border: `1px solid transparent`,
    color: vars.color.text.primary,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { background: vars.color.bg.hover },
      '&[data-selected]': { background: vars.color.bg.selected, borderColor: vars.color.accent.solid },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
]);
globalStyle(
  `${row}[data-hovered] ${deleteButton}, ${row}[data-focused] ${deleteButton}, ${row}:focus-within ${deleteButton}`,
  {
    opacity: 1,
  },
);

export const rowIcon = style({
  width: vars.space['4'],
  height: vars.space['4'],
  flexShrink: 0,
  color: vars.color.text.secondary,
});

export const text = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 });

export const title = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  fontWeight: vars.font.weight.medium,
});

export const count = style({
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  color: vars.color.text.secondary,
});
