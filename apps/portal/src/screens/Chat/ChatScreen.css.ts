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

// The list scrolls inside the panel so the conversation stays near the top on a phone. There the
// loading rows and the loaded list take the same fixed height, so the conversation below does not
// move when the list arrives (measured CLS 0.16-0.21 at 375 px before).
globalStyle(`${panel} [role="grid"], ${panel} [role="status"]`, {
  height: '14rem',
  overflowY: 'auto',
  '@media': { [media.desktop]: { height: 'auto', maxHeight: 'calc(100dvh - 16rem)' } },
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
