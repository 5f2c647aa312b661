import { expect, type Page, test } from '@playwright/test';
import { ASSISTANT_NAME, labels, messages } from '@portal/contract';
import { expectNoAxeViolations } from './axe.ts';
import { navigateTo, signIn } from './support.ts';

/** Nothing wider than the viewport: no horizontal page scroll. */
async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

const statValue = (page: Page, label: string) =>
  page.getByRole('region', { name: label, exact: true }).getByTestId('stat-value');

const currentSlide = (page: Page) =>
  page.getByRole('list', { name: 'Choose a slide' }).locator('[aria-current="true"]');

test('quick actions lead to the assistant, the tickets and the knowledge base', async ({ page }) => {
  await signIn(page, 'jordan');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveTitle('Dashboard - Staff Portal');
  const actions = page.getByRole('navigation', { name: 'Quick actions' });
  await expect(actions.getByRole('link', { name: new RegExp(`Ask ${ASSISTANT_NAME}`) })).toHaveAttribute(
    'href',
    '/chat',
  );
  await expect(actions.getByRole('link', { name: new RegExp(labels.manageKnowledgeBase) })).toHaveAttribute(
    'href',
    '/documents',
  );
  await actions.getByRole('link', { name: new RegExp(labels.myTickets) }).click();
  await expect(page).toHaveURL('/boost');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });
});

test('four external systems, each opening in a new tab', async ({ page }) => {
  await signIn(page, 'casey');
  const links = page.getByRole('navigation', { name: 'Company systems' }).getByRole('link');
  await expect(links).toHaveCount(4);
  for (const name of ['Time Log', 'Expenses', 'Approvals', 'Projects']) {
    const link = page.getByRole('link', { name: new RegExp(`^${name} \\(opens in a new tab\\)`) });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', /^https:\/\//);
  }
});

test('the news carousel advances every 6 seconds, holds while hovered or focused, has clickable dots and a stop button', async ({
  page,
}) => {
  await page.clock.install();
  await signIn(page, 'sam');
  const carousel = page.getByRole('region', { name: 'Company News' });
  await expect(carousel).toBeVisible({ timeout: 15_000 });
  // Keep the pointer away while it plays, then hold the clock: the test moves time from here.
  await page.mouse.move(0, 0);
  // Half a second ahead; on a busy machine that moment can pass before the call lands ('Cannot
  // fast-forward to the past'), so ask again with a fresh time. (A longer jump would more often cross
  // a slide change, whose render could land after the slide is read below.)
  await expect(async () => {
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
  }).toPass();
  const slide = async () =>
    Number(/^Slide (\d+):/.exec((await currentSlide(page).getAttribute('aria-label')) ?? '')?.[1]);
  const first = await slide();
  const next = (first % 4) + 1;
  await page.clock.fastForward(6_000);
  await expect(currentSlide(page)).toHaveAccessibleName(new RegExp(`^Slide ${next}:`));
  // Hovered: it holds.
  await carousel.hover();
  await page.clock.fastForward(12_000);
  await expect(currentSlide(page)).toHaveAccessibleName(new RegExp(`^Slide ${next}:`));
  // A dot picks a slide.
  const picked = (next % 4) + 1;
  await page.getByRole('button', { name: new RegExp(`^Slide ${picked}:`) }).click();
  await expect(currentSlide(page)).toHaveAccessibleName(new RegExp(`^Slide ${picked}:`));
  await expect(carousel.getByRole('heading', { level: 3 })).toHaveCount(1);
  const awayAndBlurred = async () => {
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  };
  // Keyboard focus inside holds it too, with the pointer gone.
  await page.getByRole('button', { name: new RegExp(`^Slide ${picked}:`) }).focus();
  await page.mouse.move(0, 0);
  await page.clock.fastForward(12_000);
  await expect(currentSlide(page)).toHaveAccessibleName(new RegExp(`^Slide ${picked}:`));
  // The stop button stops it for good, even once pointer and focus have left.
  await carousel.getByRole('button', { name: 'Stop automatic slide show' }).click();
  await awayAndBlurred();
  await page.clock.fastForward(12_000);
  await expect(currentSlide(page)).toHaveAccessibleName(new RegExp(`^Slide ${picked}:`));
  // Start: it rotates again, 6 seconds later.
  await carousel.getByRole('button', { name: 'Start automatic slide show' }).click();
  await awayAndBlurred();
  await page.clock.fastForward(6_000);
  await expect(currentSlide(page)).toHaveAccessibleName(new RegExp(`^Slide ${(picked % 4) + 1}:`));
  await page.clock.resume();
});

