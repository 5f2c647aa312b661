import { media, vars } from '@portal/ui/css';
import { style } from '@vanilla-extract/css';

export const title = style({ overflowWrap: 'anywhere' });

/** The ticket number beside the subject: part of the title, quieter. */
export const number = style({
  color: vars.color.text.secondary,
  fontWeight: vars.font.weight.regular,
  whiteSpace: 'nowrap',
});

export const loading = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space['10'],
});

/** 'Created {date} by {requester}' and the chat note, above the columns. */
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  marginBottom: vars.space['4'],
});

/** One column on phones and tablets; main column plus a 320px side column on desktops. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['4'],
  alignItems: 'start',
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 320px', gap: vars.space['6'] },
  },
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  minWidth: 0,
});

export const icon = style({ width: '1em', height: '1em', flexShrink: 0 });
