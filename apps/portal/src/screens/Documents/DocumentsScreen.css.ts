import { media, vars } from '@portal/ui/css';
import { style } from '@vanilla-extract/css';

/** The list and the upload form side by side on wide screens. */
export const columns = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(18rem, 24rem)',
      alignItems: 'start',
    },
  },
});

export const library = style({
  display: 'grid',
  gap: vars.space['3'],
  minWidth: 0,
});

/** Focused from code after a row's buttons go away: a ring only when the keyboard put it there. */
export const listHeading = style({
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focus.ringWidth} solid ${vars.color.border.focus}`,
      outlineOffset: vars.focus.ringOffset,
    },
  },
});

export const tabs = style({ minWidth: 0 });

export const list = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  paddingBlockStart: vars.space['4'],
  listStyle: 'none',
});

/** Beside the list on wide screens, below it on narrow ones (the reading order stays the page's order). */
export const upload = style({
  '@media': {
    [media.desktop]: { position: 'sticky', top: vars.space['4'] },
  },
});

export const dialogForm = style({
  display: 'grid',
  gap: vars.space['4'],
});
