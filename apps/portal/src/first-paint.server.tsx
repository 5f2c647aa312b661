/**
 * Build-time only (run by `vite.first-paint.ts` in Node after the client build): the markup and
 * the head script of the first paint described in `app/first-paint.ts`. Everything it prints comes
 * from the same modules the browser runs (the form, the theme class names, the storage keys), so the
 * copy and the app cannot drift apart.
 */
import { STORAGE_KEYS } from '@portal/contract';
import { themeClassNames } from '@portal/ui';
import { renderToStaticMarkup } from 'react-dom/server';
import { FIRST_PAINT_ATTRIBUTE, FIRST_PAINT_ID } from './app/first-paint.ts';
import { CALLBACK_PATH } from './app/paths.ts';
import { THEME_STORAGE_KEY } from './app/storage.ts';
import { SignInForm } from './screens/SignIn/SignInForm.tsx';

const noop = () => {};

/** What the head script needs, fixed at build time. */
interface BootConfig {
  light: string;
  dark: string;
  themeKey: string;
  userKey: string;
  callback: string;
  attribute: string;
  /** The entry module and the chunks it imports at once (Vite's `modulepreload` list). */
  entry: string;
  preloads: string[];
}

/**
 * The page's head script, run before the body is parsed (serialised with `toString`, so it must
 * not close over anything). It themes the page as `ThemeRoot` will (stored choice, else the
 * system's; the HTML starts light) and decides whether the copy shows: not for a stored user or
 * the corporate callback. Then it loads the app: at once when nothing is painted before it, else
 * right after the copy's first paint, so that the form's stylesheets do not share the link with
 * ~150 KB of script, and the paint does not wait for it. Any failure (storage disabled) leaves the
 * light theme and the copy on, which is what the app then shows.
 */
function boot(c: BootConfig) {
  const root = document.documentElement;
  let dark = false;
  let copyShows = true;
  try {
    const theme = localStorage.getItem(c.themeKey);
    dark = theme === 'dark' || (theme !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
    copyShows = !localStorage.getItem(c.userKey) && location.pathname !== c.callback;
  } catch {}
  if (dark) {
    root.classList.remove(c.light);
    root.classList.add(c.dark);
  }
  root.dataset.theme = dark ? 'dark' : 'light';
  if (!copyShows) root.setAttribute(c.attribute, 'off');

  const load = () => {
    for (const href of c.preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = c.entry;
    document.head.append(script);
  };
  // The first frame that renders is the copy's paint (stylesheets block it); a hidden tab never
  // renders, so it loads at once.
  if (copyShows && document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(load));
  else load();
}

function headScript(scripts: { entry: string; preloads: string[] }): string {
  const config: BootConfig = {
    light: themeClassNames.light,
    dark: themeClassNames.dark,
    themeKey: THEME_STORAGE_KEY,
    // The stored user, not a cookie: the session cookie is HttpOnly (this script cannot see it), and
    // a readable `signed_in=1` hint cookie would be a second record of the same fact that can drift
    // from the first. The app itself decides from the stored user (it confirms with /auth/me), so the
    // copy shows exactly when the app will show the sign-in screen without asking the server; a stored
    // user whose session has ended gets a spinner then the sign-in screen, as an expired token did.
    userKey: STORAGE_KEYS.user,
    callback: CALLBACK_PATH,
    attribute: FIRST_PAINT_ATTRIBUTE,
    ...scripts,
  };
  return `(${boot.toString()})(${JSON.stringify(config)})`;
}

/** The class <html> carries in the HTML itself: the light theme, so even a page whose scripts never run is styled. */
const htmlClass = themeClassNames.light;

/**
 * The first paint's parts for index.html: `head` (the head script and the copy's style rules) and
 * `body` (the copy). `scripts` are the app's entry and preloads, which the head script loads.
 */
export function renderFirstPaint(scripts: { entry: string; preloads: string[] }): {
  head: string;
  body: string;
  htmlClass: string;
} {
  const form = renderToStaticMarkup(
    <SignInForm
      busy={false}
      error={null}
      corporateAvailable={false}
      corporateConfigLoaded={false}
      email=""
      personalCode=""
      onEmailChange={noop}
      onPersonalCodeChange={noop}
      onSubmitCode={noop}
      onCorporate={noop}
    />,
  );
  // The app renders into #root behind the copy; the sign-in screen removes the copy once mounted.
  // The copy's theme switch keeps its place but is hidden: without the script a press would be lost.
  const style = [
    `#${FIRST_PAINT_ID}~#root{display:none}`,
    `[${FIRST_PAINT_ATTRIBUTE}=off] #${FIRST_PAINT_ID}{display:none}`,
    `#${FIRST_PAINT_ID} header button{visibility:hidden}`,
  ].join('');
  return {
    head: `<script>${headScript(scripts)}</script><style>${style}</style>`,
    body: `<div id="${FIRST_PAINT_ID}">${form}</div>`,
    htmlClass,
  };
}
