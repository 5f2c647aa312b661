import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const width = createVar();
export const height = createVar();

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], width: '100%' });

export const skeleton = recipe({
  base: {
    display: 'block',
    flexShrink: 0,
    width: width,
    height: height,
    maxWidth: '100%',
    backgroundColor: vars.color.bg.pressed,
    backgroundImage: `linear-gradient(90deg, transparent 0%, ${vars.color.bg.hover} 50%, transparent 100%)`,
    backgroundSize: '200% 100%',
    backgroundRepeat: 'no-repeat',
    animation: `${shimmer} 1.6s ease-in-out infinite`,
    '@media': {
      // The shimmer is decoration: people who ask for less motion get a still placeholder.
      '(prefers-reduced-motion: reduce)': { animation: 'none', backgroundImage: 'none' },
    },
  },
  variants: {
    shape: {
      text: {
        vars: { [width]: '100%', [height]: vars.font.size.md },
        borderRadius: vars.radius.sm,
        selectors: { [`${group} > &:last-child:not(:first-child)`]: { width: '60%' } },
      },
      rect: { vars: { [width]: '100%', [height]: vars.space['16'] }, borderRadius: vars.radius.md },
      circle: {
        vars: { [width]: vars.space['10'], [height]: vars.space['10'] },
        borderRadius: vars.radius.full,
      },
    },
  },
  defaultVariants: { shape: 'text' },
});
