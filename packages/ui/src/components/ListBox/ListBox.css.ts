import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import * as shared from './item.css.ts';

export const listBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['0.5'],
  padding: vars.space['1'],
  maxHeight: 'inherit',
  overflow: 'auto',
  background: vars.color.bg.surface,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  outline: 'none',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.focus.ringWidth} solid ${vars.color.border.focus}`,
      outlineOffset: vars.focus.ringOffset,
    },
    '&[data-empty]': { padding: vars.space['4'], color: vars.color.text.secondary, textAlign: 'center' },
  },
});

/** A ListBox item: the shared row, and a background while selected. */
export const item = style([shared.item, shared.selectedItem]);

/** ListBox marks the selected options in the accent colour. */
export const check = style({ color: vars.color.accent.text });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['0.5'] });
export const sectionHeader = style([
  shared.sectionHeader,
  { paddingTop: vars.space['2'], paddingBottom: vars.space['1'] },
]);
