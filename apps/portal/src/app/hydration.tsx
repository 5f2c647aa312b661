import { type ReactNode, Suspense, useEffect, useSyncExternalStore } from 'react';

/**
 * Set on #root by the server when it wrote the page's HTML there (`entry-server.tsx`): the browser
 * hydrates it instead of rendering anew (`main.tsx`).
 */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/**
 * Set on #root once the app has taken the page over (hydrated, or rendered in the browser): from then
 * on a press does something. Before it, a server-rendered page shows but does not answer; the
 * journeys wait for it before they press anything.
 */
export const INTERACTIVE_ATTRIBUTE = 'data-interactive';

/**
 * Whether React is still hydrating the server's page: set by `main.tsx` before `hydrateRoot`, cleared
 * once the first render is committed. What only the browser knows (local storage) must not change
 * that render, or it would not match the server's HTML: it is applied right after instead.
 */
export const hydration = { pending: false };

const subscribeToNothing = () => () => {};

/**
 * False while React renders on the server or hydrates, true from the render right after hydration
 * (or from the first, without hydration): the same signal react-aria's `useIsSSR` reads, on which its
 * collections (tabs, lists, grids) render their items anew, with new elements, once hydrated.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * Marks #root interactive (`INTERACTIVE_ATTRIBUTE`) once the app has taken the page over: after the
 * render that follows the screen's hydration, so that no element a press could land on is still to be
 * replaced (rendered beside each screen, `app/routes.tsx`). A leaf of its own: that render is synchronous (React's rule for a store that differs from the
 * server's), and in a component with children it would render the whole page again in one long task
 * (measured: 271 ms of the dashboard's blocking time on Lighthouse's 4x slower CPU).
 */
export function InteractiveMark(): null {
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated) return;
    hydration.pending = false;
    document.getElementById('root')?.setAttribute(INTERACTIVE_ATTRIBUTE, '');
  }, [hydrated]);
  return null;
}

/**
 * What was typed into a server-rendered form before the app's script ran, read once the app has
 * taken the page over: `name` -> value, for the named inputs inside `form`. The app's state starts
 * empty (as the server rendered it), so without this the first keystrokes would be lost.
 */
export function typedBeforeHydration(form: string, names: readonly string[]): Record<string, string> {
  const typed: Record<string, string> = {};
  const root = document.querySelector(form);
  for (const name of names) {
    const input = root?.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    if (input?.value) typed[name] = input.value;
  }
  return typed;
}

/**
 * A part of a screen that hydrates, and is committed, on its own: a Suspense boundary around a part
 * that never suspends. React commits a hydrated boundary, and runs every effect in it, in one task;
 * a screen in a few such parts becomes a few shorter tasks instead of one long one (measured on the
 * ticket list's columns and the chat's list, messages and box: ADR 0009, session 15).
 */
export function HydratesApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** Runs `work` when the browser is idle (after 1.5 s where it cannot tell): for code fetched ahead. */
export function whenIdle(work: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work);
  else window.setTimeout(work, 1500);
}
