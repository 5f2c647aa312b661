import { expect, test } from '@playwright/test';

/** Smoke test of the served app: the shell, client-side routes, and the API's JSON errors. */

test('the server serves the portal: signed out, the sign-in screen shows', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-type']).toContain('text/html');
  await expect(page).toHaveTitle('Sign in - Staff Portal');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  const health = await page.request.get('/api/health');
  expect(health.ok()).toBe(true);
});

test('client-side routes get the app shell, not a server 404', async ({ page }) => {
  for (const path of [
    '/chat?session=abc',
    '/documents',
    '/boost',
    '/boost/admin',
    '/admin',
    '/no/such/page',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' }), path).toBeVisible();
    await expect(page, path).toHaveURL(path);
  }
  // A ticket link keeps its ticket for after sign-in.
  await page.goto('/boost/tickets/123e4567-e89b-12d3-a456-426614174000');
  await expect(page).toHaveURL('/?ticketId=123e4567-e89b-12d3-a456-426614174000');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});

test('unknown API paths answer JSON with a detail', async ({ request }) => {
  const res = await request.get('/api/does-not-exist');
  expect(res.status()).toBe(404);
  expect(res.headers()['content-type']).toContain('application/json');
  expect(await res.json()).toEqual({ detail: 'Not found: GET /api/does-not-exist' });
});
