/**
 * A real OpenID Connect provider on loopback for the corporate sign-in journeys (oauth2-mock-server:
 * discovery, authorize with PKCE, signed ID tokens carrying the request's nonce). Playwright starts
 * it as a web server (`OIDC_PORT=... node oidc-provider.ts`, see playwright.config.ts: the portal's
 * port plus 10000 unless E2E_OIDC_PORT) and gives the portal server OIDC_AUTHORITY
 * (http://127.0.0.1:{OIDC_PORT}) and OIDC_CLIENT_ID; the provider accepts any client id.
 *
 * Who signs in: the provider "authenticates" whoever the portal names in `login_hint` (the e-mail
 * typed on the sign-in screen) and puts that address in the ID token's `email` claim, so a journey
 * chooses the demo account by typing it, as a person would.
 */
import { OAuth2Server } from 'oauth2-mock-server';

/** Starts the provider on OIDC_PORT and keeps it running until the process is stopped. */
async function main() {
  const port = Number(process.env.OIDC_PORT);
  if (!Number.isInteger(port) || port <= 0) throw new Error('OIDC_PORT must be a port number');

  const server = new OAuth2Server();
  // The issuer must be exactly the authority the portal server discovers (it would say localhost).
  server.issuer.url = `http://127.0.0.1:${port}`;
  await server.issuer.keys.generate('RS256');
  // The authorization code -> the e-mail the portal asked for; the token request spends the code.
  const hints = new Map<string, string>();
  server.service.on('beforeAuthorizeRedirect', (redirect, req) => {
    const hint = new URL(req.url ?? '', 'http://provider').searchParams.get('login_hint');
    const code = redirect.url.searchParams.get('code');
    if (hint && code) hints.set(code, hint);
  });
  server.service.on('beforeTokenSigning', (token, req) => {
    const code = (req.body as { code?: unknown } | undefined)?.code;
    const email = typeof code === 'string' ? hints.get(code) : undefined;
    if (email) token.payload.email = email;
  });
  await server.start(port, '127.0.0.1');
  console.log(`OIDC provider listening at ${server.issuer.url}`);
  const stop = () => {
    server.stop().finally(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
