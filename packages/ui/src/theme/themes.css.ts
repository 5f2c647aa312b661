import { createTheme, globalStyle } from '@vanilla-extract/css';
import { darkColors, lightColors, type SemanticColors } from '../tokens/palette.ts';
import {
  duration,
  easing,
  fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  radii,
  space,
  zIndex,
} from '../tokens/scale.ts';
import { vars } from './contract.css.ts';

function themeValues(color: SemanticColors, shadowColor: string) {
  return {
    color,
    space,
    font: { family: fontFamily, size: fontSize, lineHeight, weight: fontWeight },
    radius: radii,
    shadow: {
      sm: `0 1px 2px ${shadowColor}`,
      md: `0 2px 6px ${shadowColor}, 0 1px 2px ${shadowColor}`,
      lg: `0 8px 24px ${shadowColor}, 0 2px 6px ${shadowColor}`,
      overlay: `0 16px 48px ${shadowColor}, 0 4px 12px ${shadowColor}`,
    },
    motion: { duration, easing },
    zIndex,
    focus: { ringWidth: '2px', ringOffset: '2px' },
  };
}

/** Class that applies the light theme to an element and its descendants. */
export const lightTheme = createTheme(vars, themeValues(lightColors, 'rgba(15, 18, 22, 0.10)'), 'light');
/** Class that applies the dark theme to an element and its descendants. */
export const darkTheme = createTheme(vars, themeValues(darkColors, 'rgba(0, 0, 0, 0.45)'), 'dark');

globalStyle(lightTheme, { colorScheme: 'light' });
globalStyle(darkTheme, { colorScheme: 'dark' });

// Motion tokens collapse to zero for people who ask the system for reduced motion, so every
// transition and animation built on `vars.motion` respects it without per-component code.
globalStyle(`${lightTheme}, ${darkTheme}`, {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      vars: {
        [vars.motion.duration.fast]: '0ms',
        [vars.motion.duration.normal]: '0ms',
        [vars.motion.duration.slow]: '0ms',
      },
    },
  },
});
