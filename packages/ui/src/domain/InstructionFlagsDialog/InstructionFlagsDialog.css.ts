import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const documentName = style({ fontWeight: vars.font.weight.semibold });

export const flags = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const flag = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

/** The passage word for word, set apart as a quotation (it is the document's text, not ours). */
export const quote = style({
  margin: 0,
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  borderInlineStart: `${vars.space['1']} solid ${vars.color.tone.warning.border}`,
  background: vars.color.bg.sunken,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
