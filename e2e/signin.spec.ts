import { expect, type Page, test } from '@playwright/test';
import { messages, roleLabels, SESSION_COOKIE, STORAGE_KEYS } from '@portal/contract';
import { expectNoAxeViolations } from './axe.ts';
import {
  apiToken,
  type DemoName,
  demo,
  holdRequests,
  interactive,
  signIn,
  signInWithCode,
} from './support.ts';

const CORPORATE = 'Sign in with Microsoft';

const email = (page: Page) => page.getByLabel('Email');
const code = (page: Page) => page.getByLabel('Personal code');
const submit = (page: Page) => page.getByRole('button', { name: 'Sign in', exact: true });
const corporate = (page: Page) => page.getByRole('button', { name: CORPORATE });
const signInHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Sign in' });
/** Opens `path` signed out and waits for the sign-in screen (its code may load slowly on a busy machine). */
async function openSignIn(page: Page, path = '/') {
  await page.goto(path);
  await expect(signInHeading(page)).toBeVisible({ timeout: 15_000 });
  // The server's HTML shows the form before the app answers presses (the theme switch, Microsoft).
  await interactive(page);
}
/** The screen's own alert (toasts are alerts too, in their own region). */
const screenAlert = (page: Page) => page.getByRole('main').getByRole('alert');

/** The browser's session cookie, as the browser context holds it (undefined when there is none). */
async function sessionCookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE);
}

