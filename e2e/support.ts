import type { Page } from '@playwright/test';
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
 * Waits for the signed-in frame: the main navigation, or at phone width (where the links fold
 * into a panel) its 'Menu' button.
 */
export async function signedInFrame(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .or(page.getByRole('button', { name: 'Menu', exact: true }))
    .filter({ visible: true })
    .first()
    .waitFor();
}

/** Signs in through the sign-in screen, as a person would. */
export async function signInWithCode(page: Page, who: DemoName, path = '/') {
  await page.goto(path);
  await page.getByLabel('Email').fill(demo[who].email);
  await page.getByLabel('Personal code').fill(demo[who].code);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await signedInFrame(page);
}

/**
 * Signs in through the API and stores the session as the portal does, then opens `path`: for
 * journeys about something else than signing in (the sign-in screen has its own journeys).
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
    ([keys, token, stored]) => {
      if (!window.localStorage.getItem(keys.accessToken)) {
        window.localStorage.setItem(keys.accessToken, token);
        window.localStorage.setItem(keys.user, JSON.stringify(stored));
      }
    },
    [STORAGE_KEYS, access_token, user] as const,
  );
  await page.goto(path);
  await signedInFrame(page);
  return { token: access_token };
}

/** An API request context call with a demo person's token, for setting up data quickly. */
export async function apiToken(page: Page, who: DemoName): Promise<string> {
  const response = await page.request.post('/api/auth/login', {
    data: { email: demo[who].email, personal_code: demo[who].code },
  });
  return ((await response.json()) as { access_token: string }).access_token;
}
