import { readFileSync } from 'node:fs';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { prebundledDeps, serverSourceConditions, sourceConditions } from '../../scripts/vite-shared.ts';
import { reactAriaHydration } from './vite.react-aria-hydration.ts';
import { serverRender } from './vite.server-render.ts';

/** Build-time facts for the System Settings version panel (the spec names no call for them). */
const portalVersion = (
  JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

export default defineConfig({
  define: {
    'import.meta.env.VITE_PORTAL_VERSION': JSON.stringify(portalVersion),
    'import.meta.env.VITE_BUILD_DATE': JSON.stringify(process.env.BUILD_DATE ?? new Date().toISOString()),
    'import.meta.env.VITE_BUILD_NUMBER': JSON.stringify(process.env.BUILD_NUMBER ?? 'local'),
  },
  plugins: [
    vanillaExtractPlugin(),
    react(),
    // The portal is in English: ship react-aria's built-in strings (drag and drop, date pickers, ...)
    // for en-US only instead of ~34 locales, which roughly halves every chunk that uses them.
    optimizeLocales.vite({ locales: ['en-US'] }),
    // The server's render of every page (src/entry-server.tsx, ADR 0009).
    serverRender(),
    // No wasted re-render of react-aria's components once a server-rendered page hydrates.
    reactAriaHydration(),
  ],
  resolve: { conditions: sourceConditions },
  // `environments.ssr`, not `ssr`: vanilla-extract's compiler replaces `ssr` with its own settings.
  environments: { ssr: { resolve: { conditions: serverSourceConditions } } },
  optimizeDeps: { include: prebundledDeps.filter((dep) => !dep.includes('storybook') && dep !== 'axe-core') },
  server: {
    // `npm run dev -w @portal/portal` proxies the API to a server started with `npm start`.
    proxy: { '/api': process.env.API_URL ?? 'http://localhost:8080' },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
