import { readFile } from 'node:fs/promises';
import { type Browser, expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { STORAGE_KEYS } from '@portal/contract';
import { expectNoAxeViolations } from './axe.ts';
import { apiToken, type DemoName, signIn } from './support.ts';

/**
 * The ticket detail dialog (/boost/tickets/{id}): what each role sees and may do in it. Every journey
 * raises its own tickets through the API (unique subjects), so journeys never share data.
 */

// The machines running the journeys are shared and slow at times: wait on the UI a little longer.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

let serial = 0;
function uniqueSubject(what: string): string {
  serial += 1;
  return `${what} ${Date.now().toString(36)}-${process.pid}-${serial}`;
}

/**
 * Records every toast (title and text) the page shows, from its first script on: toasts close after
 * 3 to 5 s, and on a busy machine an assertion can miss that window.
 */
async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as { portalToasts?: string[] };
    if (record.portalToasts) return;
    const list: string[] = [];
    record.portalToasts = list;
    const seen = new WeakSet<Element>();
    const scan = () => {
      for (const toast of document.querySelectorAll('[role="alertdialog"]')) {
        if (seen.has(toast)) continue;
        seen.add(toast);
        const part = (slot: string) => toast.querySelector(`[slot="${slot}"]`)?.textContent ?? '';
        list.push(`${part('title')} | ${part('description')}`);
      }
    };
    new MutationObserver(scan).observe(document, { childList: true, subtree: true });
  });
}

test.beforeEach(async ({ page }) => recordToasts(page));

/** Waits until a toast with this title (and text, when given) has been shown. */
async function expectToast(page: Page, title: string, text = '') {
  await expect
    .poll(
      async () => {
        const shown = await page.evaluate(
          () => (window as unknown as { portalToasts?: string[] }).portalToasts ?? [],
        );
        return shown.some((toast) => toast.startsWith(`${title} | `) && toast.includes(text));
      },
      { message: `a toast '${title}' ${text}` },
    )
    .toBe(true);
}

interface CreatedTicket {
  id: string;
  ticket_number: string;
  subject: string;
}

async function createTicket(
  page: Page,
  who: DemoName,
  subject: string,
  extra: Record<string, unknown> = {},
): Promise<CreatedTicket> {
  const token = await apiToken(page, who);
  const response = await page.request.post('/api/boost/tickets', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      support_department: 'IT',
      category: 'Hardware',
      subcategory: 'Laptop',
      subject,
      description: `<p>The laptop of <strong>${subject}</strong> will not start.</p>`,
      classification: 'Incident',
      priority: 'medium',
      channel: 'Hub',
      ...extra,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as CreatedTicket;
}

/** A second person in their own browser context (their own local storage). */
async function asPerson(browser: Browser, who: DemoName, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, who, path);
  return { page, close: () => context.close() };
}

function ticketDialog(page: Page, subject: string): Locator {
  return page.getByRole('dialog', { name: new RegExp(subject) });
}

/** Opens the ticket by its address and waits for its sections. */
async function openTicket(page: Page, who: DemoName, ticket: CreatedTicket): Promise<Locator> {
  await signIn(page, who, `/boost/tickets/${ticket.id}`);
  const dialog = ticketDialog(page, ticket.subject);
  // The first open loads the list, checks the ticket and fetches two chunks: the slowest wait here.
  await expect(dialog.getByRole('heading', { name: 'Ticket Information' })).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByRole('heading', { name: 'Activity' })).toBeVisible();
  return dialog;
}

