import { expect, it } from 'vitest';

/**
 * Every module of the portal, loaded as a server render would load them (ADR 0009): none may read a
 * browser global (`window`, `document`, storage) when it loads, only in effects and handlers. The
 * browser entry (`main.tsx`) and the browser's workers (`*.worker.ts`) are the exceptions by design.
 */
const modules = import.meta.glob([
  './**/*.{ts,tsx}',
  '!./**/*.test.{ts,tsx}',
  '!./main.tsx',
  '!./**/*.worker.ts',
]);

it('runs where there is no browser', () => {
  expect(typeof window).toBe('undefined');
  expect(typeof document).toBe('undefined');
  expect(Object.keys(modules).length).toBeGreaterThan(40);
});

// The first module loaded transforms most of the app (and @portal/ui from source): a limit, not a delay.
for (const [file, load] of Object.entries(modules)) {
  it(`loads ${file}`, { timeout: 60_000 }, async () => {
    await expect(load()).resolves.toBeTypeOf('object');
  });
}
