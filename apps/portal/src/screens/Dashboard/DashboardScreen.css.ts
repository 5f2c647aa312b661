import { media, vars } from '@portal/ui/css';
import { style } from '@vanilla-extract/css';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  minWidth: 0,
});

/** The figures beside the news on wide screens; stacked (figures first) on phones and tablets. */
export const split = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['6'],
  alignItems: 'start',
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
  },
});

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 150px), 1fr))',
  gap: vars.space['4'],
});
