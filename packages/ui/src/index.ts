import './theme/global.css.ts';

export * from './components/index.ts';
export * from './domain/index.ts';
export { useMediaQuery } from './hooks/useMediaQuery.ts';
export {
  type ThemeName,
  type ThemePreference,
  ThemeRoot,
  type ThemeRootProps,
  themeClassNames,
  themeNames,
  useResolvedTheme,
} from './theme/ThemeRoot.tsx';
export { darkTheme, lightTheme } from './theme/themes.css.ts';
// The breakpoints as media queries, for `useMediaQuery` (also in `@portal/ui/css` for styles).
export { breakpoints, media } from './tokens/scale.ts';
