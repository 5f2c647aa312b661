import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

let provider: OAuth2Server;
let s: TestServer;
let email = 'jordan.lee_example.com#EXT#@tenant.onmicrosoft.com';
const CLIENT_ID = 'portal-spa';
/** Changes the claims the provider signs (a provider that is wrong or not ours). */
let claimsOverride: ((payload: Record<string, unknown>) => void) | undefined;
/** Replaces the signed ID token on its way back (a token forged or altered in transit). */
let idTokenOverride: ((idToken: string) => string) | undefined;
const REDIRECT = 'http://localhost:8080/auth/callback';

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.service.on('beforeTokenSigning', (token) => {
    token.payload.email = email;
    claimsOverride?.(token.payload);
  });
  provider.service.on('beforeResponse', (response) => {
    const body = response.body as Record<string, unknown>;
    if (idTokenOverride && typeof body.id_token === 'string') body.id_token = idTokenOverride(body.id_token);
  });
  s = await startTestServer({ OIDC_AUTHORITY: provider.issuer.url ?? '', OIDC_CLIENT_ID: CLIENT_ID });
});
afterAll(async () => {
  await s?.stop();
  await provider?.stop();
});

/** What the browser does: authorize with PKCE and a nonce, follow the redirect, keep the code. */
async function authorize(options: { nonce?: string } = {}) {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const state = randomBytes(16).toString('base64url');
  const url = new URL(`${provider.issuer.url}/authorize`);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: CLIENT_ID,
    redirect_uri: REDIRECT,
    scope: 'openid profile email',
    state,
    nonce: options.nonce ?? state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString();
  const res = await fetch(url, { redirect: 'manual' });
  const location = new URL(res.headers.get('location') ?? '');
  return { code: location.searchParams.get('code') ?? '', state, verifier };
}

const callback = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  s.call('POST', '/api/auth/azure/callback', {
    body: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });

describe('corporate sign-in (OpenID Connect, code + PKCE)', () => {
  it('publishes the configuration', async () => {
    const res = await s.call('GET', '/api/auth/azure/config');
    expect(res.body).toMatchObject({
      configured: true,
      authority: provider.issuer.url,
      client_id: CLIENT_ID,
    });
    expect(res.body.scopes).toContain('openid');
    // From discovery: the browser starts where the provider says, not at a guessed path.
    expect(res.body.authorization_endpoint).toBe(`${provider.issuer.url}/authorize`);
  });

  it('signs in the user whose e-mail loosely matches (external-guest form) and answers a working token', async () => {
    const { code, state, verifier } = await authorize();
    const res = await callback({ code, state, redirect_uri: REDIRECT, code_verifier: verifier });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true, error: null, user: { email: 'jordan.lee@example.com' } });
    const me = await s.call('GET', '/api/auth/me', { token: res.body.access_token });
    expect(me.body.email).toBe('jordan.lee@example.com');
    // The browser's session: the same token in an HttpOnly cookie, which works on its own.
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^portal_session=[\w-]{40,}; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(cookie).toContain(res.body.access_token);
    const byCookie = await s.call('GET', '/api/auth/me', { headers: { cookie: cookie.split(';')[0] ?? '' } });
    expect(byCookie.body.email).toBe('jordan.lee@example.com');
  });

  it('refuses a callback posted from another origin, and sets no cookie', async () => {
    const { code, state, verifier } = await authorize();
    const res = await callback(
      { code, state, redirect_uri: REDIRECT, code_verifier: verifier },
      { origin: 'https://attacker.example' },
    );
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ ok: false, access_token: null });
    expect(res.body.detail).toMatch(/^Cross-origin request refused/);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('fails with a wrong verifier or a nonce that does not match, and names missing fields', async () => {
    const a = await authorize();
    const wrong = await callback({
      code: a.code,
      state: a.state,
      redirect_uri: REDIRECT,
      code_verifier: randomBytes(32).toString('base64url'),
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ ok: false, user: null, access_token: null });
    expect(typeof wrong.body.error).toBe('string');

    const b = await authorize({ nonce: 'a-different-nonce' });
    const nonce = await callback({
      code: b.code,
      state: b.state,
      redirect_uri: REDIRECT,
      code_verifier: b.verifier,
    });
    expect(nonce.status).toBe(401);
    expect(nonce.body.error).toMatch(/nonce/i);

    const missing = await callback({ state: 'x', redirect_uri: REDIRECT, code_verifier: 'v' });
    expect(missing.status).toBe(400);
    expect(missing.body.detail).toMatch(/^code: /);
  });

  it('refuses an identity with no portal account', async () => {
    email = 'stranger@example.com';
    const { code, state, verifier } = await authorize();
    const res = await callback({ code, state, redirect_uri: REDIRECT, code_verifier: verifier });
    expect(res.status).toBe(403);
    expect(res.body.ok).toBe(false);
  });
});

