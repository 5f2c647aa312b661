import { media, vars } from '@portal/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
});

/** One column on phones and tablets (conversations above); side by side from desktop width. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['6'],
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: '18rem minmax(0, 1fr)' } },
});

export const panel = style({
  minWidth: 0,
  '@media': {
    [media.desktop]: { position: 'sticky', insetBlockStart: vars.space['4'] },
  },
});

// Side by side, the list scrolls inside the sticky panel. Narrower, it is folded behind its heading
// (ConversationList `collapsible`), whose height does not change when the list arrives.
globalStyle(`${panel} [role="grid"]`, {
  '@media': { [media.desktop]: { maxHeight: 'calc(100dvh - 16rem)', overflowY: 'auto' } },
});

export const conversation = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  minWidth: 0,
});

export const messagesArea = style({
  minHeight: '12rem',
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

/** The question box stays in reach at the bottom of the screen while the conversation scrolls. */
export const composer = style({
  position: 'sticky',
  insetBlockEnd: 0,
  zIndex: 1,
  background: vars.color.bg.canvas,
  paddingBlock: vars.space['3'],
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
});

export const centered = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  minHeight: '12rem',
});
