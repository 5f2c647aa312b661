import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

// Square: the width follows the button's height (the Button recipe's size sets minHeight).
export const square = style({ paddingInline: 0, aspectRatio: '1', flexShrink: 0 });

/** Hides the icon from assistive technology without adding a box. */
export const icon = style({ display: 'contents' });

export const sizes = {
  sm: style({ width: vars.space['8'], minHeight: vars.space['8'] }),
  md: style({ width: vars.space['10'], minHeight: vars.space['10'] }),
  lg: style({ width: vars.space['12'], minHeight: vars.space['12'] }),
};

const iconSizes = { sm: vars.space['4'], md: vars.space['5'], lg: vars.space['6'] };
for (const [size, iconSize] of Object.entries(iconSizes) as Array<[keyof typeof sizes, string]>) {
  globalStyle(`${sizes[size]} svg`, { width: iconSize, height: iconSize, flexShrink: 0 });
}
