import { expect as baseExpect, type Page, test } from '@playwright/test';
import { apiToken, type DemoName, signIn } from './support.ts';

/**
 * People's HTML cannot make a reader's browser call another server (issue 15 #18): a ticket whose
 * description holds `<img src="http://127.0.0.1:9/track.gif">` made every reader's browser request it
 * (a tracking pixel; aimed at an internal host, a probe). The page's Content-Security-Policy blocks
 * remote images and the sanitiser drops them before the browser sees them; and the policy must not
 * block any of the portal's own scripts and styles (the server render's head script and router data, the app, vanilla-extract CSS).
 */
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const TRACKER = 'http://127.0.0.1:9/track.gif';

/** Records every Content-Security-Policy violation the page reports, from its first script on. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as { cspViolations?: string[] };
    record.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      record.cspViolations?.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
}

async function openAs(page: Page, who: DemoName, ticketId: string) {
  const requests: string[] = [];
  const consoleErrors: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await recordViolations(page);
  await signIn(page, who, `/boost/tickets/${ticketId}`);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('The screen shows this picture')).toBeVisible();
  // Time for anything the description could load to be asked for.
  await page.waitForLoadState('networkidle');
  return { requests, consoleErrors };
}

test('a remote image in a ticket description is never requested, and the policy blocks none of the portal', async ({
  page,
  browser,
}) => {
  const token = await apiToken(page, 'jordan');
  const created = await page.request.post('/api/boost/tickets', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      support_department: 'IT',
      category: 'Hardware',
      subcategory: 'Laptop',
      subject: `Remote picture ${Date.now().toString(36)}`,
      description: `<p>The screen shows this picture</p><img src="${TRACKER}" alt="screen"><img srcset="${TRACKER} 1x">`,
      classification: 'Incident',
      priority: 'medium',
      channel: 'Hub',
    },
  });
  expect(created.status()).toBe(201);
  const ticket = (await created.json()) as { id: string };

  // The requester, and a manager in a browser of their own.
  const manager = await browser.newPage();
  try {
    for (const [who, tab] of [
      ['jordan', page],
      ['maria', manager],
    ] as const) {
      const seen = await openAs(tab, who, ticket.id);
      expect(
        seen.requests.filter((url) => url.startsWith('http://127.0.0.1:9')),
        who,
      ).toEqual([]);
      // The page is the portal's, under its policy ...
      const response = await tab.request.get('/');
      expect(response.headers()['content-security-policy']).toMatch(/img-src 'self' data: blob:/);
      // ... and the policy blocked nothing of the portal's own (nor had anything remote to block).
      expect(
        await tab.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
        who,
      ).toEqual([]);
      expect(
        seen.consoleErrors.filter((e) => /Content Security Policy/i.test(e)),
        who,
      ).toEqual([]);
      // The description's words are there; the image is not, and shows nothing broken.
      const description = tab.getByRole('dialog');
      await expect(description.locator(`img[src="${TRACKER}"]`)).toHaveCount(0);
    }
  } finally {
    await manager.close();
  }
});

test('the server-rendered sign-in page (head script, router data, style attributes, locale worker) runs under the policy without a violation', async ({
  page,
}) => {
  await recordViolations(page);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  // The boot script's worker that loads the locale data (app/intl-warm-up.worker.ts).
  const localeWorker = page.waitForEvent('worker');
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+' 'sha256-/);
  expect(response?.headers()['x-frame-options']).toBe('DENY');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  expect((await localeWorker).url()).toMatch(/\/assets\/intl-warm-up-[\w-]+\.js$/);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual(
    [],
  );
  expect(consoleErrors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
});
