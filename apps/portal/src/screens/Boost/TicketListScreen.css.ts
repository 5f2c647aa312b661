import { media, vars } from '@portal/ui/css';
import { style } from '@vanilla-extract/css';

/**
 * The list is what people come for: the header, the filter toolbar and the columns sit closer than
 * the other screens' sections, so an agent sees five cards a column on a 1280 x 800 screen.
 */
export const screen = style({ selectors: { '&&': { gap: vars.space['4'] } } });

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
