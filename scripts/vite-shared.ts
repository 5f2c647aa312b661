/** Vite settings shared by Storybook, Vitest and the portal build, so the three never drift. */
import { defaultClientConditions } from 'vite';

/** Workspace packages resolve to their TypeScript sources (see each package's `exports`). */
export const sourceConditions = ['@portal/source', ...defaultClientConditions];

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
  '@vanilla-extract/recipes/createRuntimeFn',
  '@vanilla-extract/sprinkles/createRuntimeSprinkles',
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
