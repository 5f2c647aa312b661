/**
 * `npm run screens`: the journeys' configuration, running only `screens.shots.ts`, which photographs
 * whole screens for review (not a test: `npm test` runs the `*.spec.ts` journeys only).
 */
import { defineConfig } from '@playwright/test';
import journeys from './playwright.config.ts';

export default defineConfig({ ...journeys, testMatch: 'screens.shots.ts', timeout: 120_000 });
