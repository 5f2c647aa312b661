import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focus.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['5'],
  background: vars.color.bg.surface,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  color: vars.color.text.primary,
  minWidth: 0,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const dropZone = style([
  focusRing,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space['3'],
    padding: vars.space['4'],
    borderRadius: vars.radius.md,
    border: `2px dashed ${vars.color.border.strong}`,
    background: vars.color.bg.sunken,
    selectors: {
      '&[data-drop-target]': { borderColor: vars.color.accent.solid, background: vars.color.accent.subtle },
      '&[data-disabled]': { cursor: 'not-allowed' },
    },
  },
]);

export const dropIcon = style({
  width: vars.space['8'],
  height: vars.space['8'],
  flexShrink: 0,
  color: vars.color.text.secondary,
});

/**
 * At least 9rem beside the icon, else the button moves to its own line: with a zero basis the text
 * took the few pixels left beside the button in the 24rem side panel, and 'fake.pdf' read 'fake.pd'
 * / 'f'.
 */
export const dropText = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 9rem',
  minWidth: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
});

/** A name breaks only where it has no room on a line of its own (a very long name), never a short one. */
export const fileName = style({ fontWeight: vars.font.weight.semibold, overflowWrap: 'break-word' });

export const hint = style({ color: vars.color.text.secondary, fontSize: vars.font.size.xs });

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space['4'],
  alignItems: 'start',
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.tone.danger.subtle,
  border: `1px solid ${vars.color.tone.danger.border}`,
  color: vars.color.tone.danger.text,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  overflowWrap: 'anywhere',
});

export const icon = style({ width: vars.space['4'], height: vars.space['4'], flexShrink: 0 });

export const footer = style({ display: 'flex', justifyContent: 'flex-end' });
