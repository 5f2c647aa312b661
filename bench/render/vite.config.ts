import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sourceConditions } from '../../scripts/vite-shared.ts';

export default defineConfig({
  root: import.meta.dirname,
  base: './',
  plugins: [vanillaExtractPlugin(), react()],
  resolve: { conditions: sourceConditions },
  build: { outDir: 'dist', emptyOutDir: true },
});
