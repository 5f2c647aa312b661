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

/**
 * Runs before the body is parsed: themes the page as `ThemeRoot` will (stored choice, else the
 * system's; the HTML starts light), and turns the copy off when the app will not show the sign-in
 * screen. Any failure (storage disabled) leaves the light theme and the copy on, which is what the
 * app then shows.
 */
function headScript(): string {
  const config = JSON.stringify({
    light: themeClassNames.light,
    dark: themeClassNames.dark,
    themeKey: THEME_STORAGE_KEY,
    tokenKey: STORAGE_KEYS.accessToken,
    callback: CALLBACK_PATH,
    attribute: FIRST_PAINT_ATTRIBUTE,
  });
  return `(function(c){var d=document.documentElement,dark=false;try{var t=localStorage.getItem(c.themeKey);dark=t==='dark'||(t!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches);if(localStorage.getItem(c.tokenKey)||location.pathname===c.callback)d.setAttribute(c.attribute,'off')}catch(e){}if(dark){d.classList.remove(c.light);d.classList.add(c.dark)}d.dataset.theme=dark?'dark':'light'})(${config})`;
}

/** The class <html> carries in the HTML itself: the light theme, so even a page whose scripts never run is styled. */
export const htmlClass = themeClassNames.light;

export function renderFirstPaint(): { head: string; body: string; htmlClass: string } {
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
  const style = `#${FIRST_PAINT_ID}~#root{display:none}[${FIRST_PAINT_ATTRIBUTE}=off] #${FIRST_PAINT_ID}{display:none}`;
  return {
    head: `<script>${headScript()}</script><style>${style}</style>`,
    body: `<div id="${FIRST_PAINT_ID}">${form}</div>`,
    htmlClass,
  };
}
