import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { holdRequests, signIn } from './support.ts';

/**
 * The sign-in screen painted from the HTML before any script (apps/portal/src/app/first-paint.ts):
 * styled, themed, handed over to the app without losing what was typed, and never shown to a
 * stored session.
 */

const copy = (page: Page) => page.locator('#first-paint');

/** Holds the portal's entry script back until the returned function is called. */
const holdEntryScript = (page: Page) => holdRequests(page, /\/assets\/index-[\w-]+\.js$/);

test('the HTML itself carries the sign-in form, themed light until its head script runs', async ({
  request,
}) => {
  const html = await (await request.get('/boost')).text();
  expect(html).toMatch(/<html lang="en" class="[\w-]+">/);
  expect(html).toContain('<div id="first-paint">');
  expect(html).toMatch(/<h1[^>]*>Sign in<\/h1>/);
  expect(html).toMatch(/<input type="email"[^>]*name="email"/);
  expect(html).toMatch(/<input type="password"[^>]*name="personal_code"/);
  // Its submit button is disabled, so pressing Enter there cannot send the code in a URL.
  expect(html).toMatch(/<button[^>]*type="submit" disabled=""/);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`before any script, the copy is styled like the screen (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await holdEntryScript(page);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(copy(page).getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
    // The copy paints once its stylesheets are in (they block rendering, not a test's queries).
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet),
    );
    const styled = await page.evaluate(() => {
      const header = document.querySelector('#first-paint header') as HTMLElement;
      const canvas = getComputedStyle(document.querySelector('#first-paint > div') as HTMLElement);
      return { padding: getComputedStyle(header).paddingLeft, background: canvas.backgroundColor };
    });
    // The page's own styles read the theme's variables (undefined ones would leave 0px and transparent).
    expect(styled.padding).toBe('16px');
    expect(styled.background).not.toBe('rgba(0, 0, 0, 0)');
    await expect(page.locator('#root')).toBeHidden();
  });
}

test('what was typed before the script ran is kept, with the caret, when the app takes over', async ({
  page,
}) => {
  const release = await holdEntryScript(page);
  await page.goto('/', { waitUntil: 'commit' });
  await copy(page).getByLabel('Email').fill('alex.morgan@example.com');
  await copy(page).getByLabel('Personal code').click();
  await page.keyboard.type('demo-al');
  release();
  await expect(copy(page)).toHaveCount(0, { timeout: 15_000 });
  const app = page.locator('#root');
  await expect(app.getByLabel('Email')).toHaveValue('alex.morgan@example.com');
  await expect(app.getByLabel('Personal code')).toBeFocused();
  await page.keyboard.type('ex');
  await expect(app.getByLabel('Personal code')).toHaveValue('demo-alex');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });
});

test("the app's script is requested once the copy can paint, not beside its stylesheets", async ({
  page,
}) => {
  // The stylesheets the HTML links: they block rendering, so the copy paints once they have arrived.
  const html = await (await page.request.get('/')).text();
  const stylesheets = [...html.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map(
    (m) => m[1] ?? '',
  );
  expect(stylesheets.length).toBeGreaterThan(0);
  await page.goto('/');
  await expect(copy(page)).toHaveCount(0, { timeout: 15_000 });
  const timing = await page.evaluate((paths) => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const pathOf = (resource: PerformanceResourceTiming) => new URL(resource.name).pathname;
    const entry = resources.find((resource) => /^\/assets\/index-[\w-]+\.js$/.test(pathOf(resource)));
    const css = resources.filter((resource) => paths.includes(pathOf(resource)));
    return {
      stylesheetsSeen: css.length,
      stylesheetsDone: Math.max(...css.map((resource) => resource.responseEnd)),
      entryRequested: entry?.startTime ?? Number.NaN,
    };
  }, stylesheets);
  expect(timing.stylesheetsSeen).toBe(stylesheets.length);
  expect(timing.entryRequested).toBeGreaterThanOrEqual(timing.stylesheetsDone);
});

test("the copy's theme switch is hidden: a press before the script would be lost", async ({ page }) => {
  await holdEntryScript(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(copy(page).getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(copy(page).getByRole('button', { name: /^Theme:/ })).toBeHidden();
});

test('a stored session never sees the sign-in copy', async ({ page }) => {
  await signIn(page, 'jordan');
  await holdEntryScript(page);
  await page.goto('/', { waitUntil: 'commit' });
  await page.waitForFunction(() => document.getElementById('first-paint') !== null);
  await expect(copy(page)).toBeHidden();
});

test("every CSS variable the portal's stylesheets read is defined", () => {
  const assets = path.join(import.meta.dirname, '../apps/portal/dist/assets');
  const read = (ext: string) =>
    readdirSync(assets)
      .filter((file) => file.endsWith(ext))
      .map((file) => readFileSync(path.join(assets, file), 'utf8'))
      .join('\n');
  const css = read('.css');
  // Defined in a stylesheet, or set at run time from the scripts (vanilla-extract's inline variables).
  const defined = new Set([...css.matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1]));
  const scripts = read('.js');
  const undefinedVars = [...new Set([...css.matchAll(/var\((--[\w-]+)/g)].map((m) => m[1] ?? ''))].filter(
    (name) => !defined.has(name) && !scripts.includes(name.slice(2)),
  );
  expect(undefinedVars).toEqual([]);
});
