import { vars } from '@portal/ui/css';
import { style } from '@vanilla-extract/css';

export const suggestionsRegion = style({
  selectors: { '&:empty': { display: 'none' } },
});

export const suggestions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.tone.info.border}`,
  background: vars.color.tone.info.subtle,
});

export const suggestionList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});

export const suggestion = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  padding: vars.space['2'],
  borderRadius: vars.radius.sm,
  background: vars.color.bg.surface,
});

export const suggestionText = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['1'],
  overflowWrap: 'anywhere',
});
