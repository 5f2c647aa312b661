import { describe, expect, it } from 'vitest';
import { authorizeUrl, createPkce } from '../src/pkce.ts';

const base = {
  authority: 'https://login.example.com/tenant/v2.0/',
  clientId: 'portal-spa',
  scopes: ['openid', 'profile', 'email'],
  redirectUri: 'https://portal.example.com/auth/callback',
};

describe('createPkce', () => {
  it('makes a 43-character verifier whose S256 challenge it answers, and a fresh state', async () => {
    const pkce = await createPkce();
    expect(pkce.verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(pkce.verifier));
    expect(Buffer.from(digest).toString('base64url')).toBe(pkce.challenge);
    expect((await createPkce()).state).not.toBe(pkce.state);
  });
});

describe('authorizeUrl', () => {
  it("starts at the provider's discovered authorize endpoint, with PKCE, state, nonce and hint", async () => {
    const pkce = await createPkce();
    const url = new URL(
      authorizeUrl({
        ...base,
        pkce,
        authorizationEndpoint: 'http://127.0.0.1:9000/authorize',
        nonce: pkce.state,
        loginHint: 'ann.lee@example.com',
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe('http://127.0.0.1:9000/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'portal-spa',
      response_type: 'code',
      redirect_uri: base.redirectUri,
      scope: 'openid profile email',
      state: pkce.state,
      code_challenge: pkce.challenge,
      code_challenge_method: 'S256',
      nonce: pkce.state,
      login_hint: 'ann.lee@example.com',
    });
  });

  it('assumes the Azure AD v2 path under the authority when no endpoint is known, and sends no nonce unless given', async () => {
    const url = new URL(authorizeUrl({ ...base, scopes: 'openid', pkce: await createPkce() }));
    expect(`${url.origin}${url.pathname}`).toBe(
      'https://login.example.com/tenant/v2.0/oauth2/v2.0/authorize',
    );
    expect(url.searchParams.has('nonce')).toBe(false);
    expect(url.searchParams.get('scope')).toBe('openid');
  });
});
