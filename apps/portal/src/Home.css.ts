import { vars } from '@portal/ui/css';
import { style } from '@vanilla-extract/css';

export const page = style({
  maxWidth: 720,
  margin: '0 auto',
  padding: `${vars.space['12']} ${vars.space['4']}`,
  display: 'grid',
  gap: vars.space['4'],
  justifyItems: 'start',
});
export const title = style({ fontSize: vars.font.size['3xl'], lineHeight: vars.font.lineHeight['3xl'] });
export const lead = style({ color: vars.color.text.secondary, fontSize: vars.font.size.lg });
export const status = style({ color: vars.color.text.secondary });