test("'Coming Soon' tools and the signed-in person's figures", async ({ page }) => {
  await signIn(page, 'priya');
  await expect(page.getByRole('heading', { name: 'IR35 Assessor' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Project Finance SOP Creator' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Tools' }).getByText(labels.comingSoon).first()).toBeVisible();
  // Figures are whole numbers (other journeys change them, so only their shape is checked here),
  // and the documents figure is the knowledge base's approved documents.
  for (const label of ['Open Tickets', 'Overdue', 'Documents']) {
    await expect(statValue(page, label)).toHaveText(/^\d[\d,]*$/);
  }
  const rag = (await (await page.request.get('/api/documents/rag-stats')).json()) as {
    total_documents: number;
  };
  expect(Number((await statValue(page, 'Documents').textContent())?.replace(/,/g, ''))).toBeGreaterThan(0);
  expect(rag.total_documents).toBeGreaterThan(0);
  const openCount = Number((await statValue(page, 'Open Tickets').textContent())?.replace(/,/g, ''));
  const overdueCount = Number((await statValue(page, 'Overdue').textContent())?.replace(/,/g, ''));
  expect(overdueCount).toBeLessThanOrEqual(openCount);
});

test('opened from the navigation, the dashboard asks for its figures itself', async ({ page }) => {
  await signIn(page, 'priya', '/documents');
  const figures = Promise.all([
    page.waitForResponse(
      (r) => r.url().includes('/api/boost/tickets?') && r.url().includes('status=all_open'),
    ),
    page.waitForResponse((r) => r.url().includes('/api/documents/rag-stats')),
  ]);
  await navigateTo(page, 'Dashboard');
  const [open, documents] = await figures;
  expect(open.ok()).toBe(true);
  expect(documents.ok()).toBe(true);
  await expect(statValue(page, 'Open Tickets')).toHaveText(/^\d[\d,]*$/);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the dashboard has no axe violations (${colorScheme})`, async ({ page }) => {
    test.slow(); // axe analyses the whole page
    await page.emulateMedia({ colorScheme });
    await signIn(page, 'alex');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });
    await expect(statValue(page, 'Open Tickets')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
    await expectNoAxeViolations(page);
  });
}

test('the dashboard fits a 375 px phone without horizontal scrolling', async ({ page }) => {
  await signIn(page, 'maria');
  // Narrowed after sign-in: on a phone the navigation links fold into the 'Menu' button.
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(statValue(page, 'Open Tickets')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
  await expectNoHorizontalScroll(page);
});

test('the first Tab shows the skip link with a focus ring, and it moves the keyboard to the content', async ({
  page,
}) => {
  await signIn(page, 'jordan');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  // A plain anchor: react-aria's data-focus-visible never comes, the browser's :focus-visible does.
  await expect(skip).toHaveCSS('outline-style', 'solid');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
  await page.keyboard.press('Tab');
  await expect(
    page.getByRole('navigation', { name: 'Quick actions' }).getByRole('link').first(),
  ).toBeFocused();
});

test('a server restarting (503) is announced while the call retries, then the figures arrive', async ({
  page,
}) => {
  // The first answer of the open-tickets figure is a 503, as from a server restarting; the retry 1 s
  // later reaches the real server.
  let refused = 0;
  await page.route('**/api/boost/tickets?*status=all_open*', async (route) => {
    if (refused === 0) {
      refused += 1;
      await route.fulfill({ status: 503, json: { detail: 'Restarting' } });
    } else await route.continue();
  });
  // Opened from the navigation: the browser asks for the figures (a loaded page has the server's).
  await signIn(page, 'jordan', '/documents');
  await navigateTo(page, 'Dashboard');
  await expect(page.getByText(messages.serviceUnavailableRetrying)).toBeVisible();
  await expect(statValue(page, 'Open Tickets')).toHaveText(/^\d[\d,]*$/);
  expect(refused).toBe(1);
});
