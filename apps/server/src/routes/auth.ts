import { messages } from '@portal/contract';
import { Hono } from 'hono';
import * as oidc from 'openid-client';
import { clearSessionCookie, foreignOrigin, setSessionCookie } from '../auth/cookie.ts';
import { verifySecret } from '../auth/crypto.ts';
import { issueSession, requireAuth, revokeSession } from '../auth/sessions.ts';
import { assertNotLocked, clearFailures, recordFailure, THROTTLE, throttleKeys } from '../auth/throttle.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { loadBindings } from '../designations.ts';
import { normalizeEmail } from '../domain.ts';
import { forbidden, HttpError, jsonBody, parse } from '../http.ts';
import { log } from '../log.ts';
import { azureCallbackRequestSchema, loginRequestSchema } from '../schemas.ts';
import { findUserByEmail, findUserById, type UserRow, userDto } from '../users.ts';
import { clientAddress } from './client-address.ts';

/** How long the configuration call waits for the provider's discovery document. */
const DISCOVERY_WAIT_MS = 5000;

export function authRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const { db } = ctx.database;

  /** The person's own answer: with their permissions and the designations bound to their account. */
  const ownDto = async (user: UserRow) => {
    const held = (await loadBindings(db)).of(user.id);
    return userDto(user, {
      withPermissions: true,
      isUserAdministrator: held.includes('user_administrator'),
      isDocumentAdministrator: held.includes('document_administrator'),
    });
  };

  app.post('/login', async (c) => {
    // Login forgery (a foreign page signing the browser in to the attacker's account) is refused;
    // a program without a browser sends no Origin and is let through.
    const foreign = foreignOrigin(c, ctx.config.trustProxy);
    if (foreign) throw forbidden(foreign);
    const body = parse(loginRequestSchema, await jsonBody(c));
    const now = ctx.now();
    const keys = throttleKeys(body.email, clientAddress(c, ctx.config.trustProxy));
    await assertNotLocked(db, keys, now);
    const user = await findUserByEmail(db, body.email);
    // Always run the slow hash, so a wrong e-mail and a wrong code take the same time.
    const ok = await verifySecret(body.personal_code, user?.personalCodeHash ?? null);
    if (!user || !ok || !user.isActive) {
      await recordFailure(db, keys.account, THROTTLE.account, now);
      await recordFailure(db, keys.address, THROTTLE.address, now);
      throw new HttpError(401, messages.invalidCredentials);
    }
    // Only this account's counter from this address: a success must not wipe the address counter, or
    // an attacker could reset it by signing in to an account of their own between guesses.
    await clearFailures(db, keys.account);
    const { token, expiresAt } = await issueSession(ctx, user.id);
    // The browser keeps the cookie; the body keeps the token too (the spec's answer), for other apps.
    setSessionCookie(c, ctx.config.trustProxy, token, expiresAt, now);
    return c.json({
      access_token: token,
      token_type: 'bearer',
      expires_at: expiresAt.toISOString(),
      user: await ownDto(user),
    });
  });

  app.get('/me', requireAuth(ctx), async (c) => {
    const user = await findUserById(db, c.get('user').id);
    if (!user) throw new HttpError(401, 'Authentication failed');
    return c.json(await ownDto(user));
  });

  app.post('/logout', requireAuth(ctx), async (c) => {
    await revokeSession(db, c.get('user').sessionId, ctx.now());
    clearSessionCookie(c, ctx.config.trustProxy);
    return c.json({ ok: true });
  });

  let discovered: Promise<oidc.Configuration> | undefined;
  const configuration = () => {
    const config = ctx.config.oidc;
    if (!config) throw new HttpError(404, 'Corporate sign-in is not configured');
    discovered ??= oidc
      .discovery(
        new URL(config.authority),
        config.clientId,
        undefined,
        config.clientSecret ? oidc.ClientSecretPost(config.clientSecret) : oidc.None(),
        {
          execute: [
            // openid-client (like OIDC Core 3.1.3.7 allows) trusts an ID token from the token endpoint
            // on the strength of TLS alone; this makes it verify the signature against the provider's
            // published keys (JWKS) too, so a token altered or forged on the way is refused.
            oidc.enableNonRepudiationChecks,
            // Plain http is only allowed for a provider on loopback (tests, local development).
            ...(isLoopback(config.authority) ? [oidc.allowInsecureRequests] : []),
          ],
        },
      )
      .catch((error) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  /**
   * Where the browser starts the sign-in, from the provider's discovery document: providers differ
   * (Azure's `/oauth2/v2.0/authorize`, `/authorize`, `/protocol/openid-connect/auth`), so the portal
   * must not guess it. Null when discovery fails or is slow: the portal then says it could not
   * start the corporate sign-in, instead of the sign-in screen waiting for the provider.
   */
  const authorizationEndpoint = async (): Promise<string | null> => {
    let timer: NodeJS.Timeout | undefined;
    const slow = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), DISCOVERY_WAIT_MS);
    });
    // A failure after the wait is over is still caught here (an unhandled rejection ends Node).
    const found = configuration().then(
      (c) => c.serverMetadata().authorization_endpoint ?? null,
      (error: Error) => {
        log.error({ err: error }, 'OIDC discovery failed');
        return null;
      },
    );
    try {
      return await Promise.race([found, slow]);
    } finally {
      clearTimeout(timer);
    }
  };

  app.get('/azure/config', async (c) => {
    const config = ctx.config.oidc;
    // Absent configuration is an answer, not an error: the sign-in screen says 'not configured'.
    if (!config) {
      return c.json({
        configured: false,
        authority: null,
        client_id: null,
        scopes: [],
        authorization_endpoint: null,
      });
    }
    return c.json({
      configured: true,
      authority: config.authority,
      client_id: config.clientId,
      scopes: config.scopes,
      authorization_endpoint: await authorizationEndpoint(),
    });
  });

  app.post('/azure/callback', async (c) => {
    const fail = (status: 400 | 401 | 403 | 404 | 502, error: string) =>
      c.json({ ok: false, user: null, access_token: null, error, detail: error }, status);
    if (!ctx.config.oidc) return fail(404, 'Corporate sign-in is not configured');
    const foreign = foreignOrigin(c, ctx.config.trustProxy);
    if (foreign) return fail(403, foreign);
    let form: Record<string, unknown>;
    try {
      form = (await c.req.parseBody()) as Record<string, unknown>;
    } catch {
      return fail(400, 'Expected a form-encoded body');
    }
    const parsed = azureCallbackRequestSchema.safeParse(form);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return fail(400, `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'Invalid'}`);
    }
    const body = parsed.data;
    let config: oidc.Configuration;
    try {
      config = await configuration();
    } catch (error) {
      log.error({ err: error }, 'OIDC discovery failed');
      return fail(502, 'The identity provider could not be reached');
    }
    let claims: oidc.IDToken | undefined;
    try {
      const current = new URL(body.redirect_uri);
      current.search = new URLSearchParams({ code: body.code, state: body.state }).toString();
      const tokens = await oidc.authorizationCodeGrant(config, current, {
        pkceCodeVerifier: body.code_verifier,
        expectedState: body.state,
        // The portal binds the ID token to its own request by using the state as the nonce,
        // unless it sends an explicit nonce.
        expectedNonce: body.nonce ?? body.state,
        idTokenExpected: true,
      });
      claims = tokens.claims();
    } catch (error) {
      const claim = claimOf(error);
      const reason =
        typeof claim === 'string' ? `the ID token's ${claim} claim does not match` : (error as Error).message;
      return fail(401, `Corporate sign-in failed: ${reason}`);
    }
    const email = [claims?.email, claims?.preferred_username, claims?.upn].find(
      (v): v is string => typeof v === 'string' && v.includes('@'),
    );
    if (!email) return fail(401, 'The identity provider did not return an e-mail address');
    const user = await findUserByEmail(db, normalizeEmail(email));
    if (!user?.isActive) return fail(403, `No active portal account for ${normalizeEmail(email)}`);
    const now = ctx.now();
    const { token, expiresAt } = await issueSession(ctx, user.id);
    setSessionCookie(c, ctx.config.trustProxy, token, expiresAt, now);
    return c.json({
      ok: true,
      user: await ownDto(user),
      access_token: token,
      error: null,
    });
  });

  return app;
}

/** The ID token claim a validation error is about, searched through the error's causes. */
function claimOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { claim, cause } = current as { claim?: unknown; cause?: unknown };
    if (typeof claim === 'string') return claim;
    current = cause;
  }
  return undefined;
}

function isLoopback(url: string) {
  try {
    const host = new URL(url).hostname;
    return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
  } catch {
    return false;
  }
}