/** Nothing wider than the viewport: no horizontal page scroll. */
async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/** Files a ticket through the API as `who`, with a subject no other journey uses. */
async function fileTicket(page: Page, who: DemoName): Promise<{ id: string; subject: string }> {
  const token = await apiToken(page, who);
  const subject = `Sign-in redirect ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const response = await page.request.post('/api/boost/tickets', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      support_department: 'IT',
      category: 'Hardware',
      subcategory: 'Laptop',
      subject,
      description: 'Set up by the sign-in journey.',
      classification: 'Incident',
      priority: 'low',
      channel: 'Hub',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { id: ((await response.json()) as { id: string }).id, subject };
}

test.describe('personal code', () => {
  for (const [who, account] of Object.entries(demo) as [DemoName, (typeof demo)[DemoName]][]) {
    test(`${who} (${account.role}) signs in through the screen and sees their role`, async ({ page }) => {
      await signInWithCode(page, who);
      await expect(page).toHaveURL('/');
      // The dashboard's code loads after sign-in: allow for a slow machine.
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({
        timeout: 15_000,
      });
      await expect(page.locator('header [data-role]')).toHaveText(roleLabels[account.role]);
      const adminLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' });
      if (account.role === 'admin') await expect(adminLink).toBeVisible();
      else await expect(adminLink).toHaveCount(0);
      // The user is kept locally; the session is the HttpOnly cookie.
      const stored = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.user);
      expect(JSON.parse(stored ?? 'null')).toMatchObject({ email: account.email });
      expect(await sessionCookie(page)).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    });
  }

  test('submit stays disabled until both the e-mail and the personal code are filled', async ({ page }) => {
    await openSignIn(page);
    await expect(submit(page)).toBeDisabled();
    await email(page).fill(demo.casey.email);
    await expect(submit(page)).toBeDisabled();
    await code(page).fill('   ');
    await expect(submit(page)).toBeDisabled();
    await code(page).fill(demo.casey.code);
    await expect(submit(page)).toBeEnabled();
    await email(page).fill('');
    await expect(submit(page)).toBeDisabled();
    // Keyboard only: type, Tab on, Enter submits.
    await email(page).focus();
    await page.keyboard.type(demo.casey.email);
    await code(page).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('a wrong code shows the catalogue message in an alert and stays on the sign-in screen', async ({
    page,
  }) => {
    await openSignIn(page);
    await email(page).fill(demo.jordan.email);
    await code(page).fill('not-the-code');
    await submit(page).click();
    await expect(screenAlert(page)).toHaveText(messages.invalidCredentials);
    await expect(signInHeading(page)).toBeVisible();
    await expect(code(page)).toHaveValue('not-the-code');
  });

  test('too many failures: the lock-out message with its wait', async ({ page }) => {
    // A made-up account, so no other journey's person is locked out (the server locks per account).
    const locked = `locked.out.${Date.now()}@example.com`;
    for (let attempt = 0; attempt < 5; attempt++) {
      const res = await page.request.post('/api/auth/login', {
        data: { email: locked, personal_code: `guess-${attempt}` },
      });
      expect(res.status()).toBe(401);
    }
    await openSignIn(page);
    await email(page).fill(locked);
    await code(page).fill('one-more-guess');
    await submit(page).click();
    const template = messages.tooManyLoginAttempts(0).replace('0', '(\\d+)').replace(/\./g, '\\.');
    await expect(screenAlert(page)).toHaveText(new RegExp(`^${template}$`));
  });

  test('no answer from the server: the connection message; an error without detail: Login failed', async ({
    page,
  }) => {
    await openSignIn(page);
    await email(page).fill(demo.jordan.email);
    await code(page).fill(demo.jordan.code);
    // The network fails every attempt (the client retries twice, after 1 s and 2 s).
    await page.route('**/api/auth/login', (route) => route.abort('connectionrefused'));
    await submit(page).click();
    await expect(screenAlert(page)).toHaveText(messages.loginConnectionFailed, { timeout: 10_000 });
    await page.unroute('**/api/auth/login');
    await page.route('**/api/auth/login', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await submit(page).click();
    await expect(screenAlert(page)).toHaveText(messages.loginFailed);
  });

  test('logout returns to the sign-in screen and forgets the session', async ({ page }) => {
    await signInWithCode(page, 'robin');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(signInHeading(page)).toBeVisible();
    // The stored user is dropped, and the server, revoking the session, cleared its cookie.
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.user)).toBeNull();
    expect(await sessionCookie(page)).toBeUndefined();
    await page.reload();
    await expect(signInHeading(page)).toBeVisible();
  });

  test('the session is out of reach of the page: no token stored, none in a URL, the cookie HttpOnly; logout ends it', async ({
    page,
  }) => {
    // A token an older portal left in local storage is deleted at start.
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('portal.access_token', 'left-by-an-older-portal');
      }
    });
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    await signInWithCode(page, 'maria');
    // The notification stream is one of the requests (it once carried ?token=).
    await expect.poll(() => urls.some((url) => url.includes('/api/notifications/stream'))).toBe(true);
    const cookie = await sessionCookie(page);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', secure: false });
    const token = cookie?.value ?? '';
    expect(token.length).toBeGreaterThan(20);

    const seen = await page.evaluate(() => ({
      cookie: document.cookie,
      storage: Object.fromEntries(Object.entries(localStorage)),
    }));
    expect(seen.cookie).not.toContain(SESSION_COOKIE);
    expect(seen.cookie).not.toContain(token);
    expect(Object.keys(seen.storage)).not.toContain('portal.access_token');
    expect(JSON.stringify(seen.storage)).not.toContain(token);
    for (const url of urls) {
      expect(url).not.toContain(token);
      expect(new URL(url).searchParams.has('token'), url).toBe(false);
    }

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(signInHeading(page)).toBeVisible();
    // The screen shows while the logout is still on its way; the cookie goes with its answer.
    await expect.poll(() => sessionCookie(page)).toBeUndefined();
    // The session is over on the server too: its cookie, sent again, is refused.
    const replay = await page.request.get('/api/auth/me', {
      headers: { cookie: `${SESSION_COOKIE}=${token}` },
    });
    expect(replay.status()).toBe(401);
  });

  test('a signed-out link to a ticket opens that ticket after sign-in', async ({ page }) => {
    const ticket = await fileTicket(page, 'casey');
    await openSignIn(page, `/boost/tickets/${ticket.id}`);
    await expect(page).toHaveURL(`/?ticketId=${ticket.id}`);
    await email(page).fill(demo.casey.email);
    await code(page).fill(demo.casey.code);
    await submit(page).click();
    await expect(page).toHaveURL(`/boost/tickets/${ticket.id}`, { timeout: 15_000 });
  });

  test('a short ticket id is not kept: the sign-in screen shows at that address', async ({ page }) => {
    await openSignIn(page, '/boost/tickets/123');
    await expect(page).toHaveURL('/boost/tickets/123');
  });
});

test.describe('corporate sign-in (OpenID Connect on loopback)', () => {
  test('through the provider: Processing..., the welcome toast, then the dashboard', async ({ page }) => {
    await openSignIn(page);
    await email(page).fill(demo.jordan.email);
    // Hold the code exchange until 'Processing...' has been seen (it is otherwise very quick).
    const release = await holdRequests(page, '**/api/auth/azure/callback');
    await corporate(page).click();
    await expect(page).toHaveURL(/\/auth\/callback\?code=[^&]+&state=/);
    await expect(page.getByRole('heading', { level: 1, name: messages.processing })).toBeVisible();
    release();
    // The toast lives 3 s from the moment the session starts; the frame's code may still be loading
    // then, so look for it first.
    await expect(page.getByText(messages.callbackWelcome('Jordan Lee').title)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(page.locator('header [data-role]')).toHaveText(roleLabels.user);
    // The callback set the session cookie; the session survives a reload (cookie and stored user).
    expect(await sessionCookie(page)).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('started from a ticket link, it ends on that ticket', async ({ page }) => {
    const ticket = await fileTicket(page, 'priya');
    await openSignIn(page, `/boost/tickets/${ticket.id}`);
    await expect(page).toHaveURL(`/?ticketId=${ticket.id}`);
    await email(page).fill(demo.priya.email);
    await corporate(page).click();
    // Back from the provider, the ticket list's code loads: allow for a slow machine.
    await expect(page).toHaveURL(`/boost/tickets/${ticket.id}`, { timeout: 15_000 });
    await expect(page.locator('header [data-role]')).toHaveText(roleLabels.agent);
  });

  test('without an e-mail it asks for one first', async ({ page }) => {
    await openSignIn(page);
    await corporate(page).click();
    await expect(screenAlert(page)).toHaveText(messages.enterEmailFirst);
    await expect(page).toHaveURL('/');
  });

  test('an identity without a portal account: the server refusal, shown on the callback screen', async ({
    page,
  }) => {
    await openSignIn(page);
    await email(page).fill('stranger@example.com');
    await corporate(page).click();
    const alert = screenAlert(page);
    await expect(alert).toContainText(messages.callbackExpired.title, { timeout: 15_000 });
    await expect(alert).toContainText(messages.callbackExpired.description);
    await expect(alert).toContainText(
      messages.callbackFailed(403, 'No active portal account for stranger@example.com'),
    );
  });

  test('a provider error: alert and toast, then back to / after 10 seconds', async ({ page }) => {
    await page.clock.install();
    await page.goto('/auth/callback?error=access_denied');
    const alert = screenAlert(page);
    await expect(alert).toContainText(messages.callbackExpired.title, { timeout: 15_000 });
    // From here the test moves time: hold the clock (the 10 seconds started a moment ago).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
    await expect(alert).toContainText(messages.callbackExpired.description);
    await expect(alert).toContainText('access_denied');
    // The toast says it too.
    await expect(page.getByRole('region', { name: /notification/ })).toContainText(
      messages.callbackExpired.description,
    );
    await page.clock.fastForward(6_000);
    await expect(page).toHaveURL(/\/auth\/callback/);
    await expect(alert).toBeVisible();
    await page.clock.fastForward(4_000);
    await page.clock.resume();
    await expect(page).toHaveURL('/');
    await expect(signInHeading(page)).toBeVisible({ timeout: 15_000 });
  });

  test('a callback without a code says so', async ({ page }) => {
    await page.goto('/auth/callback?state=abc');
    await expect(screenAlert(page)).toContainText(messages.callbackNoCode, { timeout: 15_000 });
  });

  test('when corporate sign-in is not configured the screen says so and offers no button', async ({
    page,
  }) => {
    await page.route('**/api/auth/azure/config', (route) =>
      route.fulfill({
        json: {
          configured: false,
          authority: null,
          client_id: null,
          scopes: [],
          authorization_endpoint: null,
        },
      }),
    );
    await openSignIn(page);
    await expect(page.getByText(messages.azureNotConfigured)).toBeVisible();
    await expect(corporate(page)).toHaveCount(0);
  });
});

test.describe('accessibility and small screens', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`sign-in and callback screens have no axe violations (${colorScheme})`, async ({ page }) => {
      test.slow(); // four axe analyses
      await page.emulateMedia({ colorScheme });
      await openSignIn(page);
      await expect(corporate(page)).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      await expectNoAxeViolations(page);
      // With the alert showing.
      await email(page).fill(demo.jordan.email);
      await code(page).fill('wrong-code');
      await submit(page).click();
      await expect(screenAlert(page)).toBeVisible();
      await expectNoAxeViolations(page);

      // The callback while it works (the code exchange held), and after it failed.
      await openSignIn(page);
      await email(page).fill(demo.jordan.email);
      await page.route('**/api/auth/azure/callback', () => {
        // Never answered: the screen stays on 'Processing...'.
      });
      await corporate(page).click();
      await expect(page.getByRole('heading', { level: 1, name: messages.processing })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto('/auth/callback?error=access_denied');
      await expect(screenAlert(page)).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('sign-in and callback fit a 375 px phone without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openSignIn(page);
    await expect(corporate(page)).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.goto('/auth/callback?error=access_denied');
    await expect(screenAlert(page)).toBeVisible();
    await expectNoHorizontalScroll(page);
  });

  test('the theme switch is on the sign-in screen and is remembered', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await openSignIn(page);
    // System -> Light -> Dark.
    await page.getByRole('button', { name: /^Theme: .*Switch to Light/ }).click();
    await page.getByRole('button', { name: /^Theme: .*Switch to Dark/ }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await signIn(page, 'jordan');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});
