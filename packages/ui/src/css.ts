// `@portal/ui/css`: the theme contract, focus rings and breakpoints, for apps that style their own parts
// with vanilla-extract on the same tokens.
export { vars } from './theme/contract.css.ts';
export { focusRing, focusRingNative, focusRingWithin } from './theme/focus.css.ts';
export { type Tone, tones } from './tokens/palette.ts';
export { breakpoints, dialogWidth, media } from './tokens/scale.ts';
