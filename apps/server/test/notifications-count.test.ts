import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
let jordan: string;
let maria: string;

beforeAll(async () => {
  s = await startTestServer();
  jordan = await s.login(...DEMO.user);
  maria = await s.login(...DEMO.manager);
});
afterAll(() => s?.stop());

const unreadCount = async (token: string) => {
  const res = await s.call('GET', '/api/notifications/unread-count', { token });
  expect(res.status).toBe(200);
  return res.body.count as number;
};

describe('GET /notifications/unread-count', () => {
  it('counts every unread notification, past the 100 the unread list returns, and follows reads', async () => {
    // Start from nothing unread, whatever the demo data left.
    await s.call('PATCH', '/api/notifications/mark-all-read', { token: jordan });
    expect(await unreadCount(jordan)).toBe(0);

    const ticket = await s.call('POST', '/api/boost/tickets', {
      token: jordan,
      body: {
        support_department: 'IT',
        category: 'Access',
        subcategory: 'Password Reset',
        subject: 'IT - Access: many comments',
        description: '<p>A ticket that gets a lot of answers</p>',
        classification: 'HowToQuery',
        priority: 'low',
        channel: 'Hub',
      },
    });
    expect(ticket.status).toBe(201);
    // 120 comments by a manager: each one notifies the requester.
    for (let i = 1; i <= 120; i += 1) {
      const comment = await s.call('POST', `/api/boost/tickets/${ticket.body.id}/comments`, {
        token: maria,
        body: { body: `Update ${i}` },
      });
      expect(comment.status).toBe(201);
    }

    const list = await s.call('GET', '/api/notifications/unread', { token: jordan });
    expect(list.body).toHaveLength(100);
    expect(await unreadCount(jordan)).toBe(120);
    // Only the person's own: the sender has none of these.
    const mariasBefore = await unreadCount(maria);
    expect(mariasBefore).toBeLessThan(120);

    await s.call('PATCH', `/api/notifications/${list.body[0].id}/read`, { token: jordan });
    expect(await unreadCount(jordan)).toBe(119);
    await s.call('PATCH', '/api/notifications/mark-all-read', { token: jordan });
    expect(await unreadCount(jordan)).toBe(0);
    expect(await unreadCount(maria)).toBe(mariasBefore);
  });

  it('needs a signed-in person', async () => {
    const res = await s.call('GET', '/api/notifications/unread-count');
    expect(res.status).toBe(401);
    expect(typeof res.body.detail).toBe('string');
  });
});
