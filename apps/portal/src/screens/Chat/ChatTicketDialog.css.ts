import { vars } from '@portal/ui/css';
import { style } from '@vanilla-extract/css';

export const conversation = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
});

/** The link and its new-tab icon stay on one line. */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  whiteSpace: 'nowrap',
});

export const linkIcon = style({
  width: '1em',
  height: '1em',
  flexShrink: 0,
});
