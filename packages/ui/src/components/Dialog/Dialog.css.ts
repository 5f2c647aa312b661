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

const footerChrome = {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
  paddingBlock: vars.space['4'],
  paddingInline: vars.space['5'],
  borderTop: `1px solid ${vars.color.border.subtle}`,
} as const;

/**
 * A form's actions inside the body (FormActions in a Dialog): they look like the dialog's footer and
 * stay at the bottom of the body while the fields scroll, so Cancel and Create Ticket never leave the
 * screen (they scrolled out of view on an 800 px tall screen, and after a refused submit). They stay
 * in the form, after its fields, for the order of reading and Tab.
 */
export const bodyActions = style({
  ...footerChrome,
  position: 'sticky',
  bottom: 0,
  zIndex: 1,
  marginInline: `calc(-1 * ${vars.space['5']})`,
  background: vars.color.bg.raised,
});

export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  paddingBlock: vars.space['5'],
  paddingInline: vars.space['5'],
  overflowWrap: 'anywhere',
  outline: 'none',
  selectors: {
    // Sticky actions end the body flush with its bottom, and a field the keyboard reaches is
    // scrolled above them rather than behind them.
    [`&:has(${bodyActions})`]: {
      paddingBlockEnd: 0,
      scrollPaddingBlockEnd: `calc(${vars.space['16']} + ${vars.space['4']})`,
    },
    // A plain element (no react-aria focus state): the native keyboard-focus pseudo-class.
    '&:focus-visible': {
      outline: `${vars.focus.ringWidth} solid ${vars.color.border.focus}`,
      outlineOffset: `calc(-1 * ${vars.focus.ringWidth})`,
    },
  },
});

export const footer = style(footerChrome);
