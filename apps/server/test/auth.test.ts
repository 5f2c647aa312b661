import { messages } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.ts';
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
    const { rows } = await s.database.pool.query('SELECT 1 FROM login_throttle WHERE key LIKE $1', [
      `acct:${email}|%`,
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

  it('counts attempts refused by a lock against the address, so hammering a locked account locks the hammerer', async () => {
    await s.database.pool.query('DELETE FROM login_throttle');
    const email = DEMO.agentFinance[0];
    const statuses: number[] = [];
    for (let i = 0; i < 26; i++)
      statuses.push(
        (await s.call('POST', '/api/auth/login', { body: { email, personal_code: `guess-${i}` } })).status,
      );
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((x) => x === 429)).toBe(true);
    // 5 failures + 21 refusals: the address itself is now locked, for every account.
    const other = await s.call('POST', '/api/auth/login', {
      body: { email: DEMO.manager[0], personal_code: DEMO.manager[1] },
    });
    expect(other.status).toBe(429);
    expect(Number(other.headers.get('retry-after'))).toBeGreaterThan(30);
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

describe('brute-force protection behind a proxy (TRUST_PROXY)', () => {
  let proxied: TestServer;
  beforeAll(async () => {
    proxied = await startTestServer({ TRUST_PROXY: '1' });
  });
  afterAll(() => proxied?.stop());

  /** A sign-in through our proxy, which appends the address it saw to what the client sent. */
  const via = (address: string, email: string, code: string, claimed?: string) =>
    proxied.call('POST', '/api/auth/login', {
      body: { email, personal_code: code },
      headers: { 'x-forwarded-for': claimed ? `${claimed}, ${address}` : address },
    });

  it('lets the real user in from their own address while an attacker hammers their account', async () => {
    const [email, code] = DEMO.userFinance;
    for (let i = 0; i < 30; i++) {
      const res = await via('203.0.113.66', email, `guess-${i}`);
      expect(res.status).toBe(i < 5 ? 401 : 429);
    }
    // The attacker is refused even with the right code ...
    expect((await via('203.0.113.66', email, code)).status).toBe(429);
    // ... the victim, from their own address, is not.
    const victim = await via('198.51.100.20', email, code);
    expect(victim.status).toBe(200);
    expect(victim.body.user.email).toBe(email);
  });

  it('takes the address our proxy saw, not what the client wrote in X-Forwarded-For', async () => {
    for (let i = 0; i < 20; i++) {
      // A fresh spoofed address per attempt, each against another account: the real hop is the same.
      const res = await via('203.0.113.99', `spray${i}@example.com`, 'x', `10.9.8.${i}`);
      expect(res.status).toBe(401);
    }
    const blocked = await via('203.0.113.99', DEMO.user[0], DEMO.user[1], '10.9.8.200');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.body.detail).toBe(
      messages.tooManyLoginAttempts(Number(blocked.headers.get('retry-after'))),
    );
    // Nor can the attacker pretend to be the victim's address to use the victim's counter.
    const { rows } = await proxied.database.pool.query<{ key: string }>('SELECT key FROM login_throttle');
    expect(rows.every((r) => !r.key.includes('10.9.8.'))).toBe(true);
  });

  it('reads the client hop from the right with several proxies (TRUST_PROXY=2)', async () => {
    const { clientAddress } = await import('../src/routes/client-address.ts');
    const ctx = (xff: string) =>
      ({ req: { header: (name: string) => (name === 'x-forwarded-for' ? xff : undefined) } }) as never;
    expect(clientAddress(ctx('6.6.6.6, 1.2.3.4, 10.0.0.1'), 2)).toBe('1.2.3.4');
    expect(clientAddress(ctx('6.6.6.6, 1.2.3.4, 10.0.0.1'), 1)).toBe('10.0.0.1');
    expect(clientAddress(ctx('1.2.3.4'), 2)).toBe('1.2.3.4');
    expect(readConfig({ TRUST_PROXY: 'yes' }).trustProxy).toBe(1);
    expect(readConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(readConfig({}).trustProxy).toBe(0);
  });
});
