import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focus.css.ts';

export const root = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space['3'],
    minWidth: 0,
    // A long conversation costs only the messages near the screen: the browser skips style, layout
    // and paint of the others (they stay in the page and the accessibility tree, and find-in-page
    // reaches them) and keeps the size each one last had, so the scroll bar does not jump. Before a
    // message was ever shown, its size is estimated.
    contentVisibility: 'auto',
  },
  variants: {
    role: {
      user: { flexDirection: 'row-reverse', containIntrinsicBlockSize: `auto ${vars.space['16']}` },
      assistant: {
        flexDirection: 'row',
        containIntrinsicBlockSize: `auto calc(${vars.space['16']} * 6)`,
      },
    },
    streaming: {
      // The reply being streamed is the one the reader follows: always rendered, at its real size.
      true: { contentVisibility: 'visible' },
      false: {},
    },
  },
});

export const avatar = recipe({
  base: {
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.space['8'],
    height: vars.space['8'],
    borderRadius: vars.radius.full,
  },
  variants: {
    role: {
      user: { background: vars.color.accent.subtle, color: vars.color.accent.text },
      assistant: { background: vars.color.bg.sunken, color: vars.color.text.secondary },
    },
  },
});
globalStyle(`${avatar.classNames.base} svg`, { width: vars.space['4'], height: vars.space['4'] });

export const body = recipe({
  base: { display: 'flex', flexDirection: 'column', gap: vars.space['2'], minWidth: 0, flex: 1 },
  variants: {
    role: {
      user: { alignItems: 'flex-end' },
      assistant: { alignItems: 'stretch' },
    },
  },
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  color: vars.color.text.secondary,
});

export const author = style({ fontWeight: vars.font.weight.semibold, color: vars.color.text.primary });

export const responseTime = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['1'] });

export const metaIcon = style({ width: vars.space['4'], height: vars.space['4'], flexShrink: 0 });

export const bubble = recipe({
  base: {
    minWidth: 0,
    maxWidth: '100%',
    padding: vars.space['4'],
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border.subtle}`,
  },
  variants: {
    role: {
      user: {
        maxWidth: '80%',
        background: vars.color.accent.subtle,
        borderColor: 'transparent',
        paddingBlock: vars.space['2'],
        paddingInline: vars.space['3'],
      },
      assistant: { background: vars.color.bg.surface },
    },
  },
});

export const userText = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  color: vars.color.text.primary,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const feedback = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = style({
  float: 'left',
  marginInlineEnd: vars.space['2'],
  padding: 0,
  fontSize: vars.font.size.xs,
  color: vars.color.text.secondary,
});

export const thumb = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.space['8'],
    height: vars.space['8'],
    padding: 0,
    borderRadius: vars.radius.md,
    border: `1px solid transparent`,
    background: 'transparent',
    color: vars.color.text.secondary,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { background: vars.color.bg.hover },
      '&[data-pressed]': { background: vars.color.bg.pressed },
      '&[data-selected]': {
        background: vars.color.accent.subtle,
        borderColor: vars.color.accent.solid,
        color: vars.color.accent.text,
      },
    },
  },
]);
globalStyle(`${thumb} svg`, { width: vars.space['4'], height: vars.space['4'] });

export const escalate = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  flexWrap: 'wrap',
});

export const prompt = style({ fontSize: vars.font.size.sm, color: vars.color.text.secondary });

export const suggestion = style({
  margin: 0,
  fontSize: vars.font.size.xs,
  color: vars.color.text.secondary,
});
