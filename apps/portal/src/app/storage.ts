import { STORAGE_KEYS } from '@portal/contract';

/**
 * What the browser keeps between visits: the user and the ticket filters (the specs' local storage),
 * plus the theme choice. Not the access token, which the specs also list: the session is an HttpOnly
 * cookie no script can read (issue 19), so a script injected into the page cannot carry it off.
 * Reads never throw: storage can be full, disabled or hold another version's JSON, and the portal
 * must still start.
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

/** Where portals before the cookie session kept the access token; deleted at start (`forgetLegacyToken`). */
const LEGACY_TOKEN_KEY = 'portal.access_token';

export const storage = {
  /** The signed-in user of the last visit: a hint that the session cookie is there (checked with `me`). */
  user: <T>() => readJson<T>(STORAGE_KEYS.user),
  saveUser: (user: unknown) => write(STORAGE_KEYS.user, JSON.stringify(user)),
  clearSession: () => write(STORAGE_KEYS.user, null),
  /** A token an older portal left readable by any script: useless now, and a secret, so it goes. */
  forgetLegacyToken: () => write(LEGACY_TOKEN_KEY, null),
  ticketFilters: <T>() => readJson<T>(STORAGE_KEYS.ticketFilters),
  saveTicketFilters: (filters: unknown) => write(STORAGE_KEYS.ticketFilters, JSON.stringify(filters)),
  theme: () => read(THEME_STORAGE_KEY),
  saveTheme: (theme: string) => write(THEME_STORAGE_KEY, theme),
};
