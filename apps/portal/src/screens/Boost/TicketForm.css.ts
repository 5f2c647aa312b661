import { media, vars } from '@portal/ui/css';
import { style } from '@vanilla-extract/css';

/** Two fields side by side from tablet width, one above the other on phones. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['4'],
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});
