import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { prebundledDeps, sourceConditions } from '../../scripts/vite-shared.ts';

export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  resolve: { conditions: sourceConditions },
  optimizeDeps: { include: prebundledDeps.filter((dep) => !dep.includes('storybook') && dep !== 'axe-core') },
  server: {
    // `npm run dev -w @portal/portal` proxies the API to a server started with `npm start`.
    proxy: { '/api': process.env.API_URL ?? 'http://localhost:8080' },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
