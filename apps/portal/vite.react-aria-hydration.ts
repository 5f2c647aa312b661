import type { Plugin } from 'vite';

/**
 * Four one-line edits to react-aria's published code, for pages the server rendered and the browser
 * hydrates (ADR 0009). Each removes work react-aria does synchronously once hydration ends, in the task
 * that commits the hydrated page (or the next), for nothing that changes on screen.
 *
 * The first two remove a re-render of every component that made an id or read the locale: on the
 * ticket list about 320 components (every button, field and popover); Lighthouse's total blocking time
 * there went from 121 to 44 ms (median of 3, benchmarkIndex ~3,500).
 *
 * - react-aria's ids read `useIsSSR()` once, through `useSyncExternalStore`, to choose their prefix:
 *   'react-aria' for a server render or a hydration, 'react-aria' plus a random number otherwise, so
 *   that two copies of react-aria in one page cannot make the same id. The portal is the page's only
 *   React root and bundles one copy, so the ids take the plain prefix always, as the server's do (and
 *   as react-aria's own tests do); React's `useId` keeps them unique.
 * - `useLocale()` reads the browser's default locale even under an `I18nProvider` that gives one
 *   (adobe/react-spectrum#7344, open upstream). The portal always gives one (`App.tsx`), so the default
 *   is read only where no provider is; the provider never comes or goes, so the hook order holds.
 * - `useSlotId()` (a field's description, a dialog's title) checks that its element exists in a layout
 *   effect and sets state there. A state set in a layout effect is rendered at once, and with it React
 *   runs every effect of the freshly hydrated page in the same task. Checked in a passive effect, the
 *   page's effects run in a task of their own: the ticket list's longest task after hydration went from
 *   91 to 49 ms (CPU 8.5x, median of 3 traces). Until then an `aria-describedby` may name an element
 *   that is not there, which no one reads before the page answers.
 * - `usePress()` adds a style element to the head from the first pressable's effect (touch-action for
 *   `[data-react-aria-pressable]`: no double-tap-zoom delay). A stylesheet added after the first paint
 *   makes the browser restyle every element and lay out the whole page again: 80-100 ms of one task on
 *   the ticket list at CPU 8.5x, traced. @portal/ui's global stylesheet carries the same rule from the
 *   first paint (`theme/global.css.ts`), so the element is not added.
 *
 * Browser and server builds only (the dev server pre-bundles react-aria and never hydrates). If
 * react-aria's code changes under an edit, the build fails here: check the upstream issue, then adapt
 * or drop the edit.
 */

/** An edit: the code with it made, or null when the code is not what it expects. */
interface Edit {
  file: RegExp;
  what: string;
  apply: (code: string) => string | null;
}

/** Replaces the one match of `find` (`$1`... in `replace` are its groups), or null when there is none. */
function replaceOnce(code: string, find: RegExp, replace: string): string | null {
  return find.test(code) ? code.replace(find, replace) : null;
}

const edits: Edit[] = [
  {
    file: /\/react-aria\/dist\/private\/ssr\/SSRProvider\.mjs$/,
    what: "the id prefix's useIsSSR()",
    apply: (code) =>
      replaceOnce(
        code,
        /let \[didSSR\] = \(0, (\$[\w$]+)\)\(\$[\w$]+\(\)\);/,
        'let [didSSR] = (0, $1)(true);',
      ),
  },
  {
    file: /\/react-aria\/dist\/private\/i18n\/I18nProvider\.mjs$/,
    what: "useLocale()'s default locale",
    apply: (code) =>
      replaceOnce(
        code,
        /let defaultLocale = (\(0, \$[\w$]+\)\(\));\n(\s*)let context = (\(0, \$[\w$]+\)\(\$[\w$]+\$I18nContext\));\n\s*return context \|\| defaultLocale;/,
        'let context = $3;\n$2if (context) return context;\n$2return $1;',
      ),
  },
  {
    file: /\/react-aria\/dist\/private\/utils\/useId\.mjs$/,
    what: "useSlotId()'s layout effect",
    apply: (code) => {
      // The module's own name for React's useEffect (it imports it for useId).
      const useEffect = /\buseEffect as (\$[\w$]+)/.exec(code)?.[1];
      if (!useEffect) return null;
      // `$$` writes a '$': the names are full of them.
      return replaceOnce(
        code,
        /\(0, \$[\w$]+\)\(updateId, \[/,
        `(0, ${useEffect.replaceAll('$', '$$$$')})(updateId, [`,
      );
    },
  },
  {
    file: /\/react-aria\/dist\/private\/interactions\/usePress\.mjs$/,
    what: "usePress()'s style element",
    apply: (code) =>
      replaceOnce(
        code,
        /if \(!ownerDocument \|\| !ownerDocument\.head \|\| ownerDocument\.getElementById\(\$[\w$]+\$STYLE_ID\)\) return;/,
        'return;',
      ),
  },
];

export function reactAriaHydration(): Plugin {
  const applied = new Set<string>();
  return {
    name: 'portal:react-aria-hydration',
    apply: 'build',
    buildStart() {
      applied.clear();
    },
    transform(code, id) {
      const edit = edits.find((candidate) => candidate.file.test(id.split('?')[0] ?? id));
      if (!edit) return null;
      const edited = edit.apply(code);
      if (edited === null) {
        this.error(`react-aria changed: ${edit.what} is not where vite.react-aria-hydration.ts expects it`);
      }
      applied.add(edit.what);
      return { code: edited, map: null };
    },
    buildEnd(error) {
      if (error) return;
      const missing = edits.filter((edit) => !applied.has(edit.what)).map((edit) => edit.what);
      if (missing.length) this.error(`react-aria changed: ${missing.join(' and ')} not found in the build`);
    },
  };
}
