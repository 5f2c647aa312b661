import { Button, type ThemePreference, ThemeRoot } from '@portal/ui';
import { Monitor, Moon, Sun } from 'lucide-react';
import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import { storage } from './storage.ts';

/** The order the switch steps through, and how each choice is named and drawn. */
const choices = [
  { id: 'system', label: 'System', Icon: Monitor },
  { id: 'light', label: 'Light', Icon: Sun },
  { id: 'dark', label: 'Dark', Icon: Moon },
] as const satisfies readonly { id: ThemePreference; label: string; Icon: unknown }[];

function storedPreference(): ThemePreference {
  const saved = storage.theme();
  return choices.some((c) => c.id === saved) ? (saved as ThemePreference) : 'system';
}

const ThemeContext = createContext<{ theme: ThemePreference; setTheme: (theme: ThemePreference) => void }>({
  theme: 'system',
  setTheme: () => {},
});

/** Who shows the theme choice: told when it changes. */
const themeListeners = new Set<() => void>();
function subscribeToTheme(listener: () => void) {
  themeListeners.add(listener);
  return () => themeListeners.delete(listener);
}
function setTheme(next: ThemePreference) {
  storage.saveTheme(next);
  for (const listener of themeListeners) listener();
}

/**
 * Follows the operating system until the person picks a theme; the choice is remembered (local
 * storage). A server cannot read it, so a server-rendered page is hydrated as 'System' and shows the
 * stored choice right after (the page's head script has already themed it before the first paint:
 * only the switch's label changes).
 */
export function ThemePreferenceProvider({ children }: { children: ReactNode }) {
  const theme = useSyncExternalStore(subscribeToTheme, storedPreference, () => 'system' as const);
  return (
    <ThemeContext.Provider value={{ theme, setTheme }}>
      <ThemeRoot theme={theme}>{children}</ThemeRoot>
    </ThemeContext.Provider>
  );
}

/**
 * The theme switch (navigation bar and sign-in screen): one button stepping System -> Light ->
 * Dark. A button rather than a select keeps the first load small (no listbox or popover code).
 */
export function ThemeSwitch() {
  const { theme, setTheme } = useContext(ThemeContext);
  const index = choices.findIndex((c) => c.id === theme);
  const current = choices[index] ?? choices[0];
  const next = choices[(index + 1) % choices.length] ?? choices[0];
  const { Icon } = current;
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={`Theme: ${current.label}. Switch to ${next.label}`}
      onPress={() => setTheme(next.id)}
    >
      <Icon size={16} aria-hidden="true" />
      {current.label}
    </Button>
  );
}
