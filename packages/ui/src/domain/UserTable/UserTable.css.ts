import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], minWidth: 0 });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

/**
 * A name and an address are read as wholes: they stay on one line ('alex.morgan@exam' / 'ple.com'
 * at 1280 px before); the table's box scrolls sideways when the screen is too narrow for them.
 */
export const nameCell = style({ fontWeight: vars.font.weight.medium, whiteSpace: 'nowrap' });
export const email = style({ color: vars.color.text.secondary, whiteSpace: 'nowrap' });
export const roles = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['1'],
});
export const code = style({ fontFamily: vars.font.family.mono, letterSpacing: '0.1em' });
/** One line of actions: the two quiet buttons and the '...' menu. */
export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space['1'] });
export const status = style({ display: 'flex', justifyContent: 'center', padding: vars.space['6'] });
