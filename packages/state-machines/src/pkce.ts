/** PKCE values of one corporate sign-in (RFC 7636, S256). */
export interface PkceValues {
  verifier: string;
  challenge: string;
  state: string;
}

function base64Url(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function randomString(byteLength: number): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(byteLength)));
}

/** A fresh verifier (43 characters from 32 random bytes), its S256 challenge and an anti-CSRF state. */
export async function createPkce(): Promise<PkceValues> {
  const verifier = randomString(32);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return { verifier, challenge: base64Url(new Uint8Array(digest)), state: randomString(16) };
}

/**
 * The identity provider's authorize URL for a PKCE code flow. `authorizationEndpoint` is the one the
 * provider's discovery document names; without it the Azure AD v2 path under the authority is
 * assumed. The nonce binds the ID token to this request (the server checks it; by default it expects
 * the state).
 */
export function authorizeUrl(input: {
  authority: string;
  clientId: string;
  scopes: string[] | string;
  redirectUri: string;
  pkce: PkceValues;
  loginHint?: string;
  authorizationEndpoint?: string | null;
  nonce?: string;
}): string {
  const url = new URL(
    input.authorizationEndpoint || `${input.authority.replace(/\/+$/, '')}/oauth2/v2.0/authorize`,
  );
  const scopes = Array.isArray(input.scopes) ? input.scopes.join(' ') : input.scopes;
  url.searchParams.set('client_id', input.clientId);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('redirect_uri', input.redirectUri);
  url.searchParams.set('scope', scopes);
  url.searchParams.set('state', input.pkce.state);
  url.searchParams.set('code_challenge', input.pkce.challenge);
  url.searchParams.set('code_challenge_method', 'S256');
  if (input.nonce) url.searchParams.set('nonce', input.nonce);
  if (input.loginHint) url.searchParams.set('login_hint', input.loginHint);
  return url.toString();
}
