import { SESSION_COOKIE } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from './helpers.ts';
import { openStream } from './sse.ts';

/**
 * The browser's session in an HttpOnly cookie (issue 19): its attributes, how requests authenticate
 * with it, the Origin rule for unsafe methods, logout and expiry, and the notification stream.
 */
let s: TestServer;
/** A second instance that trusts one proxy in front (TRUST_PROXY=1), as behind a TLS-terminating one. */
let proxied: TestServer;
beforeAll(async () => {
  [s, proxied] = await Promise.all([startTestServer(), startTestServer({ TRUST_PROXY: '1' })]);
});
afterAll(async () => {
  await Promise.all([s?.stop(), proxied?.stop()]);
});

/** Signs in like the portal's page does (same-origin Origin), answering the token and the Set-Cookie line. */
async function signIn(
  server: TestServer,
  who: readonly [string, string],
  headers: Record<string, string> = {},
) {
  const res = await server.call('POST', '/api/auth/login', {
    body: { email: who[0], personal_code: who[1] },
    headers: { origin: server.base, ...headers },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { token: res.body.access_token as string, setCookie: res.headers.get('set-cookie') ?? '' };
}

const attributes = (line: string) => line.split(';').map((part) => part.trim());
const cookieOf = (token: string) => ({ cookie: `${SESSION_COOKIE}=${token}` });

describe('the cookie sign-in sets', () => {
  it('is HttpOnly, SameSite=Lax, Path=/, lives as long as the session, and is not Secure over plain HTTP', async () => {
    const { token, setCookie } = await signIn(s, DEMO.agent);
    const [pair, ...rest] = attributes(setCookie);
    expect(pair).toBe(`${SESSION_COOKIE}=${token}`);
    expect(rest).toEqual(['Max-Age=604800', 'Path=/', 'HttpOnly', 'SameSite=Lax']);
    // The answer keeps the token for other apps (the spec's contract).
    expect(token.length).toBeGreaterThanOrEqual(40);
  });

  it('is not Secure when an untrusted client merely claims HTTPS (X-Forwarded-Proto without TRUST_PROXY)', async () => {
    const { setCookie } = await signIn(s, DEMO.agent, { 'x-forwarded-proto': 'https' });
    expect(setCookie.startsWith(`${SESSION_COOKIE}=`)).toBe(true);
    expect(attributes(setCookie)).not.toContain('Secure');
  });

  it('is Secure and __Host- prefixed behind a trusted proxy that says HTTPS', async () => {
    const host = 'portal.example.com';
    const { token, setCookie } = await signIn(proxied, DEMO.agent, {
      'x-forwarded-proto': 'https',
      'x-forwarded-host': host,
      origin: `https://${host}`,
    });
    const [pair, ...rest] = attributes(setCookie);
    expect(pair).toBe(`__Host-${SESSION_COOKIE}=${token}`);
    expect(rest).toEqual(['Max-Age=604800', 'Path=/', 'HttpOnly', 'Secure', 'SameSite=Lax']);
    const https = { 'x-forwarded-proto': 'https', 'x-forwarded-host': host };
    // Over HTTPS only the prefixed name counts: an unprefixed cookie could have been planted by a
    // sibling subdomain or over plain HTTP (session fixation).
    const prefixed = await proxied.call('GET', '/api/auth/me', {
      headers: { ...https, cookie: `__Host-${SESSION_COOKIE}=${token}` },
    });
    expect(prefixed.status).toBe(200);
    const planted = await proxied.call('GET', '/api/auth/me', { headers: { ...https, ...cookieOf(token) } });
    expect(planted.status).toBe(401);
    // And the Origin check compares against the HTTPS origin the browser addressed.
    const write = await proxied.call('PATCH', '/api/notifications/mark-all-read', {
      headers: { ...https, cookie: `__Host-${SESSION_COOKIE}=${token}`, origin: `https://${host}` },
    });
    expect(write.status).toBe(200);
    const downgraded = await proxied.call('PATCH', '/api/notifications/mark-all-read', {
      headers: { ...https, cookie: `__Host-${SESSION_COOKIE}=${token}`, origin: `http://${host}` },
    });
    expect(downgraded.status).toBe(403);
    // The default port is the same origin.
    const port443 = await proxied.call('PATCH', '/api/notifications/mark-all-read', {
      headers: {
        ...https,
        'x-forwarded-host': `${host}:443`,
        cookie: `__Host-${SESSION_COOKIE}=${token}`,
        origin: `https://${host}`,
      },
    });
    expect(port443.status).toBe(200);
  });

  it('behind a trusted proxy that appends, believes its entry, not the one the client wrote before it', async () => {
    // The proxy appended what it saw (https) after the client's claim.
    const appended = await signIn(proxied, DEMO.agent, {
      'x-forwarded-proto': 'http, https',
      origin: 'https://p.example',
      'x-forwarded-host': 'p.example',
    });
    expect(attributes(appended.setCookie)).toContain('Secure');
    // The client claimed https, the proxy saw plain http: not Secure (and its Origin must be http).
    const claimed = await signIn(proxied, DEMO.agent, {
      'x-forwarded-proto': 'https, http',
      origin: proxied.base,
    });
    expect(attributes(claimed.setCookie)).not.toContain('Secure');
  });

  it('is not set for a sign-in posted from another origin (login forgery)', async () => {
    const res = await s.call('POST', '/api/auth/login', {
      body: { email: DEMO.agent[0], personal_code: DEMO.agent[1] },
      headers: { origin: 'https://attacker.example' },
    });
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe(
      'Cross-origin request refused: Origin https://attacker.example is not this portal',
    );
    expect(res.headers.get('set-cookie')).toBeNull();
    // A program (no Origin) still signs in and gets its token.
    const program = await s.call('POST', '/api/auth/login', {
      body: { email: DEMO.agent[0], personal_code: DEMO.agent[1] },
    });
    expect(program.status).toBe(200);
  });
});

describe('requests authenticated by the cookie', () => {
  it('read like a Bearer token: me, a ticket list', async () => {
    const { token } = await signIn(s, DEMO.user);
    const me = await s.call('GET', '/api/auth/me', { headers: cookieOf(token) });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(DEMO.user[0]);
    const list = await s.call('GET', '/api/boost/tickets?scope=created_by_me', { headers: cookieOf(token) });
    expect(list.status).toBe(200);
    expect(list.body.items.length).toBeGreaterThan(0);
  });

  it('with an unsafe method: refused from another origin or without an Origin; accepted from the portal itself', async () => {
    const { token } = await signIn(s, DEMO.user);
    const patch = (headers: Record<string, string>) =>
      s.call('PATCH', '/api/notifications/mark-all-read', { headers: { ...cookieOf(token), ...headers } });

    const foreign = await patch({ origin: 'https://attacker.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.body.detail).toBe(
      'Cross-origin request refused: Origin https://attacker.example is not this portal',
    );
    // Same host, other scheme or port: another origin.
    expect((await patch({ origin: s.base.replace('http:', 'https:') })).status).toBe(403);
    expect((await patch({ origin: 'null' })).status).toBe(403);
    const bare = await patch({});
    expect(bare.status).toBe(403);
    expect(bare.body.detail).toBe(
      'Cross-origin request refused: the request has no same-origin Origin header',
    );
    expect((await patch({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);

    expect((await patch({ origin: s.base })).status).toBe(200);
    expect((await patch({ 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    // A cross-origin POST that would create something is refused before it does.
    const created = await s.call('POST', '/api/boost/tickets', {
      headers: { ...cookieOf(token), origin: 'https://attacker.example' },
      body: { subject: 'forged' },
    });
    expect(created.status).toBe(403);
  });

  it('a Bearer token is not subject to the Origin rule (other apps)', async () => {
    const { token } = await signIn(s, DEMO.user);
    const res = await s.call('PATCH', '/api/notifications/mark-all-read', {
      token,
      headers: { origin: 'https://another-internal-app.example' },
    });
    expect(res.status).toBe(200);
    // Bearer wins over a cookie: a bad Bearer is refused even beside a good cookie.
    const bad = await s.call('GET', '/api/auth/me', { token: 'forged', headers: cookieOf(token) });
    expect(bad.status).toBe(401);
  });
});

describe('the session ends', () => {
  it('at logout: revoked on the server, its cookie cleared', async () => {
    const { token } = await signIn(s, DEMO.manager);
    const out = await s.call('POST', '/api/auth/logout', { headers: { ...cookieOf(token), origin: s.base } });
    expect(out.status).toBe(200);
    expect(attributes(out.headers.get('set-cookie') ?? '')).toEqual([
      `${SESSION_COOKIE}=`,
      'Max-Age=0',
      'Path=/',
      'HttpOnly',
      'SameSite=Lax',
    ]);
    // Revoked, not just forgotten by the browser: the same token is refused either way.
    expect((await s.call('GET', '/api/auth/me', { headers: cookieOf(token) })).status).toBe(401);
    expect((await s.call('GET', '/api/auth/me', { token })).status).toBe(401);
  });

  it('a logout forged from another origin is refused and the session lives on', async () => {
    const { token } = await signIn(s, DEMO.manager);
    const forged = await s.call('POST', '/api/auth/logout', {
      headers: { ...cookieOf(token), origin: 'https://attacker.example' },
    });
    expect(forged.status).toBe(403);
    expect((await s.call('GET', '/api/auth/me', { headers: cookieOf(token) })).status).toBe(200);
  });

  it('when idle too long or past its lifetime: 401, and the dead cookie is cleared', async () => {
    const { token } = await signIn(s, DEMO.userFinance);
    expect((await s.call('GET', '/api/auth/me', { headers: cookieOf(token) })).status).toBe(200);
    await s.database.pool.query(
      "UPDATE sessions SET last_used_at = now() - interval '9 hours' WHERE revoked_at IS NULL",
    );
    const idle = await s.call('GET', '/api/auth/me', { headers: cookieOf(token) });
    expect(idle.status).toBe(401);
    expect(idle.body.detail).toBe('Authentication failed');
    expect(idle.headers.get('set-cookie')).toMatch(new RegExp(`^${SESSION_COOKIE}=; Max-Age=0; Path=/`));

    const second = await signIn(s, DEMO.userFinance);
    await s.database.pool.query(
      "UPDATE sessions SET expires_at = now() - interval '1 second' WHERE revoked_at IS NULL",
    );
    expect((await s.call('GET', '/api/auth/me', { headers: cookieOf(second.token) })).status).toBe(401);
  });
});

describe('the notification stream', () => {
  it('authenticates by the cookie, with no token in its URL', async () => {
    const { token } = await signIn(s, DEMO.user);
    const me = await s.call('GET', '/api/auth/me', { token });
    const stream = openStream(`${s.base}/api/notifications/stream`, cookieOf(token));
    try {
      await stream.ready;
      const connected = await stream.next((e) => e.data.type === 'connected');
      expect(connected.data.user_id).toBe(me.body.id);
    } finally {
      stream.close();
    }
  });

  it('is refused without a cookie, and with the cookie of an ended session', async () => {
    expect((await fetch(`${s.base}/api/notifications/stream`)).status).toBe(401);
    const { token } = await signIn(s, DEMO.user);
    await s.call('POST', '/api/auth/logout', { token });
    const ended = await fetch(`${s.base}/api/notifications/stream`, { headers: cookieOf(token) });
    expect(ended.status).toBe(401);
  });
});

describe('the OpenAPI document', () => {
  it('describes the cookie beside the Bearer token, and the stream takes no token in its URL', async () => {
    const doc = (await s.call('GET', '/api/openapi.json')).body;
    expect(doc.components.securitySchemes).toMatchObject({
      bearer: { type: 'http', scheme: 'bearer' },
      cookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
    });
    expect(doc.components.securitySchemes).not.toHaveProperty('queryToken');
    const stream = doc.paths['/api/notifications/stream'].get;
    expect(stream.security).toEqual([{ bearer: [] }, { cookie: [] }]);
    expect(stream.parameters.map((p: { name: string }) => p.name)).not.toContain('token');
    expect(doc.paths['/api/auth/login'].post.security).toEqual([]);
  });
});
