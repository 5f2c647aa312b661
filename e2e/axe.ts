import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails with the list of violations, in words, when axe finds any on the page at rest: finite
 * animations and transitions (a theme change fades colours over the motion token's duration) are
 * let finish first, so colour contrast is judged on the colours people end up seeing.
 */
export async function expectNoAxeViolations(page: Page) {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).analyze();
  const found = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(found).toEqual([]);
}

/** Waits for the page's finite animations and transitions to end (infinite ones, spinners, never do). */
export async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => {})),
    ),
  );
}
