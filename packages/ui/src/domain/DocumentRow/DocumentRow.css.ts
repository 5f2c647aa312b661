import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/**
 * Icon beside the text, the buttons on their own line under the text (aligned with it): the same
 * places in every state (pending, approving, processed) and at every width.
 */
export const root = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gridTemplateAreas: '"icon main" ". actions"',
  alignItems: 'start',
  columnGap: vars.space['3'],
  rowGap: vars.space['3'],
  padding: vars.space['4'],
  minWidth: 0,
  listStyle: 'none',
  background: vars.color.bg.surface,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  color: vars.color.text.primary,
});

export const fileIcon = style({
  gridArea: 'icon',
  flexShrink: 0,
  width: vars.space['6'],
  height: vars.space['6'],
  color: vars.color.text.secondary,
});

export const main = style({
  gridArea: 'main',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minWidth: 0,
});

export const name = style({
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
  fontWeight: vars.font.weight.semibold,
  // A name breaks between words; inside one only when a single word is wider than the row.
  overflowWrap: 'break-word',
});

export const size = style({ whiteSpace: 'nowrap' });

export const meta = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  color: vars.color.text.secondary,
});

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  marginTop: vars.space['1'],
});

export const notes = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  overflowWrap: 'anywhere',
});

export const notesLabel = style({ fontWeight: vars.font.weight.semibold });

export const error = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  color: vars.color.tone.danger.text,
  overflowWrap: 'anywhere',
});

export const actions = style({
  gridArea: 'actions',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  alignItems: 'center',
});

export const icon = style({ width: vars.space['4'], height: vars.space['4'], flexShrink: 0 });
