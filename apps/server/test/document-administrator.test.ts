import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  // A manager as the document administrator, so the flag is not simply "is admin".
  s = await startTestServer({ DOCUMENT_ADMIN_EMAIL: 'Maria.Lopez@example.com' });
});
afterAll(() => s?.stop());

describe('is_document_administrator', () => {
  it('tells the signed-in person whether they are DOCUMENT_ADMIN_EMAIL (sign-in and me)', async () => {
    const login = await s.call('POST', '/api/auth/login', {
      body: { email: DEMO.manager[0], personal_code: DEMO.manager[1] },
    });
    expect(login.body.user.is_document_administrator).toBe(true);
    const me = await s.call('GET', '/api/auth/me', { token: login.body.access_token });
    expect(me.body.is_document_administrator).toBe(true);

    const admin = await s.login(...DEMO.admin);
    expect((await s.call('GET', '/api/auth/me', { token: admin })).body.is_document_administrator).toBe(
      false,
    );
  });
});
