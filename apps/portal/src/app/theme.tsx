import { Select, SelectItem, type ThemePreference, ThemeRoot } from '@portal/ui';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { storage } from './storage.ts';

const preferences = [
  { id: 'system', label: 'System theme' },
  { id: 'light', label: 'Light theme' },
  { id: 'dark', label: 'Dark theme' },
] as const satisfies readonly { id: ThemePreference; label: string }[];

function storedPreference(): ThemePreference {
  const saved = storage.theme();
  return preferences.some((p) => p.id === saved) ? (saved as ThemePreference) : 'system';
}

const ThemeContext = createContext<{ theme: ThemePreference; setTheme: (theme: ThemePreference) => void }>({
  theme: 'system',
  setTheme: () => {},
});

/** Follows the operating system until the person picks a theme; the choice is remembered. */
export function ThemePreferenceProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<ThemePreference>(storedPreference);
  const setTheme = (next: ThemePreference) => {
    storage.saveTheme(next);
    setThemeState(next);
  };
  return (
    <ThemeContext.Provider value={{ theme, setTheme }}>
      <ThemeRoot theme={theme}>{children}</ThemeRoot>
    </ThemeContext.Provider>
  );
}

/** The theme switch in the navigation bar (and on the sign-in screen). */
export function ThemeSwitch() {
  const { theme, setTheme } = useContext(ThemeContext);
  return (
    <Select
      aria-label="Theme"
      items={preferences}
      selectedKey={theme}
      onSelectionChange={(key) => setTheme(key as ThemePreference)}
    >
      {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
    </Select>
  );
}
