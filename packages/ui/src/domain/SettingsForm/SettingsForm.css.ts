import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/**
 * A form's measure, not the panel's: across a wide panel the pickers stretched to a thousand pixels
 * and Save sat far from the fields it saves.
 */
export const form = style({ maxWidth: '36rem' });

const stack = { display: 'flex', flexDirection: 'column', alignItems: 'stretch' } as const;

/** The three switches, one under another. */
export const switches = style({ ...stack, gap: vars.space['3'] });

/** The API key's label, status and note, held close together. */
export const apiKey = style({ ...stack, gap: vars.space['1'] });
