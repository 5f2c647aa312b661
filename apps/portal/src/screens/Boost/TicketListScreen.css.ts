import { media, vars } from '@portal/ui/css';
import { style } from '@vanilla-extract/css';

/** One column under another until there is room for all three side by side. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['6'],
  alignItems: 'start',
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
      gap: vars.space['4'],
    },
  },
});
