import { vars } from '@portal/ui/css';
import { style } from '@vanilla-extract/css';

/** Visited tabs stay mounted (their data is kept); the inactive ones are inert and hidden. */
export const tabPanel = style({
  minWidth: 0,
  paddingBlockStart: vars.space['2'],
  selectors: { '&[data-inert]': { display: 'none' } },
});

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], minWidth: 0 });

export const panelHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const cardGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
});

export const cardItem = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const readOnlyUnit = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.bg.surface,
});

/** Addresses stay on one line: on a phone the table scrolls sideways in its box instead. */
export const email = style({ whiteSpace: 'nowrap' });

export const nowrap = style({ whiteSpace: 'nowrap' });

export const inlineSelect = style({ minWidth: '8.5rem' });

/** One line: the quiet Edit and the row's '...' menu. */
export const rowActions = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['1'] });

export const tableStatus = style({ display: 'flex', justifyContent: 'center', padding: vars.space['6'] });

export const plainList = style({
  margin: 0,
  paddingInlineStart: vars.space['5'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
});

export const twoColumns = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
  alignItems: 'start',
});
