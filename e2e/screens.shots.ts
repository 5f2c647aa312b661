/**
 * Whole screens on the demo data at a phone's, a tablet's and a desktop's width, in both themes, as
 * JPEG files in docs/screenshots/screens/ for designers and reviewers (`npm run screens`). The
 * stories' screenshots compare components against baselines; these show what the components make
 * together, which no story renders. Not compared against anything: the demo data's times move.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { settleAnimations } from './axe.ts';
import { type DemoName, signIn } from './support.ts';

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), '../docs/screenshots/screens');
const widths = { phone: [375, 812], tablet: [800, 1024], desktop: [1280, 800] } as const;
const themes = ['light', 'dark'] as const;

interface Screen {
  name: string;
  who: DemoName;
  path: string;
  /** Waits for the screen's content (and opens what the picture is about). */
  ready: (page: Page) => Promise<void>;
}

const tab = (name: string) => async (page: Page) => {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
};

const screens: Screen[] = [
  {
    name: 'dashboard',
    who: 'maria',
    path: '/',
    ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    name: 'tickets',
    who: 'sam',
    path: '/boost',
    // All three columns' cards (the first list to arrive may be any column's).
    ready: (page) => expect(page.getByTestId('ticket-column-list')).toHaveCount(3, { timeout: 20_000 }),
  },
  {
    name: 'ticket-dialog',
    who: 'sam',
    path: '/boost',
    ready: async (page) => {
      await page.getByRole('button', { name: /^View/ }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByRole('heading', { name: /^Attachments/ })).toBeVisible({ timeout: 20_000 });
    },
  },
  {
    name: 'chat',
    who: 'jordan',
    path: '/chat',
    ready: (page) => expect(page.getByText(/^Answered by:/)).toBeVisible({ timeout: 20_000 }),
  },
  {
    name: 'documents',
    who: 'alex',
    path: '/documents',
    ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    name: 'admin-users',
    who: 'alex',
    path: '/admin',
    ready: (page) =>
      expect(
        page
          .getByRole('grid', { name: 'Users and permissions' })
          .getByRole('rowheader', { name: 'Alex Morgan' }),
      ).toBeVisible({ timeout: 20_000 }),
  },
  { name: 'admin-kpi', who: 'alex', path: '/admin', ready: tab('KPI Dashboard') },
  { name: 'admin-chat-analytics', who: 'alex', path: '/admin', ready: tab('Chat Analytics') },
  {
    name: 'boost-admin-users',
    who: 'alex',
    path: '/boost/admin',
    ready: (page) =>
      expect(page.getByRole('grid', { name: 'BOOST users' }).getByRole('row').nth(2)).toBeVisible(),
  },
];

for (const screen of screens)
  for (const [device, [width, height]] of Object.entries(widths))
    for (const theme of themes)
      test(`${screen.name} ${device} ${theme}`, async ({ page }) => {
        await page.setViewportSize({ width, height });
        // The theme follows the system's scheme when none is chosen, as in the journeys' axe checks.
        await page.emulateMedia({ colorScheme: theme });
        await signIn(page, screen.who, screen.path);
        await screen.ready(page);
        // Lists and charts fill in over a few answers; then let animations end.
        await page.waitForTimeout(1500);
        await settleAnimations(page);
        await page.screenshot({
          path: path.join(folder, `${screen.name}-${device}-${width}-${theme}.jpg`),
          type: 'jpeg',
          quality: 80,
        });
      });
