import { expect as baseExpect, type Page, test } from '@playwright/test';
import { labels, messages, TEST_BUSINESS_UNITS } from '@portal/contract';
import { expectNoAxeViolations } from './axe.ts';
import { apiToken, signIn, signInAs } from './support.ts';

// Journeys share two cores with the server and other journeys: allow for a slow first load of a lazy tab.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

/** The business unit cards (articles named by the unit). */
const unitCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

test('Create Test Units reports how many it created, and the five test units are then listed', async ({
  page,
}) => {
  await signIn(page, 'alex', '/boost/admin');
  await expect(page.getByRole('heading', { level: 1, name: labels.boostAdminHeader })).toBeVisible();
  await openTab(page, 'Business Units');
  await expect(page.getByText(/^\d+ business units?$/)).toBeVisible();
  let missing = 0;
  for (const unit of TEST_BUSINESS_UNITS) if ((await unitCard(page, unit.name).count()) === 0) missing++;

  await page.getByRole('button', { name: labels.createTestUnits }).click();
  const report = page.getByText(/^Created \d+ test business units$/);
  await expect(report).toBeVisible();
  const created = Number(/\d+/.exec((await report.textContent()) ?? '')?.[0]);
  // Units that already exist are skipped: the count is exactly what was missing.
  expect(created).toBe(missing);
  for (const unit of TEST_BUSINESS_UNITS) await expect(unitCard(page, unit.name)).toBeVisible();
});

test('add, edit and delete a business unit', async ({ page }) => {
  await signIn(page, 'alex', '/boost/admin');
  await openTab(page, 'Business Units');
  const name = `E2E Unit ${unique()}`;
  const renamed = `${name} renamed`;

  await page.getByRole('button', { name: 'Add Business Unit' }).click();
  const add = page.getByRole('dialog', { name: 'Add Business Unit' });
  const submit = add.getByRole('button', { name: 'Create Business Unit' });
  await expect(submit).toBeDisabled();
  await add.getByRole('textbox', { name: 'Name' }).fill(name);
  await add.getByRole('textbox', { name: 'Code' }).fill('E2E');
  await submit.click();
  await expect(page.getByText(messages.businessUnitCreated)).toBeVisible();
  const card = unitCard(page, name);
  await expect(card).toContainText('E2E');
  await expect(card).toContainText('Business Support');

  await card.getByRole('button', { name: /Edit/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Business Unit' });
  await edit.getByRole('textbox', { name: 'Name' }).fill(renamed);
  await edit.getByRole('button', { name: /Status/ }).click();
  await page.getByRole('option', { name: 'Inactive' }).click();
  await edit.getByRole('button', { name: 'Update Business Unit' }).click();
  await expect(page.getByText(messages.businessUnitUpdated)).toBeVisible();
  const renamedCard = unitCard(page, renamed);
  await expect(renamedCard).toContainText('Inactive');

  await renamedCard.getByRole('button', { name: /Delete/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete business unit' });
  await expect(confirm).toContainText(messages.confirmDeleteBusinessUnit);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(messages.businessUnitDeleted)).toBeVisible();
  await expect(renamedCard).toHaveCount(0);
});

test("change a user's BOOST role inline", async ({ page }) => {
  const token = await apiToken(page, 'alex');
  const headers = { Authorization: `Bearer ${token}` };
  const email = `role.${unique()}@example.com`;
  const created = await page.request.post('/api/admin/users', {
    headers,
    data: { name: 'Role Tester', email, role: 'user', department: 'IT' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  try {
    await signIn(page, 'alex', '/boost/admin');
    await expect(page.getByTestId('users-debug')).toHaveText(/^Debug: \d+ users loaded/);
    const row = page.getByRole('grid', { name: 'BOOST users' }).getByRole('row').filter({ hasText: email });
    const select = row.getByRole('button', { name: /BOOST role of Role Tester/ });
    await expect(select).toContainText('User');
    await select.click();
    await page.getByRole('option', { name: 'Agent' }).click();
    await expect(page.getByText('BOOST role updated')).toBeVisible();
    await expect(select).toContainText('Agent');
    const users = (await (await page.request.get('/api/boost/users', { headers })).json()) as {
      id: string;
      role: string;
      boost_role: string;
    }[];
    expect(users.find((u) => u.id === id)).toMatchObject({ role: 'agent', boost_role: 'Agent' });
  } finally {
    await page.request.delete(`/api/admin/users/${id}`, { headers });
  }
});

test('someone without user or unit administration sees a notice instead of the tabs', async ({ page }) => {
  await signIn(page, 'jordan', '/boost/admin');
  await expect(page.getByRole('heading', { level: 1, name: labels.boostAdminHeader })).toBeVisible();
  await expect(page.getByText(messages.fetchUsersFailed)).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expect(page.getByRole('button', { name: labels.createTestUnits })).toHaveCount(0);
});

const TABS = ['Users', 'Business Units', 'Test Data'] as const;

for (const tab of TABS) {
  test(`/boost/admin ${tab}: no axe violations in either theme`, async ({ page }) => {
    await signIn(page, 'alex', '/boost/admin');
    await openTab(page, tab);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(page.getByText(/loading/i)).toHaveCount(0);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      await expectNoAxeViolations(page);
    }
  });
}

test('/boost/admin fits a 375 px phone on every tab', async ({ page }) => {
  await signIn(page, 'alex', '/boost/admin');
  // After signing in: on a phone the navigation folds into a menu, which the helper does not open.
  await page.setViewportSize({ width: 375, height: 800 });
  for (const tab of TABS) {
    await openTab(page, tab);
    await expect(page.getByText(/loading/i)).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `horizontal scroll on ${tab}`).toBeLessThanOrEqual(0);
  }
});

test('BOOST Admin is reached from BOOST Support and from /admin, and BOOST Support stays highlighted as its section', async ({
  page,
}) => {
  await signIn(page, 'alex', '/boost');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'BOOST Support' })).toHaveAttribute('aria-current', 'page');
  // Keyboard: the header's link.
  const link = page.getByRole('link', { name: 'BOOST Admin' });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/boost\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: labels.boostAdminHeader })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Users' })).toBeVisible();
  // Part of BOOST, not the page BOOST Support itself; the Admin area is not the current one.
  await expect(nav.getByRole('link', { name: 'BOOST Support' })).toHaveAttribute('aria-current', 'true');
  await expect(nav.getByRole('link', { name: 'Admin', exact: true })).not.toHaveAttribute('aria-current');

  await nav.getByRole('link', { name: 'Admin', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'System Administration' })).toBeVisible();
  await page.getByRole('link', { name: 'BOOST Admin' }).click();
  await expect(page).toHaveURL(/\/boost\/admin$/);
});

