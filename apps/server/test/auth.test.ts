import { messages } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.stop());

describe('sign-in with a personal code', () => {
  it('signs every demo account in with its exact code and answers the user', async () => {
    for (const [email, code] of Object.values(DEMO)) {
      const res = await s.call('POST', '/api/auth/login', { body: { email, personal_code: code } });
      expect(res.status, email).toBe(200);
      expect(res.body.access_token.length).toBeGreaterThanOrEqual(22);
      expect(res.body.user.email).toBe(email);
    }
    const res = await s.call('POST', '/api/auth/login', {
      body: { email: 'ALEX.MORGAN@example.com', personal_code: 'demo-alex' },
    });
    expect(res.body.user).toMatchObject({
      role: 'admin',
      boost_role: 'Admin',
      department: 'IT',
      name: 'Alex Morgan',
    });
    expect(res.body.user.personal_code).toBeNull();
  });

  it('rejects a wrong code or unknown e-mail with the same 401 detail', async () => {
    const wrong = await s.call('POST', '/api/auth/login', {
      body: { email: 'casey.nguyen@example.com', personal_code: 'nope' },
    });
    const unknown = await s.call('POST', '/api/auth/login', {
      body: { email: 'who@example.com', personal_code: 'nope' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.detail).toBe(unknown.body.detail);
  });

  it('names the missing field', async () => {
    const res = await s.call('POST', '/api/auth/login', { body: { email: 'a@example.com' } });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('personal_code: Required');
    const bad = await s.call('POST', '/api/auth/login', {
      body: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);
  });

  it('answers me for a token, and 401 after logout', async () => {
    const login = await s.call('POST', '/api/auth/login', {
      body: { email: DEMO.agent[0], personal_code: DEMO.agent[1] },
    });
    const token = login.body.access_token;
    const me = await s.call('GET', '/api/auth/me', { token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: DEMO.agent[0], role: 'agent', boost_role: 'Agent' });
    expect(me.body.permissions.view_department_tickets).toBe(true);
    expect((await s.call('POST', '/api/auth/logout', { token })).status).toBe(200);
    const after = await s.call('GET', '/api/auth/me', { token });
    expect(after.status).toBe(401);
    expect(after.body.detail).toBe('Authentication failed');
    expect((await s.call('GET', '/api/auth/me')).status).toBe(401);
    expect((await s.call('GET', '/api/auth/me', { token: 'forged-token' })).status).toBe(401);
  });
});

describe('brute-force protection', () => {
  it('locks an account briefly after 5 failures, with 429, Retry-After and a clear detail', async () => {
    const email = DEMO.agentHr[0];
    for (let i = 0; i < 5; i++) {
      const res = await s.call('POST', '/api/auth/login', { body: { email, personal_code: `guess-${i}` } });
      expect(res.status).toBe(401);
    }
    const locked = await s.call('POST', '/api/auth/login', {
      body: { email, personal_code: DEMO.agentHr[1] },
    });
    expect(locked.status).toBe(429);
    const retry = Number(locked.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(30);
    expect(locked.body.detail).toBe(messages.tooManyLoginAttempts(retry));
    // Other accounts from the same address are unaffected.
    expect(
      (
        await s.call('POST', '/api/auth/login', {
          body: { email: DEMO.manager[0], personal_code: DEMO.manager[1] },
        })
      ).status,
    ).toBe(200);
    // When the short lock ends the real user gets in, and their counter starts again.
    await s.database.pool.query(
      "UPDATE login_throttle SET locked_until = now() - interval '1 second' WHERE key LIKE 'acct:%'",
    );
    expect(
      (await s.call('POST', '/api/auth/login', { body: { email, personal_code: DEMO.agentHr[1] } })).status,
    ).toBe(200);
    const { rows } = await s.database.pool.query('SELECT 1 FROM login_throttle WHERE key = $1', [
      `acct:${email}`,
    ]);
    expect(rows).toHaveLength(0);
  });

  it('blocks an address that sprays many accounts', async () => {
    await s.database.pool.query('DELETE FROM login_throttle');
    for (let i = 0; i < 20; i++) {
      const res = await s.call('POST', '/api/auth/login', {
        body: { email: `spray${i}@example.com`, personal_code: 'x' },
      });
      expect(res.status).toBe(401);
    }
    const blocked = await s.call('POST', '/api/auth/login', {
      body: { email: DEMO.user[0], personal_code: DEMO.user[1] },
    });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    await s.database.pool.query('DELETE FROM login_throttle');
  });

  it('expires idle tokens and tokens past their absolute lifetime', async () => {
    const token = await s.login(...DEMO.userFinance);
    expect((await s.call('GET', '/api/auth/me', { token })).status).toBe(200);
    await s.database.pool.query("UPDATE sessions SET last_used_at = now() - interval '9 hours'");
    expect((await s.call('GET', '/api/auth/me', { token })).status).toBe(401);
    const second = (
      await s.call('POST', '/api/auth/login', {
        body: { email: DEMO.userFinance[0], personal_code: DEMO.userFinance[1] },
      })
    ).body.access_token;
    await s.database.pool.query(
      "UPDATE sessions SET expires_at = now() - interval '1 second' WHERE revoked_at IS NULL",
    );
    expect((await s.call('GET', '/api/auth/me', { token: second })).status).toBe(401);
  });

  it('stores tokens and codes only as hashes', async () => {
    const token = (
      await s.call('POST', '/api/auth/login', {
        body: { email: DEMO.agent[0], personal_code: DEMO.agent[1] },
      })
    ).body.access_token;
    const dump =
      JSON.stringify((await s.database.pool.query('SELECT * FROM sessions')).rows) +
      JSON.stringify((await s.database.pool.query('SELECT * FROM users')).rows);
    expect(dump).not.toContain(token);
    expect(dump).not.toContain('demo-sam');
    expect(dump).toContain('scrypt$');
  });
});
