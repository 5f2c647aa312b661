import { style } from '@vanilla-extract/css';

// The standard clip pattern: invisible, still read by screen readers. A 1px box is part of the
// technique (zero-sized boxes are skipped by some screen readers), not a design size.
const hidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export const visuallyHidden = style(hidden);

/** Hidden until focused: skip links. */
export const focusable = style({
  ...hidden,
  selectors: {
    '&:focus, &:focus-within': {
      position: 'static',
      width: 'auto',
      height: 'auto',
      margin: 0,
      overflow: 'visible',
      clip: 'auto',
      clipPath: 'none',
      whiteSpace: 'normal',
    },
  },
});