async function pick(page: Page, dialog: Locator, field: string, option: string) {
  // A select's button is named by its value, then its label ('New Status').
  await dialog.getByRole('button', { name: new RegExp(`${field}$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** Sends a comment through the composer (optionally staff only) and waits until it is listed. */
async function comment(dialog: Locator, text: string, internal = false) {
  await dialog.getByRole('textbox', { name: 'Add a comment' }).fill(text);
  if (internal) {
    // The label is what a pointer clicks (react-aria keeps the input itself visually hidden).
    await dialog.getByText('Internal comment (staff only)').click();
    await expect(dialog.getByRole('checkbox', { name: 'Internal comment (staff only)' })).toBeChecked();
  }
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('region', { name: 'Comment history' }).getByText(text)).toBeVisible();
}

test('an agent’s internal comment never reaches the requester; a public one reaches both', async ({
  page,
  browser,
}) => {
  const ticket = await createTicket(page, 'jordan', uniqueSubject('Internal comment'));
  const internalText = `Staff only: check the warranty ${ticket.id.slice(0, 8)}`;
  const publicText = `We are looking at it ${ticket.id.slice(0, 8)}`;

  // Sam, an IT agent: the internal checkbox, no Quick Actions.
  const dialog = await openTicket(page, 'sam', ticket);
  await expect(dialog.getByText(/^Created .+ by Jordan Lee$/)).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Quick Actions' })).toHaveCount(0);
  const send = dialog.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Add a comment' }).fill('   ');
  await expect(send).toBeDisabled();
  await comment(dialog, internalText, true);
  const history = dialog.getByRole('region', { name: 'Comment history' });
  await expect(
    history.getByRole('listitem').filter({ hasText: internalText }).getByText('Internal'),
  ).toBeVisible();
  await comment(dialog, publicText);
  await expect(
    history.getByRole('listitem').filter({ hasText: publicText }).getByText('Internal'),
  ).toHaveCount(0);
  await expect(
    dialog.getByRole('list', { name: 'Activity' }).getByText('Internal comment added by'),
  ).toBeVisible();

  // Jordan, the requester: sees the public comment only, no internal checkbox, no Quick Actions.
  const jordan = await asPerson(browser, 'jordan', `/boost/tickets/${ticket.id}`);
  const theirs = ticketDialog(jordan.page, ticket.subject);
  const theirHistory = theirs.getByRole('region', { name: 'Comment history' });
  await expect(theirHistory.getByText(publicText)).toBeVisible();
  await expect(theirs.getByText(internalText)).toHaveCount(0);
  await expect(theirs.getByText('Internal comment added by')).toHaveCount(0);
  await expect(theirs.getByRole('checkbox', { name: 'Internal comment (staff only)' })).toHaveCount(0);
  await expect(theirs.getByRole('heading', { name: 'Quick Actions' })).toHaveCount(0);
  await jordan.close();

  // The API answers the requester without it too (not only hidden by the screen).
  const token = await apiToken(page, 'jordan');
  const answer = await page.request.get(`/api/boost/tickets/${ticket.id}/comments`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.ok()).toBe(true);
  const bodies = ((await answer.json()) as { body: string; is_internal: boolean }[]).map((c) => c.body);
  expect(bodies).toContain(publicText);
  expect(bodies).not.toContain(internalText);
  const audit = await page.request.get(`/api/boost/tickets/${ticket.id}/audit`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(JSON.stringify(await audit.json())).not.toContain('Internal comment');
});

test('a manager changes status, priority, tier, assignee and boost agent through Quick Actions', async ({
  page,
}) => {
  const ticket = await createTicket(page, 'jordan', uniqueSubject('Quick actions'));
  let changed = 0;
  const dialog = await openTicket(page, 'maria', ticket);
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().endsWith(`/api/boost/tickets/${ticket.id}`)) changed++;
  });
  const quick = dialog.getByRole('region', { name: 'Quick Actions' });
  const save = quick.getByRole('button', { name: 'Save Changes' });
  await expect(save).toBeDisabled();

  await pick(page, quick, 'Status', 'In Progress');
  await pick(page, quick, 'Priority', 'High');
  await pick(page, quick, 'Tier', '3 - Complex');
  await pick(page, quick, 'Assignee', 'Sam Taylor (IT)');
  await pick(page, quick, 'Boost agent', 'Priya Shah');
  await expect(quick.getByText('Status: New → In Progress')).toBeVisible();
  await save.click();
  await expectToast(
    page,
    'Ticket Updated Successfully',
    'Status: New → In Progress, Priority: Medium → High, Tier: 1 - Simple → 3 - Complex, Assignee: Unassigned → Sam Taylor',
  );
  await expectToast(page, 'Boost Agent Updated');
  expect(changed).toBe(1);

  // The ticket is reloaded: the sections and the activity show the new values.
  const activity = dialog.getByRole('list', { name: 'Activity' });
  // In the words of the panel's change list and the toast (the contract's quickActionChangeText).
  await expect(activity.getByText('Status: New → In Progress')).toBeVisible();
  await expect(activity.getByText('Assignee: Unassigned → Sam Taylor')).toBeVisible();
  await expect(activity.getByText('Boost agent: Unassigned → Priya Shah')).toBeVisible();
  const information = dialog.getByRole('region', { name: 'Ticket Information' });
  await expect(information.getByText('In Progress', { exact: true })).toBeVisible();
  await expect(information.getByText('Sam Taylor', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Summary' }).getByText(/Complex/)).toBeVisible();
  await expect(save).toBeDisabled();

  // The server recorded each change once (the dialog does not post duplicates).
  const token = await apiToken(page, 'maria');
  const audit = (await (
    await page.request.get(`/api/boost/tickets/${ticket.id}/audit`, {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json()) as { action: string }[];
  const actions = audit.map((entry) => entry.action);
  for (const action of [
    'status_changed',
    'priority_changed',
    'tier_changed',
    'assigned',
    'boost_agent_assigned',
  ])
    expect(actions.filter((a) => a === action)).toHaveLength(1);
});

test('files: two at once with Choose Files, listed and downloadable; too large and wrong types refused', async ({
  page,
}) => {
  const ticket = await createTicket(page, 'jordan', uniqueSubject('Attachments'));
  const dialog = await openTicket(page, 'jordan', ticket);
  const panel = dialog.getByRole('region', { name: /^Attachments/ });
  await expect(panel.getByText('No attachments yet.')).toBeVisible();

  const notes = `notes-${ticket.id.slice(0, 8)}.txt`;
  const notesText = `Steps to reproduce for ${ticket.subject}\n`;
  // A 1x1 PNG: the server checks the content, not only the name.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  const chooser = page.waitForEvent('filechooser');
  await panel.getByRole('button', { name: 'Choose Files' }).click();
  const picker = await chooser;
  expect(picker.isMultiple()).toBe(true);
  await picker.setFiles([
    { name: notes, mimeType: 'text/plain', buffer: Buffer.from(notesText) },
    { name: 'screenshot.png', mimeType: 'image/png', buffer: png },
  ]);
  await expectToast(page, 'Upload successful', '2 file(s) uploaded successfully');
  const files = panel.getByRole('list', { name: 'Attached files' });
  await expect(files.getByText(notes)).toBeVisible();
  await expect(files.getByText('screenshot.png')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Attachments (2)' })).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Activity' }).getByText(`attached ${notes}`)).toBeVisible();

  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: `Download ${notes}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(notes);
  expect(await readFile(await file.path(), 'utf8')).toBe(notesText);

  // Refused before sending: over 10MB, and a type outside the list.
  const tooLarge = page.waitForEvent('filechooser');
  await panel.getByRole('button', { name: 'Choose Files' }).click();
  await (await tooLarge).setFiles([
    { name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(10485761, 0x25) },
    { name: 'tool.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
  ]);
  await expectToast(page, 'File too large', 'huge.pdf exceeds 10MB limit');
  await expectToast(page, 'File type not allowed', 'tool.exe is not an accepted file type');

  // A file the server refuses (a .pdf that is not a PDF): 'Upload failed' and it is skipped.
  const fake = page.waitForEvent('filechooser');
  await panel.getByRole('button', { name: 'Choose Files' }).click();
  await (await fake).setFiles([
    { name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('hello') },
  ]);
  await expectToast(
    page,
    'Upload failed',
    'Failed to upload fake.pdf: file: The content of fake.pdf is not a valid .pdf file',
  );
  await expect(files.getByText('fake.pdf')).toHaveCount(0);
  // Reported once, by the toast: the panel keeps no failed row repeating the reason.
  await expect(panel.getByRole('list', { name: 'Uploads in progress' })).toHaveCount(0);
  await expect(dialog.getByRole('heading', { name: 'Attachments (2)' })).toBeVisible();
});

test('a ticket from the chat links its conversation; an unknown ticket is reported not found', async ({
  page,
}) => {
  const session = '7d0c2f5e-3b7a-4c1e-9a43-2b8f0e6d1a55';
  const ticket = await createTicket(page, 'jordan', uniqueSubject('From chat'), {
    conversation_session_id: session,
  });
  const dialog = await openTicket(page, 'jordan', ticket);
  await expect(dialog.getByText('Raised from a chat with James')).toBeVisible();
  const link = dialog.getByRole('link', { name: /View Full Conversation/ });
  await expect(link).toHaveAttribute('target', '_blank');
  const popup = page.waitForEvent('popup');
  await link.click();
  const tab = await popup;
  await tab.waitForURL(`**/chat?session=${session}`);
  await tab.close();

  const unknown = '00000000-0000-4000-8000-000000000000';
  await page.goto(`/boost/tickets/${unknown}`);
  await expectToast(
    page,
    'Ticket Not Found',
    `Unable to load ticket ${unknown}. It may not exist or you may not have access.`,
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/boost$/);
});

test('keyboard: focus stays in the dialog, Escape closes it and focus returns to View', async ({ page }) => {
  const ticket = await createTicket(page, 'jordan', uniqueSubject('Keyboard'));
  await signIn(page, 'jordan', '/boost');
  // Only this ticket in the list: parallel journeys file tickets as Jordan too, and a reload (on
  // their notifications) could push this card out of a column's first ten while the dialog is open.
  await page.getByRole('searchbox', { name: 'Search' }).fill(ticket.subject);
  const view = page
    .getByRole('article', { name: ticket.subject })
    .first()
    .getByRole('button', { name: 'View' });
  await expect(view).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('article').filter({ hasNotText: ticket.subject })).toHaveCount(0);
  await view.focus();
  await page.keyboard.press('Enter');
  const dialog = ticketDialog(page, ticket.subject);
  await expect(dialog.getByRole('heading', { name: 'Activity' })).toBeVisible();
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/boost$/);
  await expect(view).toBeFocused();
});

test('keyboard: after a save, closing the dialog returns focus to the card’s View button', async ({
  page,
}) => {
  const ticket = await createTicket(page, 'jordan', uniqueSubject('Keyboard save'));
  await signIn(page, 'maria', '/boost');
  // Only this ticket in the list (see the journey above).
  await page.getByRole('searchbox', { name: 'Search' }).fill(ticket.subject);
  const card = page.getByRole('article', { name: ticket.subject }).first();
  await expect(card.getByRole('button', { name: 'View' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('article').filter({ hasNotText: ticket.subject })).toHaveCount(0);
  // A manager sees the ticket in two columns; the first card's View opens it.
  await card.getByRole('button', { name: 'View' }).focus();
  await page.keyboard.press('Enter');
  const dialog = ticketDialog(page, ticket.subject);
  const quick = dialog.getByRole('region', { name: 'Quick Actions' });
  await expect(quick.getByRole('button', { name: /Priority$/ })).toBeVisible();

  // Priority Medium -> High with the keyboard, then Save Changes.
  await quick.getByRole('button', { name: /Priority$/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option', { name: 'High', exact: true })).toBeVisible();
  await page.keyboard.type('High');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  const save = quick.getByRole('button', { name: 'Save Changes' });
  await expect(save).toBeEnabled();
  await save.focus();
  await page.keyboard.press('Enter');
  await expectToast(page, 'Ticket Updated Successfully', 'Priority: Medium → High');
  // The list reloaded behind the dialog (the card now says High).
  await expect(card.getByText('High', { exact: true })).toHaveCount(1);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/boost$/);
  await expect(card.getByRole('button', { name: 'View' })).toBeFocused();
});

test('keyboard: a save that takes the ticket out of the filtered list returns focus to the list’s heading', async ({
  page,
}) => {
  const ticket = await createTicket(page, 'jordan', uniqueSubject('Leaves the list'));
  // The list shows only new tickets with this subject (the filters are kept in local storage).
  await page.addInitScript(
    ([key, search]) => {
      if (!window.localStorage.getItem(key))
        window.localStorage.setItem(key, JSON.stringify({ search, status: 'open' }));
    },
    [STORAGE_KEYS.ticketFilters, ticket.subject] as const,
  );
  await signIn(page, 'maria', '/boost');
  const view = page
    .getByRole('article', { name: ticket.subject })
    .first()
    .getByRole('button', { name: 'View' });
  await expect(view).toBeVisible({ timeout: 15_000 });
  await view.focus();
  await page.keyboard.press('Enter');
  const dialog = ticketDialog(page, ticket.subject);
  const quick = dialog.getByRole('region', { name: 'Quick Actions' });
  await pick(page, quick, 'Status', 'In Progress');
  const save = quick.getByRole('button', { name: 'Save Changes' });
  await save.focus();
  await page.keyboard.press('Enter');
  await expectToast(page, 'Ticket Updated Successfully', 'Status: New → In Progress');
  // No longer new: its cards left the list behind the dialog.
  await expect(page.getByRole('article', { name: ticket.subject })).toHaveCount(0);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'BOOST Support' })).toBeFocused();
});

for (const colorScheme of ['light', 'dark'] as const) {
  for (const who of ['jordan', 'maria'] as const) {
    test(`no axe violations with the dialog open (${who}, ${colorScheme})`, async ({ page }) => {
      const ticket = await createTicket(page, 'jordan', uniqueSubject('Axe'));
      await page.emulateMedia({ colorScheme });
      const dialog = await openTicket(page, who, ticket);
      await expect(dialog.getByText('No attachments yet.')).toBeVisible();
      if (who === 'maria') await expect(dialog.getByRole('heading', { name: 'Quick Actions' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      await expectNoAxeViolations(page);
    });
  }
}

test('at 375 px the dialog fits the phone width', async ({ page }) => {
  const ticket = await createTicket(page, 'jordan', uniqueSubject('Phone width'));
  const dialog = await openTicket(page, 'maria', ticket);
  // After signing in (signIn waits for the navigation links, which a phone folds into a menu).
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(dialog.getByRole('heading', { name: 'Quick Actions' })).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box).not.toBeNull();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
  const overflow = await dialog.evaluate((el) => {
    const wider = [...el.querySelectorAll<HTMLElement>('*')].filter(
      (child) => child.getBoundingClientRect().right > window.innerWidth + 0.5,
    );
    return {
      page: document.documentElement.scrollWidth,
      wider: wider.map((child) => `${child.tagName}.${child.className}`).slice(0, 5),
    };
  });
  expect(overflow.wider).toEqual([]);
  expect(overflow.page).toBeLessThanOrEqual(375);
});
