import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../tokens/scale.ts';

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  minHeight: 0,
  maxHeight: '100%',
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  paddingBlock: vars.space['4'],
  paddingInline: vars.space['5'],
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

export const title = style({
  flex: '1 1 auto',
  minWidth: 0,
  paddingTop: vars.space['1'],
  '@media': {
    // On a phone the header stays while the body scrolls: a long title (a ticket's subject) at the
    // desktop size took three lines, a fifth of the screen. '&&' outranks the Heading's size class.
    [media.phone]: {
      selectors: { '&&': { fontSize: vars.font.size.lg, lineHeight: vars.font.lineHeight.lg } },
    },
  },
});

export const close = style({ flexShrink: 0, marginRight: `calc(-1 * ${vars.space['2']})` });

export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  paddingBlock: vars.space['5'],
  paddingInline: vars.space['5'],
  overflowWrap: 'anywhere',
  outline: 'none',
  selectors: {
    // A plain element (no react-aria focus state): the native keyboard-focus pseudo-class.
    '&:focus-visible': {
      outline: `${vars.focus.ringWidth} solid ${vars.color.border.focus}`,
      outlineOffset: `calc(-1 * ${vars.focus.ringWidth})`,
    },
  },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
  paddingBlock: vars.space['4'],
  paddingInline: vars.space['5'],
  borderTop: `1px solid ${vars.color.border.subtle}`,
});
