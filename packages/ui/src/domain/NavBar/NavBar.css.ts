import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { breakpoints } from '../../tokens/scale.ts';

const bar = createContainer();
/**
 * Three arrangements by the bar's own width. Narrow (a phone): the bell, the theme switch and a 'Menu'
 * button; links and the user fold into a panel. From tablet width the links and the user show on a
 * second row under the brand. From ONE_ROW everything fits on one row: an administrator's five links,
 * the role badge, a short name, Logout, the bell and the theme switch measure ~1,110 px (longer names
 * truncate). Below it, one row overflowed: Logout slid under the bell at 800 px.
 */
const ONE_ROW = 1120;
const tabletUp = `${bar} (min-width: ${breakpoints.tablet}px)`;
const wide = `${bar} (min-width: ${ONE_ROW}px)`;

export const root = style({
  containerName: bar,
  containerType: 'inline-size',
  background: vars.color.bg.surface,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  color: vars.color.text.primary,
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['4'],
  minHeight: vars.space['16'],
  boxSizing: 'border-box',
});

export const brand = style({
  order: 0,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.primary,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  outline: 'none',
  whiteSpace: 'nowrap',
  marginInlineEnd: vars.space['2'],
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.focus.ringWidth} solid ${vars.color.border.focus}`,
      outlineOffset: vars.focus.ringOffset,
    },
  },
});

export const always = style({
  order: 1,
  marginInlineStart: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  '@container': { [wide]: { order: 3, marginInlineStart: 0 } },
});

export const toggle = style({
  '@container': { [tabletUp]: { display: 'none' } },
});

export const panel = style({
  order: 2,
  flexBasis: '100%',
  display: 'none',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space['3'],
  paddingBlock: vars.space['2'],
  selectors: { '&[data-open]': { display: 'flex' } },
  '@container': {
    [tabletUp]: { display: 'flex', flexDirection: 'row', alignItems: 'center', paddingBlock: 0 },
    [wide]: { flexBasis: 'auto', flex: 1, minWidth: 0 },
  },
});

/** The links keep their row; the user cluster gives way first (the name truncates). */
export const nav = style({
  '@container': { [tabletUp]: { flexShrink: 0 } },
});

export const links = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['0.5'],
  '@container': { [tabletUp]: { flexDirection: 'row', flexWrap: 'wrap' } },
});

export const link = style({
  display: 'block',
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.md,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.bg.hover, color: vars.color.text.primary },
    // The page's own link and its section's link ('true' on /boost/admin for BOOST Support).
    '&[aria-current="page"], &[aria-current="true"]': {
      background: vars.color.accent.subtle,
      color: vars.color.accent.text,
      fontWeight: vars.font.weight.semibold,
    },
    '&[data-focus-visible]': {
      outline: `${vars.focus.ringWidth} solid ${vars.color.border.focus}`,
      outlineOffset: vars.focus.ringOffset,
    },
  },
});

export const user = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  paddingTop: vars.space['3'],
  borderTop: `1px solid ${vars.color.border.subtle}`,
  '@container': {
    [tabletUp]: {
      marginInlineStart: 'auto',
      paddingTop: 0,
      borderTop: 'none',
      flexWrap: 'nowrap',
      minWidth: 0,
    },
  },
});

export const name = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  fontWeight: vars.font.weight.medium,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  maxWidth: '16rem',
});

/** Only the name gives way when the row is tight: the role badge and Logout keep their size. */
globalStyle(`${user} > :not(${name})`, { flexShrink: 0 });
