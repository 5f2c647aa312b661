import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../tokens/scale.ts';

export const container = style({
  // The containing block of visually hidden text in cells (position: absolute): without it that text
  // escapes the scroll box and widens the whole page on a phone.
  position: 'relative',
  width: '100%',
  overflowX: 'auto',
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  background: vars.color.bg.surface,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  borderSpacing: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  color: vars.color.text.primary,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.focus.ringWidth} solid ${vars.color.border.focus}`,
      outlineOffset: `calc(-1 * ${vars.focus.ringWidth})`,
    },
  },
});

export const header = style({ background: vars.color.bg.sunken });

const cellFocus = {
  outline: `${vars.focus.ringWidth} solid ${vars.color.border.focus}`,
  outlineOffset: `calc(-1 * ${vars.focus.ringWidth})`,
} as const;

export const column = style({
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  textAlign: 'start',
  whiteSpace: 'nowrap',
  color: vars.color.text.secondary,
  fontWeight: vars.font.weight.semibold,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-allows-sorting][data-hovered]': {
      color: vars.color.text.primary,
      background: vars.color.bg.hover,
    },
    '&[data-focus-visible]': cellFocus,
  },
});

export const columnEnd = style({ textAlign: 'end' });

export const columnContent = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['1'] });

export const sortIcon = style({ display: 'inline-flex', flexShrink: 0, color: vars.color.text.secondary });

export const sortIconIdle = style({ opacity: 0.6 });

export const body = style({
  selectors: {
    '&[data-empty]': { textAlign: 'center' },
  },
});

export const row = style({
  outline: 'none',
  cursor: 'default',
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  selectors: {
    '&:last-child': { borderBottom: 'none' },
    '&[data-href], &[data-selection-mode], &[data-has-action]': { cursor: 'pointer' },
    '&[data-hovered]': { background: vars.color.bg.hover },
    '&[data-pressed]': { background: vars.color.bg.pressed },
    '&[data-selected]': { background: vars.color.bg.selected },
    '&[data-focus-visible]': cellFocus,
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

export const cell = style({
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['3'],
  verticalAlign: 'middle',
  // A cell may break a long word anywhere (an address or a query must not widen the page), except
  // below desktop width: there columns could shrink to a few letters, so a table squeezed addresses,
  // names and amounts into towers of letters (on phones, and at 800 px in the eight-column users
  // table). break-word keeps words whole when the table sizes its columns, and the container scrolls
  // sideways instead.
  overflowWrap: 'anywhere',
  '@media': { [media.belowDesktop]: { overflowWrap: 'break-word' } },
  outline: 'none',
  selectors: { '&[data-focus-visible]': cellFocus },
});

/** A cell of running text (`Cell prose`): a readable width below desktop width, where the table scrolls. */
export const prose = style({ '@media': { [media.belowDesktop]: { minWidth: '12rem' } } });
