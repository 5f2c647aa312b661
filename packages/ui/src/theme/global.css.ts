import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

// A small modern reset. Applied once by importing `@portal/ui` (or `@portal/ui/css`).
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
  color: vars.color.text.primary,
  background: vars.color.bg.canvas,
  WebkitFontSmoothing: 'antialiased',
});
globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd', { margin: 0 });
globalStyle('img, svg, video, canvas', { display: 'block', maxWidth: '100%' });
globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });
globalStyle('button', { cursor: 'pointer' });
globalStyle('[hidden]', { display: 'none !important' });
// react-aria's rule for what it makes pressable (buttons, links, rows): no double-tap-zoom delay on
// touch. react-aria adds it in a style element of its own once a pressable has rendered; here it is in
// the stylesheet from the first paint, so an app that renders on a server can leave that element out
// (the portal does: apps/portal/vite.react-aria-hydration.ts). `:where`: any component's rule wins.
globalStyle(':where([data-react-aria-pressable])', { touchAction: 'pan-x pan-y pinch-zoom' });
