/** Vite settings shared by Storybook, Vitest and the portal build, so the three never drift. */
import { defaultClientConditions, defaultServerConditions } from 'vite';

/** Workspace packages resolve to their TypeScript sources (see each package's `exports`). */
export const sourceConditions = ['@portal/source', ...defaultClientConditions];

/**
 * The same for Vite's server-side module graph, which vanilla-extract's compiler evaluates `.css.ts`
 * files in (and the portal's first-paint render). Without it, `@portal/ui/css` resolved there to the
 * published `dist/`, whose theme contract has other variable names than the themes the app loads:
 * every style of the portal's own screens read undefined variables.
 */
export const serverSourceConditions = ['@portal/source', ...defaultServerConditions];

/**
 * Dependencies to pre-bundle up front. Without this a cold run (CI) discovers them mid-test,
 * re-optimises, reloads the browser, and the first test files fail to import.
 */
export const prebundledDeps = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-aria-components',
  'react-aria',
  'react-stately',
  'react-stately/useControlledState',
  'clsx',
  '@vanilla-extract/recipes/createRuntimeFn',
  '@vanilla-extract/dynamic',
  'dompurify',
  'lucide-react',
  'xstate',
  '@xstate/react',
  'zod',
  'ky',
  'axe-core',
  '@storybook/react-vite',
  '@storybook/addon-docs',
  '@storybook/react-dom-shim',
  'storybook/test',
  'storybook/preview-api',
];
