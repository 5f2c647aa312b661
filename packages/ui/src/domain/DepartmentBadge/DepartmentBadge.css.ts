import { style } from '@vanilla-extract/css';

/** The icon follows the badge's text size. */
export const icon = style({ width: '1em', height: '1em', display: 'block' });
