import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['4'],
  // auto-fit: four systems share a wide row instead of leaving an empty fifth column beside them.
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
});

// Inline beside the title's last word: the global reset makes every svg a block, which put the icon
// on a line of its own under the title.
export const newTab = style({
  display: 'inline-block',
  marginLeft: vars.space['1'],
  verticalAlign: 'middle',
  color: vars.color.text.secondary,
});
