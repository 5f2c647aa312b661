import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/**
 * Three lines: the subject; the number, date and assignee with the actions beside them; the badges
 * (and 'Mark Resolved'). The badges have a line of their own so that three of them fit a column.
 */
export const card = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: '"subject subject" "meta actions" "footer footer"',
  alignItems: 'center',
  columnGap: vars.space['2'],
  rowGap: vars.space['1'],
  minWidth: 0,
  margin: 0,
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  listStyle: 'none',
  background: vars.color.bg.surface,
  color: vars.color.text.primary,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
});

/** One line: a long subject ends in '...' (it is whole in the title tooltip and the ticket's dialog). */
export const subject = style({
  gridArea: 'subject',
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  fontWeight: vars.font.weight.semibold,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const meta = style({
  gridArea: 'meta',
  minWidth: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space['1'],
  margin: 0,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  color: vars.color.text.secondary,
});

export const number = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

/** A long name ends in '...' rather than running under the buttons (it is whole in its tooltip). */
export const assignee = style({
  minWidth: 0,
  maxWidth: '100%',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const unassigned = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  color: vars.color.tone.danger.text,
  fontWeight: vars.font.weight.semibold,
  whiteSpace: 'nowrap',
});

export const icon = style({ width: vars.space['4'], height: vars.space['4'], flexShrink: 0 });

/** The badges, and 'Mark Resolved' at the end (under them when there is no room). */
export const footer = style({
  gridArea: 'footer',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['1'],
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['1'], minWidth: 0 });

export const actions = style({
  gridArea: 'actions',
  display: 'flex',
  alignItems: 'center',
  // The icon buttons' own padding lines them up with the card's edge.
  marginInlineEnd: `calc(-1 * ${vars.space['1']})`,
});