describe('ID token validation', () => {
  const signIn = async () => {
    const { code, state, verifier } = await authorize();
    return callback({ code, state, redirect_uri: REDIRECT, code_verifier: verifier });
  };
  const refused = (res: { status: number; body: any }) => {
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ ok: false, user: null, access_token: null });
  };
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const parts = (jwt: string) => {
    const [header = '', payload = ''] = jwt.split('.');
    return {
      header: JSON.parse(Buffer.from(header, 'base64url').toString()),
      payload: JSON.parse(Buffer.from(payload, 'base64url').toString()),
    };
  };

  beforeAll(() => {
    email = 'jordan.lee@example.com';
  });
  afterEach(() => {
    claimsOverride = undefined;
    idTokenOverride = undefined;
  });

  it('signs in with an untouched token (the control for the cases below)', async () => {
    expect((await signIn()).status).toBe(200);
  });

  it('refuses a token from another issuer', async () => {
    claimsOverride = (payload) => {
      payload.iss = 'https://login.evil.example.com/tenant/v2.0';
    };
    const res = await signIn();
    refused(res);
    expect(res.body.error).toMatch(/\biss\b/);
  });

  it('refuses a token issued for another client (audience)', async () => {
    claimsOverride = (payload) => {
      payload.aud = 'some-other-app';
    };
    const res = await signIn();
    refused(res);
    expect(res.body.error).toMatch(/\baud\b/);
  });

  it('refuses a token whose claims were altered after signing', async () => {
    idTokenOverride = (jwt) => {
      const [header, , signature] = jwt.split('.');
      // Same signature, but the e-mail now names the administrator.
      return `${header}.${b64({ ...parts(jwt).payload, email: 'alex.morgan@example.com' })}.${signature}`;
    };
    refused(await signIn());
  });

  it("refuses a token signed with a key that is not the provider's, even under the provider's key id", async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    idTokenOverride = (jwt) => {
      const { header, payload } = parts(jwt);
      const input = `${b64({ ...header, alg: 'RS256' })}.${b64({ ...payload, email: 'alex.morgan@example.com' })}`;
      return `${input}.${sign('RSA-SHA256', Buffer.from(input), privateKey).toString('base64url')}`;
    };
    refused(await signIn());
  });
});

describe('without corporate sign-in configured', () => {
  it('says so', async () => {
    const plain = await startTestServer({ DEMO: '0' });
    try {
      const res = await plain.call('GET', '/api/auth/azure/config');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        configured: false,
        authority: null,
        client_id: null,
        scopes: [],
        authorization_endpoint: null,
      });
      const cb = await plain.call('POST', '/api/auth/azure/callback', {
        body: 'code=a&state=b&redirect_uri=c&code_verifier=d',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(cb.status).toBe(404);
      expect(cb.body.detail).toBe('Corporate sign-in is not configured');
    } finally {
      await plain.stop();
    }
  });
});

describe('with a provider that cannot be reached', () => {
  it('answers without an authorize endpoint', async () => {
    // Nothing listens on the discard port: discovery fails at once, and the answer still comes.
    const unreachable = await startTestServer({
      DEMO: '0',
      OIDC_AUTHORITY: 'http://127.0.0.1:9',
      OIDC_CLIENT_ID: CLIENT_ID,
    });
    try {
      const res = await unreachable.call('GET', '/api/auth/azure/config');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ configured: true, authorization_endpoint: null });
    } finally {
      await unreachable.stop();
    }
  });
});
