import { style } from '@vanilla-extract/css';

// A text field is the shared field column and input; only its width behaviour is its own.
export const textField = style({ width: '100%' });
