import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/**
 * Two rows: the header, then the cards and the footer. Placed in a grid of columns side by side
 * (the ticket list), the column takes both rows from that grid (`subgrid`), so a title that wraps
 * to two lines makes every column's header as tall and their first cards line up. The lane's
 * background is painted by the two rows rather than the column, so a short lane stays short
 * beside a long one. On its own the column is a plain stack.
 */
export const column = style({
  display: 'grid',
  gridTemplateRows: 'subgrid',
  gridRow: 'span 2',
  rowGap: 0,
  minWidth: 0,
});

/**
 * Title and sort button on one line: a long title ("Your tickets - Created by you" in a narrow column)
 * wraps within its own space, so the sort button stays at the end as in every other column.
 */
export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  padding: `${vars.space['3']} ${vars.space['3']} 0`,
  background: vars.color.bg.sunken,
  borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
});

/** The cards (or their loading, empty and error states) and the footer, below the header. */
export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  alignSelf: 'start',
  minWidth: 0,
  padding: vars.space['3'],
  background: vars.color.bg.sunken,
  borderRadius: `0 0 ${vars.radius.lg} ${vars.radius.lg}`,
});

/** Title and count run as one line of text, so a long title wraps with the count after its last word. */
export const titleRow = style({ minWidth: 0 });

export const title = style({ display: 'inline' });

export const count = style({ marginInlineStart: vars.space['2'], verticalAlign: 'text-bottom' });

export const sortButton = style({ flexShrink: 0 });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

/** The expanded list: as tall as all rows together; rows are placed by their measured offsets. */
export const windowed = style({ listStyle: 'none', margin: 0, padding: 0, position: 'relative' });

export const windowedRow = style({ position: 'absolute', top: 0, left: 0, right: 0 });

/**
 * The expanded list scrolls inside a fixed height so the virtualizer knows how much to render:
 * about six cards.
 */
export const scroller = style({
  display: 'block',
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focus.ringWidth} solid ${vars.color.border.focus}`,
      outlineOffset: vars.focus.ringOffset,
    },
  },
  height: `calc(${vars.space['16']} * 10)`,
  overflow: 'auto',
  overscrollBehavior: 'contain',
});

/** Rows carry the gap as padding, so that measured heights include it. */
export const row = style({ paddingBottom: vars.space['2'] });

export const footer = style({ display: 'flex', justifyContent: 'center' });

export const icon = style({ width: vars.space['4'], height: vars.space['4'], flexShrink: 0 });

export const skeletonCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['3'],
  background: vars.color.bg.surface,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
});

export const error = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  padding: vars.space['3'],
  background: vars.color.tone.danger.subtle,
  border: `1px solid ${vars.color.tone.danger.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.tone.danger.text,
});

/** The row at the end of an expanded list that loads in pages: the next page is loading. */
export const loadingMore = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  padding: vars.space['3'],
});

/** The load-more failure at the end of the list keeps clear of the scrolling box's edges. */
export const more = style({ marginBlockEnd: vars.space['1'] });

export const skeletonList = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });
