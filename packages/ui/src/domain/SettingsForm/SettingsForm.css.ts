import { style } from '@vanilla-extract/css';

/**
 * A form's measure, not the panel's: across a wide panel the pickers stretched to a thousand pixels
 * and Save sat far from the fields it saves.
 */
export const form = style({ maxWidth: '36rem' });
