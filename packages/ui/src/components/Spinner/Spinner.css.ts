import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  borderStyle: 'solid',
  borderColor: 'currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    // Reduced motion: a slow pulse of the ring instead of continuous spinning would still move;
    // a static ring with a gap is enough to read as "busy" next to its label.
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

export const sizes = {
  sm: style({ width: 14, height: 14, borderWidth: 2 }),
  md: style({ width: 20, height: 20, borderWidth: 2 }),
  lg: style({ width: 32, height: 32, borderWidth: 3 }),
};
