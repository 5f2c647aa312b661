import { media, vars } from '@portal/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';

/**
 * The badges arrive with the server's settings, after the header is drawn. Their row is held for
 * them so nothing moves when they come: one badge high, and below desktop width a row of its own
 * (beside the title they wrapped under it on arrival, a layout shift of 0.03-0.06 measured).
 */
export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  // A medium badge's height: its line, its padding and its 1 px borders (Badge.css.ts).
  minBlockSize: `calc(${vars.font.lineHeight.sm} + 2 * ${vars.space['0.5']} + 2px)`,
  '@media': { [media.belowDesktop]: { flexBasis: '100%' } },
});

/**
 * The chat fills the window under the navigation, like a messaging app: only the messages scroll
 * (and the conversation list, in its panel), never the page, so the navigation, the header and the
 * question box stay in place. One column on phones and tablets (conversations folded above the
 * conversation); side by side from desktop width.
 */
export const layout = style({
  flex: '1 1 auto',
  minHeight: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateRows: 'auto minmax(0, 1fr)',
  gap: vars.space['4'],
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: '18rem minmax(0, 1fr)',
      gridTemplateRows: 'minmax(0, 1fr)',
      gap: vars.space['6'],
    },
  },
});

/** The header is closer to the conversation than the page rhythm's gap: the frame has no height to spare. */
export const screen = style({ gap: vars.space['4'] });

export const panel = style({
  minWidth: 0,
  minHeight: 0,
  display: 'flex',
  flexDirection: 'column',
});

// Side by side, the list scrolls inside the panel (New Conversation stays on top). Narrower, it is
// folded behind its heading (ConversationList `collapsible`) and scrolls inside the fold.
globalStyle(`${panel} > *`, { flex: '1 1 auto', minHeight: 0 });
globalStyle(`${panel} [role="grid"]`, {
  '@media': { [media.desktop]: { flex: '1 1 auto', minHeight: 0, overflowY: 'auto' } },
});

export const conversation = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  minHeight: 0,
});

/** The one part that scrolls: the messages, between the header and the question box. */
export const messagesArea = style({
  flex: '1 1 auto',
  minHeight: 0,
  // The containing block of what is positioned inside (visually hidden notes are absolute): without
  // it their static place far down the conversation made the document taller than the window.
  position: 'relative',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  // Room for focus rings at the pane's edges.
  padding: vars.space['1'],
  paddingBlockEnd: vars.space['4'],
});

export const messages = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
});

export const messageItem = style({
  minWidth: 0,
  scrollMarginBlockStart: vars.space['4'],
});

/** The question box, under the messages and always in view. */
export const composer = style({
  flex: 'none',
  paddingBlockStart: vars.space['3'],
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
});

export const centered = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  minHeight: '12rem',
});
