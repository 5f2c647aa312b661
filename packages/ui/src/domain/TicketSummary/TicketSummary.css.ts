import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/**
 * The date and '(Overdue)' wrap as wholes: the list's cells may break a word anywhere (an id must not
 * widen the card), which split '(Overdue)' into '(Overd' and 'ue)' in the 320 px side column.
 */
export const overdue = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  alignItems: 'center',
  columnGap: vars.space['1'],
  overflowWrap: 'normal',
  color: vars.color.tone.danger.text,
  fontWeight: vars.font.weight.semibold,
});

export const icon = style({ width: vars.space['4'], height: vars.space['4'], flexShrink: 0 });

/** A piece that never breaks inside: the date ('20 Nov 2025, 17:00') or '(Overdue)'. */
export const whole = style({ whiteSpace: 'nowrap' });
