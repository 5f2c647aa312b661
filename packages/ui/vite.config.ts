/**
 * Builds the publishable package: ESM with one module per source file (so apps tree-shake per
 * component), vanilla-extract styles extracted to one `dist/ui.css`, and the declared entry points
 * of the `exports` map. Types come from `tsc -p tsconfig.build.json` into `dist/types`.
 */
import { readFileSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};
const externals = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)].filter(
  (name) => !name.startsWith('@vanilla-extract/css'),
);

export default defineConfig({
  plugins: [vanillaExtractPlugin({ identifiers: 'short' }), react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    cssCodeSplit: false,
    lib: {
      entry: {
        index: 'src/index.ts',
        css: 'src/css.ts',
        'themes/light': 'src/themes/light.ts',
        'themes/dark': 'src/themes/dark.ts',
      },
      formats: ['es'],
      cssFileName: 'ui',
    },
    rolldownOptions: {
      external: (id) =>
        externals.some((name) => id === name || id.startsWith(`${name}/`)) || id.startsWith('react/'),
      output: { preserveModules: true, preserveModulesRoot: 'src' },
    },
  },
});
