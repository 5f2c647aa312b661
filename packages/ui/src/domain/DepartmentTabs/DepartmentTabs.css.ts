import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const tabList = style({ overflowX: 'auto', maxWidth: '100%' });

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  whiteSpace: 'nowrap',
});

export const count = style({
  minWidth: vars.space['5'],
  paddingInline: vars.space['1'],
  borderRadius: vars.radius.full,
  background: vars.color.bg.sunken,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  textAlign: 'center',
});
