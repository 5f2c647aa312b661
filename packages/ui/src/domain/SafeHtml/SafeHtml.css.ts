import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  color: vars.color.text.primary,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  overflowWrap: 'anywhere',
  minWidth: 0,
});

globalStyle(`${root} > :first-child`, { marginTop: 0 });
globalStyle(`${root} > :last-child`, { marginBottom: 0 });
globalStyle(`${root} p, ${root} ul, ${root} ol, ${root} blockquote, ${root} pre`, {
  marginTop: 0,
  marginBottom: vars.space['2'],
});
globalStyle(`${root} ul, ${root} ol`, { paddingLeft: vars.space['6'] });
globalStyle(`${root} a`, { color: vars.color.text.link, textDecoration: 'underline' });
globalStyle(`${root} a:focus-visible`, {
  outline: `${vars.focus.ringWidth} solid ${vars.color.border.focus}`,
  outlineOffset: vars.focus.ringOffset,
});
globalStyle(`${root} img`, { maxWidth: '100%', height: 'auto' });
globalStyle(`${root} pre, ${root} code`, { fontFamily: vars.font.family.mono, whiteSpace: 'pre-wrap' });
globalStyle(`${root} blockquote`, {
  marginLeft: 0,
  paddingLeft: vars.space['3'],
  borderLeft: `${vars.space['1']} solid ${vars.color.border.subtle}`,
  color: vars.color.text.secondary,
});
