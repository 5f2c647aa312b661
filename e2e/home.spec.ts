import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the served portal loads and reaches its API (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff Portal' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Server is up.');
    await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
    await expectNoAxeViolations(page);
  });
}

test('client-side routes get the app shell; unknown API paths get a JSON detail', async ({
  page,
  request,
}) => {
  await page.goto('/boost/tickets/123e4567-e89b-12d3-a456-426614174000');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const res = await request.get('/api/does-not-exist');
  expect(res.status()).toBe(404);
  expect(await res.json()).toEqual({ detail: 'Not found: GET /api/does-not-exist' });
});
