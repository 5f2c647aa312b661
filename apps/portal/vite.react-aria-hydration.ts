import type { Plugin } from 'vite';

/**
 * Two one-line edits to react-aria's published code, for pages the server rendered and the browser
 * hydrates (ADR 0009). Both remove a re-render that react-aria asks for once hydration ends and that
 * changes nothing on screen: React runs it synchronously, in one task, for every component concerned.
 * On the ticket list that was about 320 components (every button, field and popover); Lighthouse's
 * total blocking time there went from 121 to 44 ms (median of 3, benchmarkIndex ~3,500).
 *
 * - react-aria's ids read `useIsSSR()` once, through `useSyncExternalStore`, to choose their prefix:
 *   'react-aria' for a server render or a hydration, 'react-aria' plus a random number otherwise, so
 *   that two copies of react-aria in one page cannot make the same id. The portal is the page's only
 *   React root and bundles one copy, so the ids take the plain prefix always, as the server's do (and
 *   as react-aria's own tests do); React's `useId` keeps them unique.
 * - `useLocale()` reads the browser's default locale even under an `I18nProvider` that gives one
 *   (adobe/react-spectrum#7344, open upstream). The portal always gives one (`App.tsx`), so the default
 *   is read only where no provider is; the provider never comes or goes, so the hook order holds.
 *
 * Browser and server builds only (the dev server pre-bundles react-aria and never hydrates). If
 * react-aria's code changes under an edit, the build fails here: check the upstream issue, then adapt
 * or drop the edit.
 */
const edits = [
  {
    file: /\/react-aria\/dist\/private\/ssr\/SSRProvider\.mjs$/,
    what: "the id prefix's useIsSSR()",
    find: /let \[didSSR\] = \(0, (\$[\w$]+)\)\(\$[\w$]+\(\)\);/,
    replace: 'let [didSSR] = (0, $1)(true);',
  },
  {
    file: /\/react-aria\/dist\/private\/i18n\/I18nProvider\.mjs$/,
    what: "useLocale()'s default locale",
    find: /let defaultLocale = (\(0, \$[\w$]+\)\(\));\n(\s*)let context = (\(0, \$[\w$]+\)\(\$[\w$]+\$I18nContext\));\n\s*return context \|\| defaultLocale;/,
    replace: 'let context = $3;\n$2if (context) return context;\n$2return $1;',
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
      if (!edit.find.test(code)) {
        this.error(`react-aria changed: ${edit.what} is not where vite.react-aria-hydration.ts expects it`);
      }
      applied.add(edit.what);
      return { code: code.replace(edit.find, edit.replace), map: null };
    },
    buildEnd(error) {
      if (error) return;
      const missing = edits.filter((edit) => !applied.has(edit.what)).map((edit) => edit.what);
      if (missing.length) this.error(`react-aria changed: ${missing.join(' and ')} not found in the build`);
    },
  };
}
