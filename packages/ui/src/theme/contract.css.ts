import { createThemeContract } from '@vanilla-extract/css';
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

const colorShape = {
  bg: { canvas: '', surface: '', raised: '', sunken: '', hover: '', pressed: '', selected: '', backdrop: '' },
  text: { primary: '', secondary: '', disabled: '', link: '', onSolid: '', inverse: '' },
  border: { subtle: '', strong: '', focus: '' },
  accent: { solid: '', solidHover: '', solidPressed: '', subtle: '', text: '' },
  tone: {
    neutral: { solid: '', solidHover: '', subtle: '', text: '', border: '' },
    info: { solid: '', solidHover: '', subtle: '', text: '', border: '' },
    success: { solid: '', solidHover: '', subtle: '', text: '', border: '' },
    warning: { solid: '', solidHover: '', subtle: '', text: '', border: '' },
    danger: { solid: '', solidHover: '', subtle: '', text: '', border: '' },
  },
};

const blank = <T extends Record<string, string>>(scale: T) =>
  Object.fromEntries(Object.keys(scale).map((key) => [key, ''])) as { [K in keyof T]: '' };

/**
 * The theme contract: every themeable value as a CSS variable. Light and dark themes fill it;
 * components read only from `vars`.
 */
export const vars = createThemeContract({
  color: colorShape,
  space: blank(space),
  font: {
    family: blank(fontFamily),
    size: blank(fontSize),
    lineHeight: blank(lineHeight),
    weight: blank(fontWeight),
  },
  radius: blank(radii),
  shadow: { sm: '', md: '', lg: '', overlay: '' },
  motion: { duration: blank(duration), easing: blank(easing) },
  zIndex: blank(zIndex),
  focus: { ringWidth: '', ringOffset: '' },
});
