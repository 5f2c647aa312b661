import { media, vars } from '@portal/ui/css';
import { style } from '@vanilla-extract/css';

/**
 * One column under another until there is room for all three side by side. Each column spans two
 * rows of this grid (header, then cards: TicketColumn's subgrid), so side by side their headers
 * share one height and their first cards line up.
 */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['6'],
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
      gap: vars.space['4'],
    },
  },
});
