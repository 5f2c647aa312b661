import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const notice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  margin: 0,
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.tone.neutral.border}`,
  background: vars.color.tone.neutral.subtle,
  color: vars.color.tone.neutral.text,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  overflowWrap: 'anywhere',
});

export const icon = style({ width: vars.space['4'], height: vars.space['4'], flexShrink: 0 });
