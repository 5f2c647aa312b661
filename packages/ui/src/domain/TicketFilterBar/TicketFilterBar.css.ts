import { globalStyle, style } from '@vanilla-extract/css';
import { label as fieldLabel } from '../../components/Field/Field.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../tokens/scale.ts';

/** No box of its own: a toolbar above the columns, one row while folded. */
export const bar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  minWidth: 0,
});

/** Search, status and the two buttons; on a phone the search has a line of its own. */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
});

/**
 * A field with its label beside it ('Status [All Open]') rather than above: the toolbar is one
 * control high. '&&' outranks the field's own column layout.
 */
export const inlineField = style({
  selectors: { '&&': { flexDirection: 'row', alignItems: 'center', gap: vars.space['2'] } },
});
globalStyle(`${inlineField} > ${fieldLabel}`, {
  flexShrink: 0,
  whiteSpace: 'nowrap',
  color: vars.color.text.secondary,
});
globalStyle(`${inlineField} > :not(${fieldLabel})`, { flex: '1 1 auto', minWidth: 0 });

export const search = style({ flex: '1 1 100%', '@media': { [media.tablet]: { flex: '1 1 16rem' } } });

export const status = style({ flex: '1 1 7rem', maxWidth: `calc(${vars.space['16']} * 4)` });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

/** The folded filters, opened: a grid of the four selects, in a box like a dropdown panel. */
export const more = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, calc(${vars.space['16']} * 3)), 1fr))`,
  gap: vars.space['3'],
  padding: vars.space['3'],
  background: vars.color.bg.surface,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const icon = style({ width: vars.space['4'], height: vars.space['4'], flexShrink: 0 });
