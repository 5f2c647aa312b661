import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { labels } from '@portal/contract';
import { apiToken, signIn, signInAs } from './support.ts';

async function openBell(page: Page) {
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toBeHidden();
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(panel).toBeVisible();
  return panel;
}

async function closeBell(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeHidden();
}

// Signs in, loads the screen's code and waits for a poll: allow for a busy machine.
test.describe.configure({ timeout: 60_000 });

test('a status change reaches the requester live, then by polling once the stream is cut', async ({
  page,
  context,
  request,
}) => {
  // Jordan's own ticket, so the journey does not depend on the demo data or other journeys.
  const subject = `Keyboard missing keys ${randomUUID().slice(0, 8)}`;
  const jordan = await apiToken(page, 'jordan');
  const maria = await apiToken(page, 'maria');
  const created = await request.post('/api/boost/tickets', {
    headers: { Authorization: `Bearer ${jordan}` },
    data: {
      support_department: 'IT',
      category: 'Hardware',
      subcategory: 'Peripherals',
      subject,
      description: 'Set up by the notifications journey.',
      classification: 'Incident',
      priority: 'low',
      channel: 'Hub',
    },
  });
  expect(created.status()).toBe(201);
  const ticket = (await created.json()) as { id: string };
  // The manager's change, through the API as the Quick Actions would send it.
  const changeStatus = async (status: string) => {
    const response = await request.put(`/api/boost/tickets/${ticket.id}`, {
      headers: { Authorization: `Bearer ${maria}` },
      data: { status },
    });
    expect(response.status(), await response.text()).toBe(200);
  };

  await signIn(page, 'jordan', '/boost');
  await expect(page.getByRole('heading', { level: 1, name: 'BOOST Support' })).toBeVisible({
    timeout: 20_000,
  });
  let panel = await openBell(page);
  await expect(panel.getByText('Notifications connection: Live')).toBeVisible();
  await closeBell(page);

  // Live: the stream delivers it while the page is open; a toast announces it.
  await changeStatus('in_progress');
  await expect(page.getByRole('button', { name: /^Notifications, \d+ unread$/ })).toBeVisible();
  panel = await openBell(page);
  await expect(panel.getByRole('button', { name: new RegExp(`${subject} · In Progress`) })).toBeVisible();
  await expect(panel.getByText('Notifications connection: Live')).toBeVisible();
  await closeBell(page);

  // Cut the stream: every new connection is refused. Going offline ends the current one (the badge
  // says Offline); back online, the machine tries the stream twice, then polls.
  await page.route('**/api/notifications/stream**', (route) => route.abort());
  await context.setOffline(true);
  panel = await openBell(page);
  await expect(panel.getByText('Notifications connection: Offline')).toBeVisible();
  await closeBell(page);

  await changeStatus('on_hold');
  await context.setOffline(false);
  panel = await openBell(page);
  await expect(panel.getByText('Notifications connection: Polling')).toBeVisible();
  const polled = panel.getByRole('button', { name: new RegExp(`${subject} · On Hold`) });
  await expect(polled).toBeVisible();
  await expect(polled).toHaveAccessibleName(/^Unread: Status changed/);

  // Pressing it closes the panel and opens its ticket (and marks it read). Wait for each overlay to
  // be gone: a panel still fading out would pass for open and then vanish under the next click.
  await polled.click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/boost/tickets/${ticket.id}$`));
  const ticketDialog = page.getByRole('dialog').filter({ hasText: subject });
  await expect(ticketDialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(ticketDialog).toBeHidden();
  panel = await openBell(page);
  await expect(
    panel.getByRole('button', { name: new RegExp(`${subject} · On Hold`) }),
  ).not.toHaveAccessibleName(/^Unread/);

  // Mark all read, then clear: the list empties.
  await panel.getByRole('button', { name: labels.markAllRead }).click();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await panel.getByRole('button', { name: labels.clearAllNotifications }).click();
  await expect(panel.getByText('No notifications')).toBeVisible();
});

test("more than 99 unread notifications read '99+' on the bell; the count follows reads and arrivals", async ({
  page,
  request,
}) => {
  // A person of its own, so the 120 notifications disturb no other journey and none of theirs count.
  const alex = { Authorization: `Bearer ${await apiToken(page, 'alex')}` };
  const maria = { Authorization: `Bearer ${await apiToken(page, 'maria')}` };
  const email = `bell.${randomUUID().slice(0, 8)}@example.com`;
  const created = await request.post('/api/admin/users', {
    headers: alex,
    data: { name: 'Bell Tester', email, role: 'user', department: 'IT' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const person = (await created.json()) as { id: string; personal_code: string };
  const own = {
    Authorization: `Bearer ${
      (
        (await (
          await request.post('/api/auth/login', { data: { email, personal_code: person.personal_code } })
        ).json()) as { access_token: string }
      ).access_token
    }`,
  };
  const ticket = await request.post('/api/boost/tickets', {
    headers: own,
    data: {
      support_department: 'IT',
      category: 'Hardware',
      subcategory: 'Peripherals',
      subject: 'A ticket with a long conversation',
      description: 'Set up by the bell count journey.',
      classification: 'Incident',
      priority: 'low',
      channel: 'Hub',
    },
  });
  expect(ticket.status()).toBe(201);
  const { id } = (await ticket.json()) as { id: string };
  const comment = async (n: number) => {
    const response = await request.post(`/api/boost/tickets/${id}/comments`, {
      headers: maria,
      data: { body: `Update ${n}` },
    });
    expect(response.status()).toBe(201);
  };
  for (let n = 1; n <= 120; n += 1) await comment(n);

  await signInAs(page, { email, code: person.personal_code }, '/');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications, 99+ unread');
  await expect(bell).toHaveText('99+');
  const panel = await openBell(page);
  // The panel keeps the newest 50; the badge counted all of them.
  await expect(panel.getByRole('listitem')).toHaveCount(50);
  await panel.getByRole('button', { name: labels.markAllRead }).click();
  await expect(bell).toHaveAccessibleName('Notifications');

  // A new one arrives live: one unread, however many were read before.
  await comment(121);
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
});
