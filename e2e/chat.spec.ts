import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  type AiModel,
  type AnswerEngine,
  answerEngineLabels,
  cacheHoursBadge,
  labels,
  messages,
  POPULAR_QUESTIONS,
} from '@portal/contract';
import { expectNoAxeViolations } from './axe.ts';
import { apiToken, holdRequests, navigateTo, signIn } from './support.ts';

/**
 * The document each popular question must cite: the demo knowledge base
 * (apps/server/demo-documents/manifest.json) has one approved policy per question.
 */
const citedDocument: Record<(typeof POPULAR_QUESTIONS)[number], string> = {
  [POPULAR_QUESTIONS[0]]: 'Annual Leave Policy.docx',
  [POPULAR_QUESTIONS[1]]: 'Password Reset and Account Security Guide.txt',
  [POPULAR_QUESTIONS[2]]: 'Expense Reporting Procedure.pdf',
  [POPULAR_QUESTIONS[3]]: 'Safeguarding Policy.docx',
  [POPULAR_QUESTIONS[4]]: 'Monitoring and Evaluation Framework.pdf',
  [POPULAR_QUESTIONS[5]]: 'International Deployment Checklist.docx',
};

/** The chat journeys run as a plain user; every journey makes its own conversations. */
const who = 'casey' as const;

// Each journey waits on real answers from the server; on a busy machine that takes a while.
test.describe.configure({ timeout: 90_000 });
/** For waits on the server (answers, loading a conversation), which a busy machine slows down. */
const server = expect.configure({ timeout: 20_000 });

function composer(page: Page): Locator {
  return page.getByRole('textbox', { name: 'Ask James a question' });
}

/** The last answer of the conversation. */
function lastAnswer(page: Page): Locator {
  return page.getByRole('article', { name: /^James,/ }).last();
}

/** Waits until the answer is complete (its documents section shows) and the URL names the conversation. */
async function waitForAnswer(page: Page): Promise<string> {
  await server(lastAnswer(page).getByRole('heading', { name: 'Referenced Company Documents' })).toBeVisible();
  await server(page.getByRole('button', { name: 'Send' })).toBeVisible();
  await server(page).toHaveURL(/[?&]session=[0-9a-f-]{36}/);
  return new URL(page.url()).searchParams.get('session') as string;
}

