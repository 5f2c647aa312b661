/**
 * The first paint: the build renders the sign-in screen into index.html (`../first-paint.server.tsx`,
 * `vite.first-paint.ts`), so a signed-out visitor sees the form as soon as the HTML and its CSS
 * arrive instead of after ~150 KB of script. A small script in the page's head themes that copy,
 * hides it when the page will not show the sign-in screen (a stored session, the corporate callback),
 * and loads the app: right after the copy's first paint, or at once when there is no copy.
 *
 * It is a picture, not a hydrated tree: whether the session is restored is known only in the browser
 * (from the stored user; the session cookie is HttpOnly), so React renders the app into #root as usual
 * (hidden while the copy is there) and the sign-in screen takes over once mounted, keeping what was typed.
 */

/** The element holding the painted copy (a sibling before #root). */
export const FIRST_PAINT_ID = 'first-paint';
/** Set on <html> by the head script when the copy must not show (`off`). */
export const FIRST_PAINT_ATTRIBUTE = 'data-first-paint';

/** The sign-in form's field names (`SignInForm`), by which the copy's typing is carried over. */
export const SIGN_IN_FIELDS = { email: 'email', personalCode: 'personal_code' } as const;

function copy(): HTMLElement | null {
  return document.getElementById(FIRST_PAINT_ID);
}

/** What was typed into the painted copy before the script ran, and which field had the caret. */
export function typedBeforeScript(): { email: string; personalCode: string; focused: string | null } {
  const root = copy();
  const value = (name: string) => root?.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? '';
  const active = document.activeElement;
  const focused = active instanceof HTMLInputElement && root?.contains(active) ? active.name : null;
  return {
    email: value(SIGN_IN_FIELDS.email),
    personalCode: value(SIGN_IN_FIELDS.personalCode),
    focused,
  };
}

/** Removes the painted copy (showing #root in the same frame) and puts the caret back where it was. */
export function handOverFirstPaint(focused: string | null = null): void {
  const root = copy();
  if (!root) return;
  root.remove();
  if (focused) document.querySelector<HTMLInputElement>(`#root input[name="${focused}"]`)?.focus();
}

/** Before the first render: drop the copy if the head script said this page will not show it. */
export function dropUnusedFirstPaint(): void {
  if (document.documentElement.getAttribute(FIRST_PAINT_ATTRIBUTE) === 'off') copy()?.remove();
}
