import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { media } from '../tokens/scale.ts';
import { vars } from './contract.css.ts';

const responsive = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': media.tablet },
    desktop: { '@media': media.desktop },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    marginLeft: vars.space,
    marginRight: vars.space,
    gridTemplateColumns: {
      '1': 'minmax(0, 1fr)',
      '2': 'repeat(2, minmax(0, 1fr))',
      '3': 'repeat(3, minmax(0, 1fr))',
      '4': 'repeat(4, minmax(0, 1fr))',
    },
    textAlign: ['left', 'center', 'right'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const colors = defineProperties({
  properties: {
    color: {
      primary: vars.color.text.primary,
      secondary: vars.color.text.secondary,
      link: vars.color.text.link,
      neutral: vars.color.tone.neutral.text,
      info: vars.color.tone.info.text,
      success: vars.color.tone.success.text,
      warning: vars.color.tone.warning.text,
      danger: vars.color.tone.danger.text,
    },
    background: {
      canvas: vars.color.bg.canvas,
      surface: vars.color.bg.surface,
      raised: vars.color.bg.raised,
      sunken: vars.color.bg.sunken,
    },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    flexGrow: ['0', '1'],
    flexShrink: ['0', '1'],
    minWidth: ['0'],
    width: { full: '100%', auto: 'auto' },
    overflow: ['hidden', 'auto', 'visible'],
    position: ['relative', 'absolute', 'sticky'],
  },
});

/** Layout atoms: responsive spacing, flex and grid, plus themed colours, radii and shadows. */
export const sprinkles = createSprinkles(responsive, colors);
export type Sprinkles = Parameters<typeof sprinkles>[0];
