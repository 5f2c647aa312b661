import { focusRingNative, media, vars } from '@portal/ui/css';
import { style } from '@vanilla-extract/css';
import { fillsViewport } from './page.css.ts';

export const frame = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.bg.canvas,
  color: vars.color.text.primary,
  // A screen that fills the window (the chat): exactly the window's height, so the document never
  // scrolls and the navigation stays; the screen's panes scroll instead.
  selectors: { [`&:has(${fillsViewport})`]: { height: '100dvh', overflow: 'hidden' } },
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '1400px',
  marginInline: 'auto',
  padding: vars.space['4'],
  outline: 'none',
  '@media': { [media.tablet]: { padding: vars.space['6'] } },
  selectors: {
    [`&:has(> ${fillsViewport})`]: { display: 'flex', flexDirection: 'column', minHeight: 0 },
  },
});

/**
 * Visible only when focused: the first Tab stop jumps past the navigation. A plain anchor (react-aria's
 * Link would route '#main' through the router), so it takes the native ring.
 */
export const skipLink = style([
  focusRingNative,
  {
    position: 'absolute',
    insetInlineStart: vars.space['2'],
    insetBlockStart: vars.space['2'],
    zIndex: 2000,
    padding: `${vars.space['2']} ${vars.space['3']}`,
    background: vars.color.bg.raised,
    color: vars.color.text.primary,
    borderRadius: vars.radius.md,
    transform: 'translateY(-200%)',
    selectors: { '&:focus': { transform: 'none' } },
  },
]);
