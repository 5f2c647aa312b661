import { type Page, request, test } from '@playwright/test';
import { STORAGE_KEYS } from '@portal/contract';

/** The demo accounts (apps/server/src/seed/demo.ts): e-mail and personal code by first name. */
export const demo = {
  alex: { email: 'alex.morgan@example.com', code: 'demo-alex', role: 'admin' },
  maria: { email: 'maria.lopez@example.com', code: 'demo-maria', role: 'manager' },
  robin: { email: 'robin.clark@example.com', code: 'demo-robin', role: 'manager' },
  sam: { email: 'sam.taylor@example.com', code: 'demo-sam', role: 'agent' },
  priya: { email: 'priya.shah@example.com', code: 'demo-priya', role: 'agent' },
  tom: { email: 'tom.baker@example.com', code: 'demo-tom', role: 'agent' },
  jordan: { email: 'jordan.lee@example.com', code: 'demo-jordan', role: 'user' },
  casey: { email: 'casey.nguyen@example.com', code: 'demo-casey', role: 'user' },
} as const;
export type DemoName = keyof typeof demo;

/**
 * Holds back every request to `url` (a Playwright route pattern) until the returned function is
 * called: for seeing a state that is otherwise too quick to catch, or for letting something arrive at
 * a chosen moment.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Waits until the app has taken the page over (`#root[data-interactive]`): a server-rendered page
 * shows its screen before its script has run, and a press before that would do nothing.
 */
export async function interactive(page: Page) {
  await page.locator('#root[data-interactive]').waitFor({ state: 'attached' });
}

/**
 * Waits for the signed-in frame, ready to be used: the main navigation, or at phone width (where the
 * links fold into a panel) its 'Menu' button.
 */
export async function signedInFrame(page: Page) {
  await interactive(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .or(page.getByRole('button', { name: 'Menu', exact: true }))
    .filter({ visible: true })
    .first()
    .waitFor();
}

/**
 * Opens a screen by its link in the main navigation: a client-side navigation, where the screen
 * fetches its own data as it mounts (a page loaded by its address comes with its data from the
 * server render instead, ADR 0009). Journeys that watch or fake those calls open the screen this way.
 */
export async function navigateTo(page: Page, label: string) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: label, exact: true })
    .click();
}

/** Signs in through the sign-in screen, as a person would. */
export async function signInWithCode(page: Page, who: DemoName, path = '/') {
  await page.goto(path);
  await interactive(page);
  await page.getByLabel('Email').fill(demo[who].email);
  await page.getByLabel('Personal code').fill(demo[who].code);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await signedInFrame(page);
}

/**
 * Signs in through the API, then opens `path`: for journeys about something else than signing in (the
 * sign-in screen has its own journeys). `page.request` shares the browser context's cookie jar, so the
 * answer's HttpOnly session cookie is the page's session; the stored user is seeded as the portal
 * keeps it. The token in the answer is returned for setting data up through the API (Bearer).
 */
export async function signIn(page: Page, who: DemoName, path = '/') {
  return signInAs(page, demo[who], path);
}

/** {@link signIn} for any account, e.g. one a journey created for itself. */
export async function signInAs(page: Page, who: { email: string; code: string }, path = '/') {
  const response = await page.request.post('/api/auth/login', {
    data: { email: who.email, personal_code: who.code },
  });
  if (!response.ok())
    throw new Error(`Sign-in of ${who.email} failed: ${response.status()} ${await response.text()}`);
  const { access_token, user } = (await response.json()) as { access_token: string; user: unknown };
  await page.addInitScript(
    ([key, stored]) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, stored);
    },
    [STORAGE_KEYS.user, JSON.stringify(user)] as const,
  );
  await page.goto(path);
  await signedInFrame(page);
  return { token: access_token };
}

/**
 * Signs someone in through the API on a request context of its own, so the answer's session cookie
 * does not replace the page's (as `page.request` would: it shares the page's cookie jar).
 */
export async function signInApart(email: string, code: string) {
  const api = await request.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const response = await api.post('/api/auth/login', { data: { email, personal_code: code } });
    return { status: response.status(), body: (await response.json()) as { access_token?: string } };
  } finally {
    await api.dispose();
  }
}

/** A demo person's token, for setting up data quickly through the API (Bearer); the page's session stays. */
export async function apiToken(_page: Page, who: DemoName): Promise<string> {
  const { status, body } = await signInApart(demo[who].email, demo[who].code);
  if (status !== 200 || !body.access_token) throw new Error(`Sign-in of ${who} failed: ${status}`);
  return body.access_token;
}
