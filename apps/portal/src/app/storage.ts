import { STORAGE_KEYS } from '@portal/contract';

/**
 * What the browser keeps between visits (the specs' "local storage of token, user and ticket
 * filters", plus the theme choice). Reads never throw: storage can be full, disabled or hold
 * another version's JSON, and the portal must still start.
 */
function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Private mode or a full quota: the session simply is not remembered.
  }
}

function readJson<T>(key: string): T | null {
  const text = read(key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

export const THEME_STORAGE_KEY = 'portal.theme';

export const storage = {
  token: () => read(STORAGE_KEYS.accessToken),
  user: <T>() => readJson<T>(STORAGE_KEYS.user),
  saveSession: (token: string | null, user: unknown) => {
    write(STORAGE_KEYS.accessToken, token);
    write(STORAGE_KEYS.user, JSON.stringify(user));
  },
  clearSession: () => {
    write(STORAGE_KEYS.accessToken, null);
    write(STORAGE_KEYS.user, null);
  },
  ticketFilters: <T>() => readJson<T>(STORAGE_KEYS.ticketFilters),
  saveTicketFilters: (filters: unknown) => write(STORAGE_KEYS.ticketFilters, JSON.stringify(filters)),
  theme: () => read(THEME_STORAGE_KEY),
  saveTheme: (theme: string) => write(THEME_STORAGE_KEY, theme),
};
