import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  minWidth: 0,
  color: vars.color.text.primary,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  overflowWrap: 'anywhere',
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const actionSection = style([
  section,
  {
    padding: vars.space['3'],
    borderRadius: vars.radius.md,
    background: vars.color.tone.warning.subtle,
    border: `1px solid ${vars.color.tone.warning.border}`,
  },
]);

export const sectionHeading = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });

export const sectionIcon = style({ display: 'inline-flex', color: vars.color.text.secondary });
globalStyle(`${sectionIcon} svg`, { width: vars.space['4'], height: vars.space['4'] });
globalStyle(`${actionSection} ${sectionIcon}`, { color: vars.color.tone.warning.text });

export const paragraph = style({ margin: 0 });

export const plainText = style({ margin: 0, whiteSpace: 'pre-wrap' });

const listBase = {
  margin: 0,
  paddingInlineStart: vars.space['6'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
} as const;
export const list = style({ ...listBase, listStyleType: 'disc' });
export const numbered = style({ ...listBase, listStyleType: 'decimal' });

export const documents = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});

export const document = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space['2'] });

export const documentIcon = style({
  flexShrink: 0,
  width: vars.space['4'],
  height: vars.space['4'],
  marginTop: vars.space['0.5'],
  color: vars.color.text.secondary,
});

export const documentText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const documentLink = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['1'] });

export const documentName = style({ fontWeight: vars.font.weight.medium });

export const downloadIcon = style({ flexShrink: 0, width: vars.space['4'], height: vars.space['4'] });

export const documentMeta = style({ color: vars.color.text.secondary, fontSize: vars.font.size.xs });

/** Room for the next section while the answer streams: the next section replaces it in place. */
export const placeholder = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  minHeight: vars.space['16'],
});

const blink = keyframes({ '50%': { opacity: 0 } });

export const caret = style({
  display: 'inline-block',
  width: vars.space['0.5'],
  height: '1em',
  marginInlineStart: vars.space['0.5'],
  verticalAlign: 'text-bottom',
  background: vars.color.text.secondary,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${blink} 1s steps(1) infinite` },
  },
});

/**
 * The numbered button after a statement that opens its source: small and raised like a footnote mark,
 * inside the line (its line box is not made taller), with the focus ring of every control.
 */
export const sourceButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.space['5'],
  height: vars.font.lineHeight.xs,
  marginInlineStart: vars.space['0.5'],
  paddingInline: vars.space['1'],
  verticalAlign: 'text-top',
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.full,
  background: vars.color.accent.subtle,
  color: vars.color.accent.text,
  fontFamily: 'inherit',
  fontSize: vars.font.size.xs,
  lineHeight: 1,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.border.strong },
    '&[data-pressed]': { background: vars.color.bg.pressed },
    '&[data-focus-visible]': {
      outline: `${vars.focus.ringWidth} solid ${vars.color.border.focus}`,
      outlineOffset: vars.focus.ringOffset,
    },
  },
});

export const sourcePopover = style({ maxWidth: `min(28rem, calc(100vw - ${vars.space['4']}))` });

export const sourceDialog = style({ maxWidth: 'none' });

export const sourceFigure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  overflowWrap: 'anywhere',
});

/** The document's sentence, word for word. */
export const sourceQuote = style({
  margin: 0,
  paddingInlineStart: vars.space['3'],
  borderInlineStart: `${vars.space['1']} solid ${vars.color.border.strong}`,
  color: vars.color.text.primary,
});

export const sourceQuoteIcon = style({
  display: 'inline-block',
  width: vars.space['4'],
  height: vars.space['4'],
  marginInlineEnd: vars.space['1'],
  verticalAlign: 'text-bottom',
  color: vars.color.text.secondary,
});

export const sourceCaption = style({ display: 'flex', flexDirection: 'column' });