/** Picks `option` in the react-aria Select labelled `label` (its button's name ends with the label). */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('button', { name: new RegExp(`${label.replace(/[()/]/g, '\\$&')}$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const question of POPULAR_QUESTIONS) {
  test(`popular question "${question}" gets a structured answer citing ${citedDocument[question]}`, async ({
    page,
  }) => {
    await signIn(page, who, '/chat');
    await expect(page.getByRole('heading', { level: 1, name: labels.askAssistant })).toBeVisible();
    const cards = page.getByRole('region', { name: 'Popular questions' }).getByRole('button');
    await expect(cards).toHaveCount(6);
    await cards.filter({ hasText: question }).click();

    await expect(page.getByRole('article', { name: /^You,/ })).toContainText(question);
    await waitForAnswer(page);
    const answer = lastAnswer(page);
    // Structured: a summary section, and the right policy among the referenced documents.
    await expect(answer.getByRole('heading', { name: 'Summary' })).toBeVisible();
    await expect(answer.getByRole('link', { name: `Download ${citedDocument[question]}` })).toBeVisible();
    await expect(answer.getByText(/Response time: \d+\.\ds/)).toBeVisible();
    // The popular questions are only for an empty conversation.
    await expect(page.getByRole('region', { name: 'Popular questions' })).toHaveCount(0);
  });
}

test('without the server’s settings the chat claims no model: no badges rather than the default GPT-5', async ({
  page,
}) => {
  // Before, the badges started at the spec's defaults and kept them when the call failed: 'GPT-5'
  // while the built-in engine answered.
  await page.route('**/api/admin/system-settings', (route) =>
    route.fulfill({ status: 503, json: { detail: 'Service unavailable' } }),
  );
  // Opened from the navigation: the browser asks for the settings (a loaded page has the server's).
  await signIn(page, who);
  const settingsFailed = page.waitForResponse('**/api/admin/system-settings');
  await navigateTo(page, 'Ask James');
  await settingsFailed;
  // The count comes from another call made at the same moment: the screen has done its loading.
  await expect(page.getByText(/\d+ approved documents/)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/^Answered by:/)).toHaveCount(0);
  await expect(page.getByText(/^Response cache:/)).toHaveCount(0);
});

test('the badges show what answers and the cache duration; the left panel counts approved documents', async ({
  page,
}) => {
  await signIn(page, who, '/chat');
  const token = await apiToken(page, who);
  const headers = { Authorization: `Bearer ${token}` };
  // The admin journey changes the settings and the documents journey approves documents while this
  // runs: compare the screen with the server read just after loading it, and retry on a change.
  await expect(async () => {
    await page.reload();
    const settings = (await (await page.request.get('/api/admin/system-settings', { headers })).json()) as {
      answer_engine: AnswerEngine;
      answer_model: AiModel;
      response_cache_hours: number;
    };
    const stats = (await (await page.request.get('/api/documents/rag-stats', { headers })).json()) as {
      total_documents: number;
    };
    // What answers: these journeys run without an AI service, so the built-in engine, not the setting.
    expect(settings.answer_engine).toBe('built-in');
    await expect(page.getByText(`Answered by: ${answerEngineLabels['built-in']}`)).toBeVisible({
      timeout: 10_000,
    });
    await expect(page.getByText(/Answered by: GPT/)).toHaveCount(0);
    await expect(
      page.getByText(`Response cache: ${cacheHoursBadge(settings.response_cache_hours)}`),
    ).toBeVisible({
      timeout: 10_000,
    });
    await expect(page.getByText(`${stats.total_documents} approved documents`)).toBeVisible({
      timeout: 10_000,
    });
  }).toPass({ timeout: 90_000 });
  await expect(page.getByRole('button', { name: labels.newConversation })).toBeVisible();
});

test('an answer escalated into a ticket links back to its conversation; reload keeps the conversation', async ({
  page,
}) => {
  const { token } = await signIn(page, who, '/chat');
  const question = POPULAR_QUESTIONS[0];
  await page
    .getByRole('region', { name: 'Popular questions' })
    .getByRole('button', { name: question })
    .click();
  const sessionId = await waitForAnswer(page);

  // Reload with ?session= shows the same conversation.
  await page.reload();
  await server(page.getByRole('article', { name: /^You,/ })).toContainText(question);
  await expect(
    lastAnswer(page).getByRole('link', { name: `Download ${citedDocument[question]}` }),
  ).toBeVisible();
  await expect(page.getByRole('row', { name: /How much annual leave/ }).first()).toBeVisible();

  await expect(lastAnswer(page).getByText(messages.notHelpfulEnough)).toBeVisible();
  await lastAnswer(page).getByRole('button', { name: labels.createTicket }).click();
  const dialog = page.getByRole('dialog', { name: labels.createTicket });
  await expect(dialog).toBeVisible();

  // The prefill: subject 47 characters + '...', department, priority and classification by keywords.
  const subject = dialog.getByRole('textbox', { name: 'Subject' });
  await expect(subject).toHaveValue(`${question.slice(0, 47)}...`);
  await expect(dialog.getByRole('button', { name: /HR\/P&T Support department$/ })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Low Priority$/ })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Service Request Classification$/ })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue(
    new RegExp(`^Issue summary: ${question.replace(/[?]/g, '\\?')}`),
  );
  await expect(dialog.getByRole('link', { name: /View Conversation/ })).toHaveAttribute(
    'href',
    `/chat?session=${sessionId}`,
  );
  await expectNoAxeViolations(page);

  // A unique subject finds this ticket among the others journeys file.
  const mark = randomUUID().slice(0, 8);
  await subject.fill(`Leave question ${mark}`);
  // Sent without a category: the same form as a new ticket's, naming what is missing and moving the
  // keyboard to it.
  await dialog.getByRole('button', { name: labels.createTicket }).click();
  await expect(dialog.getByText('Category is required', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Category$/ })).toBeFocused();
  await choose(page, dialog, 'Category', 'Leave');
  await choose(page, dialog, 'Subcategory', 'Annual Leave');
  const created = page.waitForResponse(
    (response) => response.url().endsWith('/api/boost/tickets') && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: labels.createTicket }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  const ticket = (await response.json()) as { id: string };
  await expect(dialog).toHaveCount(0);
  const createdToast = page.getByRole('alertdialog', { name: /Ticket Created/ });
  await expect(createdToast).toBeVisible();
  await expect(createdToast.getByRole('link', { name: 'Open ticket' })).toHaveAttribute(
    'href',
    `/boost/tickets/${ticket.id}`,
  );

  const stored = await page.request.get(`/api/boost/tickets/${ticket.id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(stored.status()).toBe(200);
  expect(await stored.json()).toMatchObject({
    conversation_session_id: sessionId,
    channel: 'Hub',
    subject: `[HR/P&T - Leave] Leave question ${mark}`,
    support_department: 'HR/P&T',
    category: 'Leave',
    subcategory: 'Annual Leave',
    priority: 'low',
    classification: 'ServiceRequest',
    business_unit_id: null,
  });

  // New Conversation leaves it; picking it in the list brings it back (and into the URL); Back leaves again.
  await page.getByRole('button', { name: labels.newConversation }).click();
  await expect(page).not.toHaveURL(/session=/);
  await expect(page.getByRole('region', { name: 'Popular questions' })).toBeVisible();
  await page
    .getByRole('row', { name: question.slice(0, 20) })
    .first()
    .click();
  await server(page).toHaveURL(/session=/);
  await server(page.getByRole('article', { name: /^You,/ }).first()).toContainText(question);
  await page.goBack();
  await expect(page).not.toHaveURL(/session=/);
  await expect(page.getByRole('region', { name: 'Popular questions' })).toBeVisible();
});

test('deleting a conversation takes the delete_conversations permission: a user has no delete icon and the server refuses', async ({
  page,
}) => {
  const { token } = await signIn(page, who, '/chat');
  await page.getByRole('region', { name: 'Popular questions' }).getByRole('button').first().click();
  await server(lastAnswer(page)).toBeVisible();
  await server(page).toHaveURL(/[?&]session=[0-9a-f-]{36}/);
  const sessionId = new URL(page.url()).searchParams.get('session') as string;
  const row = page.getByRole('grid', { name: 'Recent conversations' }).getByRole('row', { selected: true });
  await row.hover();
  await expect(row).toBeVisible();
  await expect(page.getByRole('button', { name: /^Delete conversation:/ })).toHaveCount(0);
  const refused = await page.request.delete(`/api/chat/sessions/${sessionId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()) as { detail: string }).toEqual({
    detail: 'Permission required: delete_conversations',
  });
});

test('a manager deletes a conversation from the list after confirming, by keyboard', async ({ page }) => {
  const { token } = await signIn(page, 'maria', '/chat');
  const question = `How do I submit an expense report? (${randomUUID().slice(0, 8)})`;
  await composer(page).fill(question);
  await composer(page).press('Enter');
  // Any answer will do here (documents approved by parallel journeys can change what it cites):
  // the conversation only has to exist.
  await server(lastAnswer(page)).toBeVisible();
  await server(page.getByRole('button', { name: 'Send' })).toBeVisible();
  await server(page).toHaveURL(/[?&]session=[0-9a-f-]{36}/);
  const sessionId = new URL(page.url()).searchParams.get('session') as string;

  const headers = { Authorization: `Bearer ${token}` };
  const listed = async () =>
    ((await (await page.request.get('/api/chat/sessions', { headers })).json()) as { id: string }[]).map(
      (s) => s.id,
    );
  const row = page.getByRole('row', { name: question, exact: true });
  // The keyboard way to the row's delete icon: focus the row, then Right.
  await row.focus();
  await page.keyboard.press('ArrowRight');
  await expect(row.getByRole('button', { name: /^Delete conversation:/ })).toBeFocused();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Delete this conversation?' });
  await expect(confirm).toContainText(question);
  // Cancel has the focus; Escape keeps the conversation.
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(row).toBeVisible();
  expect(await listed()).toContain(sessionId);

  await row.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(row).toHaveCount(0);
  // The keyboard stays in the conversations (the next row, or the list), not at the top of the page.
  const conversations = page.getByRole('grid', { name: 'Recent conversations' });
  await expect.poll(() => conversations.evaluate((list) => list.contains(document.activeElement))).toBe(true);
  expect(await listed()).not.toContain(sessionId);
});

test('keyboard only: from the navigation to the question box, type, Enter sends; Shift+Enter makes a new line', async ({
  page,
}) => {
  await signIn(page, who, '/');
  // Tab to 'Ask James' in the navigation and follow it: the box takes the keyboard on arrival (it
  // took 12 more Tab presses).
  const link = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: labels.askAssistant });
  let reached = false;
  for (let i = 0; i < 20 && !reached; i += 1) {
    await page.keyboard.press('Tab');
    reached = await link.evaluate((element) => element === document.activeElement);
  }
  expect(reached).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Popular questions' })).toBeVisible();
  const box = composer(page);
  await expect(box).toBeFocused();
  await page.keyboard.type('How do I reset');
  await page.keyboard.press('Shift+Enter');
  await page.keyboard.type('my password?');
  await expect(box).toHaveValue('How do I reset\nmy password?');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('article', { name: /^You,/ })).toContainText('How do I reset\nmy password?');
  await waitForAnswer(page);
  await expect(
    lastAnswer(page).getByRole('link', { name: /Password Reset and Account Security Guide/ }),
  ).toBeVisible();
  // The box comes back focused for the next question.
  await expect(box).toBeFocused();
});

test("an admin reads someone else's conversation from its link, read-only", async ({ page }) => {
  const token = await apiToken(page, who);
  const sessionId = randomUUID();
  const sent = await page.request.post('/api/chat/send', {
    headers: { Authorization: `Bearer ${token}` },
    data: { session_id: sessionId, message: POPULAR_QUESTIONS[1], stream: true },
  });
  expect(sent.status()).toBe(200);
  await sent.body();

  await signIn(page, 'alex', `/chat?session=${sessionId}`);
  await server(page.getByRole('article', { name: /^You,/ })).toContainText(POPULAR_QUESTIONS[1]);
  await expect(
    lastAnswer(page).getByRole('link', { name: /Password Reset and Account Security Guide/ }),
  ).toBeVisible();
  await server(page.getByText(/another person's conversation/)).toBeVisible();
  await expect(composer(page)).toHaveCount(0);
  await expect(lastAnswer(page).getByRole('button', { name: labels.createTicket })).toHaveCount(0);
});

test("an unknown conversation says 'Failed to load conversation messages.'", async ({ page }) => {
  await signIn(page, who, `/chat?session=${randomUUID()}`);
  await server(page.getByText(messages.conversationMessagesLoadFailed)).toBeVisible();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`/chat has no axe violations, empty, with an answer and with the ticket dialog (${colorScheme})`, async ({
    page,
  }) => {
    // Three full axe runs: slow when the machine is busy.
    test.setTimeout(150_000);
    await page.emulateMedia({ colorScheme });
    await signIn(page, who, '/chat');
    await expect(page.getByRole('region', { name: 'Popular questions' })).toBeVisible();
    await expect(page.getByRole('grid', { name: 'Recent conversations' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page
      .getByRole('region', { name: 'Popular questions' })
      .getByRole('button', { name: POPULAR_QUESTIONS[3] })
      .click();
    await waitForAnswer(page);
    await expectNoAxeViolations(page);

    await lastAnswer(page).getByRole('button', { name: labels.createTicket }).click();
    await expect(page.getByRole('dialog', { name: labels.createTicket })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Subject' })).not.toHaveValue('');
    await expectNoAxeViolations(page);
  });
}

test('/chat fits a 375 px phone: empty, with an answer, with the ticket dialog', async ({ page }) => {
  // Signed in at desktop width (the helper waits for the desktop navigation), then narrowed.
  await signIn(page, who, '/chat');
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(page.getByRole('region', { name: 'Popular questions' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page
    .getByRole('region', { name: 'Popular questions' })
    .getByRole('button', { name: POPULAR_QUESTIONS[4] })
    .click();
  await waitForAnswer(page);
  await expectNoHorizontalScroll(page);
  // The conversations are folded behind their heading, so the conversation comes first; opened, they
  // list this one, selected.
  const fold = page.getByRole('button', { name: /^Recent conversations/ });
  await expect(fold).toHaveAttribute('aria-expanded', 'false');
  await fold.click();
  const grid = page.getByRole('grid', { name: 'Recent conversations' });
  await expect(grid.getByRole('row', { selected: true })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await fold.click();
  await expect(grid).toBeHidden();
  await lastAnswer(page).getByRole('button', { name: labels.createTicket }).click();
  await expect(page.getByRole('dialog', { name: labels.createTicket })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
});

test('on a phone the conversation stays put when the approved-documents count arrives', async ({ page }) => {
  // Its line is above the folded conversations there; arriving, it had moved the conversation down
  // (a layout shift of 0.026). The count is held until the chat is on screen, then let through.
  await page.setViewportSize({ width: 375, height: 740 });
  const release = await holdRequests(page, '**/api/documents/rag-stats');
  await signIn(page, who, '/chat');
  await expect(page.getByRole('textbox', { name: 'Ask James a question' })).toBeVisible();
  await page.evaluate(() => {
    const record = window as unknown as { shifted: number };
    record.shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) record.shifted += entry.value;
    }).observe({ type: 'layout-shift' });
  });
  release();
  await expect(page.getByText(/^\d+ approved documents?$/)).toBeVisible();
  // Two frames: the shifts of the count's paint have been reported by then.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBeLessThan(0.005);
});

test('the question box takes the keyboard when the chat opens on a desktop, not on a touch screen', async ({
  page,
  browser,
}) => {
  await signIn(page, who, '/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: labels.askAssistant })
    .click();
  await expect(page.getByRole('region', { name: 'Popular questions' })).toBeVisible();
  await expect(composer(page)).toBeFocused();
  // Opening a conversation by its address puts it there too, once the conversation has loaded.
  const sessionId = await (async () => {
    await composer(page).fill(POPULAR_QUESTIONS[1]);
    await composer(page).press('Enter');
    return waitForAnswer(page);
  })();
  await page.goto(`/chat?session=${sessionId}`);
  await server(lastAnswer(page)).toBeVisible();
  await expect(composer(page)).toBeFocused();

  // A phone: the box waits for a tap, so no on-screen keyboard covers the screen on arrival.
  const phone = await browser.newContext({
    viewport: { width: 375, height: 812 },
    hasTouch: true,
    isMobile: true,
  });
  const touch = await phone.newPage();
  await signIn(touch, who, '/chat');
  await expect(touch.getByRole('region', { name: 'Popular questions' })).toBeVisible();
  await expect(composer(touch)).toBeEnabled();
  await expect(composer(touch)).not.toBeFocused();
  await phone.close();
});

/** The page itself does not scroll; the messages pane does; the navigation and the box are in view. */
async function expectChatFrame(page: Page) {
  const frame = await page.evaluate(() => {
    const pane = document.querySelector('[data-testid="chat-messages"]') as HTMLElement;
    return {
      documentOverflow: document.documentElement.scrollHeight - window.innerHeight,
      paneOverflow: pane.scrollHeight - pane.clientHeight,
    };
  });
  expect(frame.documentOverflow).toBeLessThanOrEqual(0);
  expect(frame.paneOverflow).toBeGreaterThan(0);
  await expect(page.getByRole('banner')).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: 'Send' })).toBeInViewport({ ratio: 1 });
  await expect(composer(page)).toBeInViewport({ ratio: 1 });
}

/** Nothing is drawn over the Send button (a toast covered it for 5 s). */
async function expectSendUncovered(page: Page) {
  const send = page.getByRole('button', { name: 'Send' });
  const clear = await send.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return (
      document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)?.closest('button') ===
      element
    );
  });
  expect(clear).toBe(true);
}

for (const size of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
] as const) {
  test(`at ${size.width} x ${size.height} the chat keeps its frame: only the messages scroll, and a toast leaves Send clear`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await signIn(page, who, '/chat');
    await page
      .getByRole('region', { name: 'Popular questions' })
      .getByRole('button', { name: POPULAR_QUESTIONS[0] })
      .click();
    await waitForAnswer(page);
    await composer(page).fill(POPULAR_QUESTIONS[2]);
    await composer(page).press('Enter');
    await waitForAnswer(page);
    await expectChatFrame(page);
    // Scrolling the conversation to its start keeps the navigation and the box where they are.
    await page.getByTestId('chat-messages').evaluate((pane) => pane.scrollTo({ top: 0 }));
    await expectChatFrame(page);

    // A notification arrives while chatting (their ticket changed status): its toast is not over Send.
    const created = await page.request.post('/api/boost/tickets', {
      headers: { Authorization: `Bearer ${await apiToken(page, who)}` },
      data: {
        support_department: 'IT',
        category: 'Hardware',
        subcategory: 'Laptop',
        subject: `Frame check ${randomUUID().slice(0, 8)}`,
        description: 'Set up by a journey.',
        classification: 'Incident',
        priority: 'medium',
        channel: 'Hub',
      },
    });
    expect(created.status()).toBe(201);
    const ticket = (await created.json()) as { id: string };
    const changed = await page.request.put(`/api/boost/tickets/${ticket.id}`, {
      headers: { Authorization: `Bearer ${await apiToken(page, 'maria')}` },
      data: { status: 'in_progress' },
    });
    expect(changed.status()).toBe(200);
    await server(page.getByRole('alertdialog').first()).toBeVisible();
    await expectSendUncovered(page);
    await expectNoAxeViolations(page);
  });
}