test('only people who manage users or business units get the BOOST Admin link', async ({ page, browser }) => {
  // By default only admins: a manager has none.
  await signIn(page, 'maria', '/boost');
  await expect(page.getByRole('button', { name: labels.newTicket })).toBeVisible();
  await expect(page.getByRole('link', { name: 'BOOST Admin' })).toHaveCount(0);

  // Granted business units only: the link shows, and the screen gives its tabs (as the server allows).
  const alex = { Authorization: `Bearer ${await apiToken(page, 'alex')}` };
  const email = `units.${unique()}@example.com`;
  const created = await page.request.post('/api/admin/users', {
    headers: alex,
    data: { name: 'Units Keeper', email, role: 'user', department: 'IT' },
  });
  expect(created.status()).toBe(201);
  const { id, personal_code } = (await created.json()) as { id: string; personal_code: string };
  try {
    const granted = await page.request.put(`/api/admin/users/${id}/permissions`, {
      headers: alex,
      data: { permissions: { manage_business_units: true } },
    });
    expect(granted.status(), await granted.text()).toBe(200);
    const context = await browser.newContext();
    const other = await context.newPage();
    await signInAs(other, { email, code: personal_code }, '/boost');
    await other.getByRole('link', { name: 'BOOST Admin' }).click();
    await expect(other.getByRole('heading', { level: 1, name: labels.boostAdminHeader })).toBeVisible();
    await expect(other.getByRole('tab', { name: 'Business Units' })).toBeVisible();
    await context.close();
  } finally {
    await page.request.delete(`/api/admin/users/${id}`, { headers: alex });
  }
});

test("BOOST users at 1280 px: whole addresses, Delete in each row's menu, never on one's own row", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'alex', '/boost/admin');
  const table = page.getByRole('grid', { name: 'BOOST users' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const address = await table.getByText('alex.morgan@example.com', { exact: true }).boundingBox();
  expect(address?.height).toBeLessThan(30);
  await expect(table.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await table.getByRole('button', { name: 'More actions for Alex Morgan' }).click();
  const own = page.getByRole('menuitem', { name: /^Delete/ });
  await expect(own).toHaveAttribute('aria-disabled', 'true');
  await expect(own).toContainText(messages.cannotDeleteOwnAccount);
  await page.keyboard.press('Escape');
  await table.getByRole('button', { name: 'More actions for Jordan Lee' }).click();
  await expect(page.getByRole('menuitem', { name: 'Delete' })).not.toHaveAttribute('aria-disabled');
  await page.keyboard.press('Escape');
  await expectNoAxeViolations(page);
});
