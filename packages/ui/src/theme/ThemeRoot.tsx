import { type ReactNode, useEffect, useState } from 'react';
import { darkTheme, lightTheme } from './themes.css.ts';
import '../theme/global.css.ts';

export const themeNames = ['light', 'dark'] as const;
export type ThemeName = (typeof themeNames)[number];
export type ThemePreference = ThemeName | 'system';

export const themeClassNames: Record<ThemeName, string> = { light: lightTheme, dark: darkTheme };

const darkQuery = '(prefers-color-scheme: dark)';

/** Resolves `system` to the operating system's current preference, and follows its changes. */
export function useResolvedTheme(preference: ThemePreference): ThemeName {
  const [systemDark, setSystemDark] = useState(
    () => typeof window !== 'undefined' && window.matchMedia?.(darkQuery).matches,
  );
  useEffect(() => {
    const query = window.matchMedia?.(darkQuery);
    if (!query) return;
    const onChange = () => setSystemDark(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  if (preference === 'system') return systemDark ? 'dark' : 'light';
  return preference;
}

export interface ThemeRootProps {
  /** Which theme to apply; `system` follows the operating system. @default 'system' */
  theme?: ThemePreference;
  children: ReactNode;
}

/**
 * Applies a theme class to the document root, so that overlays rendered in portals (dialogs,
 * popovers, toasts) are themed too.
 */
export function ThemeRoot({ theme = 'system', children }: ThemeRootProps) {
  const resolved = useResolvedTheme(theme);
  useEffect(() => {
    const root = document.documentElement;
    const className = themeClassNames[resolved];
    root.classList.add(className);
    root.dataset.theme = resolved;
    return () => root.classList.remove(className);
  }, [resolved]);
  return <>{children}</>;
}
