import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../tokens/scale.ts';

export const bar = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(calc(${vars.space['16']} * 3), 1fr))`,
  gap: vars.space['3'],
  alignItems: 'end',
  padding: vars.space['3'],
  background: vars.color.bg.surface,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
});

/**
 * Two tracks wide once there is room; on a phone the grid has one track, and spanning two would add
 * an implicit one and push the bar wider than the screen.
 */
export const search = style({
  gridColumn: '1 / -1',
  '@media': { [media.tablet]: { gridColumn: 'span 2' } },
});

export const icon = style({ width: vars.space['4'], height: vars.space['4'], flexShrink: 0 });
