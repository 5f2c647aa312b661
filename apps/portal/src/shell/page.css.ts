import { vars } from '@portal/ui/css';
import { style } from '@vanilla-extract/css';

/**
 * The layout every signed-in screen shares, so that they keep one rhythm: a column of sections, a
 * header row (title and intro on the left, actions or badges on the right, wrapping on a phone).
 */
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'], minWidth: 0 });

export const pageHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

/** The title and the line under it. */
export const pageIntro = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minWidth: 0,
});

export const pageActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

/** A link among the header's buttons (e.g. 'BOOST Admin'): icon and words on the buttons' centre line. */
export const pageActionLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'center',
  gap: vars.space['1'],
  paddingInline: vars.space['2'],
});

/**
 * A screen that fills the window below the navigation and scrolls inside itself (the chat): the
 * frame then stops growing with the content (the Layout's frame and main read this class), so the
 * navigation stays in place and only the screen's own panes scroll.
 */
export const fillsViewport = style({ flex: '1 1 auto', minHeight: 0 });
