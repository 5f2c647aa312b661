/** Raw, theme-independent scales. Components never read these directly: they use `vars`. */

export const space = {
  '0': '0',
  '0.5': '2px',
  '1': '4px',
  '2': '8px',
  '3': '12px',
  '4': '16px',
  '5': '20px',
  '6': '24px',
  '8': '32px',
  '10': '40px',
  '12': '48px',
  '16': '64px',
} as const;
export type Space = keyof typeof space;

export const fontFamily = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", "DejaVu Sans Mono", monospace',
} as const;

/** Type scale: size and line height travel together. */
export const fontSize = {
  xs: '12px',
  sm: '14px',
  md: '16px',
  lg: '18px',
  xl: '22px',
  '2xl': '28px',
  '3xl': '34px',
} as const;
export const lineHeight = {
  xs: '16px',
  sm: '20px',
  md: '24px',
  lg: '26px',
  xl: '30px',
  '2xl': '36px',
  '3xl': '42px',
} as const;
export type FontSize = keyof typeof fontSize;

export const fontWeight = { regular: '400', medium: '500', semibold: '600', bold: '700' } as const;

export const radii = { none: '0', sm: '4px', md: '6px', lg: '10px', xl: '16px', full: '9999px' } as const;

export const duration = { instant: '0ms', fast: '120ms', normal: '200ms', slow: '320ms' } as const;
export const easing = {
  standard: 'cubic-bezier(0.2, 0, 0, 1)',
  enter: 'cubic-bezier(0, 0, 0, 1)',
  exit: 'cubic-bezier(0.3, 0, 1, 1)',
} as const;

/** Widths of the dialog sizes; `wide` is the 1200px ticket dialog of the spec. */
export const dialogWidth = { sm: '400px', md: '560px', lg: '800px', wide: '1200px' } as const;

export const breakpoints = { tablet: 768, desktop: 1024 } as const;

/** The media queries of the breakpoints, for `@media` in styles: one spelling everywhere. */
export const media = {
  /** Narrower than a tablet: a phone. */
  phone: `screen and (max-width: ${breakpoints.tablet - 1}px)`,
  /** A tablet and wider. */
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  /** A desktop and wider. */
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  /** Narrower than a desktop: a phone or a tablet. */
  belowDesktop: `screen and (max-width: ${breakpoints.desktop - 1}px)`,
} as const;

export const zIndex = { base: '0', sticky: '100', overlay: '1000', toast: '1100', tooltip: '1200' } as const;
