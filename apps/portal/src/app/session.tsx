import type { User } from '@portal/contract';
import { USER_ROLE_UPDATED_EVENT } from '@portal/contract';
import {
  authorizeUrl,
  type CorporateConfig,
  createPkce,
  loginMachine,
  type StoredSession,
} from '@portal/state-machines';
import { useLogin, useToasts } from '@portal/state-machines/react';
import { createContext, type ReactNode, useContext, useEffect } from 'react';
import { fromPromise } from 'xstate';
import { api, SESSION_EXPIRED_EVENT } from './api.ts';
import { CALLBACK_PATH } from './paths.ts';
import { storage } from './storage.ts';
import { showToast } from './toasts.ts';

/** Where the corporate sign-in keeps its PKCE verifier and state between the redirect and the callback. */
const PKCE_STORAGE_KEY = 'portal.corporate_pkce';
/** Where the corporate sign-in keeps the page to return to (e.g. `/?ticketId=...`) after the callback. */
const RETURN_STORAGE_KEY = 'portal.corporate_return';

/**
 * The page the corporate sign-in started from: only a path of this portal (never another origin,
 * never the callback itself), else `/`. Read without removing (each start overwrites it), so a
 * repeated render cannot lose it.
 */
export function corporateReturnPath(): string {
  let saved: string | null = null;
  try {
    saved = window.sessionStorage.getItem(RETURN_STORAGE_KEY);
  } catch {
    // Storage disabled: go to the dashboard.
  }
  if (!saved?.startsWith('/') || /^\/[/\\]/.test(saved) || saved.startsWith(CALLBACK_PATH)) return '/';
  return saved;
}

/** The stored session's check with the server, started as the page boots (see `checkStoredSession`). */
let bootCheck: Promise<User> | null = null;

/**
 * Asks the server whose session the cookie holds while the page is still booting, instead of after
 * the first render: one round trip sooner for every signed-in screen on a slow network. Only when a
 * user is stored (someone signed in here before); the cookie itself is HttpOnly, so the page cannot
 * see it. The machine's first check takes this answer; any later check asks anew.
 */
export function checkStoredSession(): void {
  if (storage.user() === null) return;
  const user = api.auth.me();
  // The machine handles a failure when it takes the answer; until then it is not unhandled.
  user.catch(() => {});
  bootCheck = user;
}

/** The sign-in machine with its actors wired to the API client and the browser's storage. */
const portalLoginMachine = loginMachine.provide({
  actors: {
    loadStoredSession: fromPromise<StoredSession, void>(async () => ({ user: storage.user<User>() })),
    fetchCurrentUser: fromPromise<User, void>(async () => {
      const early = bootCheck;
      bootCheck = null;
      return early ?? api.auth.me();
    }),
    loadCorporateConfig: fromPromise<CorporateConfig | null, void>(async () => {
      const config = await api.auth.azureConfig();
      if (!config.configured || !config.authority || !config.client_id) return null;
      return {
        authority: config.authority,
        client_id: config.client_id,
        scopes: config.scopes ?? [],
        authorization_endpoint: config.authorization_endpoint ?? null,
      };
    }),
    signInWithCode: fromPromise(({ input }) =>
      api.auth.login({ email: input.email, personal_code: input.personalCode }),
    ),
    startCorporateSignIn: fromPromise<void, { email: string; config: CorporateConfig }>(async ({ input }) => {
      // The server names the authorize endpoint from the provider's discovery document; without it the
      // provider could not be reached, so the callback could not succeed either ('failed to initiate').
      const endpoint = input.config.authorization_endpoint;
      if (!endpoint) throw new Error('The identity provider could not be discovered');
      const pkce = await createPkce();
      window.sessionStorage.setItem(
        PKCE_STORAGE_KEY,
        JSON.stringify({ verifier: pkce.verifier, state: pkce.state }),
      );
      window.sessionStorage.setItem(RETURN_STORAGE_KEY, window.location.pathname + window.location.search);
      window.location.assign(
        authorizeUrl({
          authority: input.config.authority,
          authorizationEndpoint: endpoint,
          clientId: input.config.client_id,
          scopes: input.config.scopes,
          redirectUri: new URL(CALLBACK_PATH, window.location.origin).href,
          pkce,
          // The server checks the ID token's nonce against the state (one random value, one request).
          nonce: pkce.state,
          loginHint: input.email,
        }),
      );
      // The page is leaving; never settle, so the screen keeps its busy state until it goes.
      await new Promise(() => {});
    }),
    completeCorporateSignIn: fromPromise(
      async ({ input }: { input: { code: string; state: string | null } }) => {
        const saved = JSON.parse(window.sessionStorage.getItem(PKCE_STORAGE_KEY) ?? 'null') as {
          verifier: string;
          state: string;
        } | null;
        window.sessionStorage.removeItem(PKCE_STORAGE_KEY);
        if (!saved || saved.state !== input.state) {
          throw new Error('The sign-in state does not match; please start the corporate sign-in again.');
        }
        return api.auth.azureCallback({
          code: input.code,
          state: saved.state,
          redirect_uri: new URL(CALLBACK_PATH, window.location.origin).href,
          code_verifier: saved.verifier,
        });
      },
    ),
    signOut: fromPromise<void, void>(async () => {
      await api.auth.logout();
    }),
  },
  actions: {
    persistSession: (_, params) => storage.saveUser(params.user),
    clearStoredCredentials: () => storage.clearSession(),
  },
});

export type Session = ReturnType<typeof useLogin>;

const SessionContext = createContext<Session | null>(null);

/**
 * Owns the sign-in machine for the whole app: restores the session on load (or starts from
 * `initialUser`), ends it when the server answers 401, and re-reads the user (role badge, admin
 * routes) on `userRoleUpdated`.
 */
export function SessionProvider({
  children,
  initialUser,
}: {
  children: ReactNode;
  /** What a server render resolved from the cookie: a user, or null for none; left out, restored here. */
  initialUser?: User | null;
}) {
  // A server render hands over the user it resolved from the session cookie: signed in from the
  // first render, with no `me` round trip (ADR 0009). Otherwise the stored session is restored.
  const session = useLogin(portalLoginMachine, initialUser === undefined ? {} : { user: initialUser });
  useToasts(session.actor, showToast);
  const { actor } = session;

  useEffect(() => {
    const expire = () => actor.send({ type: 'login.sessionExpired' });
    const refreshRole = () => {
      if (!actor.getSnapshot().matches('signedIn')) return;
      api.auth
        .me()
        .then((user) => {
          storage.saveUser(user);
          actor.send({ type: 'login.userUpdated', user });
        })
        .catch(() => {
          // A failed refresh keeps the role shown; a 401 already ended the session.
        });
    };
    window.addEventListener(SESSION_EXPIRED_EVENT, expire);
    window.addEventListener(USER_ROLE_UPDATED_EVENT, refreshRole);
    return () => {
      window.removeEventListener(SESSION_EXPIRED_EVENT, expire);
      window.removeEventListener(USER_ROLE_UPDATED_EVENT, refreshRole);
    };
  }, [actor]);

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** The sign-in state and commands (`status`, `user`, `submit`, `signOut`, ...). */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

/** The signed-in user. Only for screens behind the signed-in routes. */
export function useCurrentUser(): User {
  const { user } = useSession();
  if (!user) throw new Error('useCurrentUser needs a signed-in user');
  return user;
}

/** Tells the app that the signed-in user's role may have changed (the spec's window event). */
export function announceRoleUpdated(): void {
  window.dispatchEvent(new Event(USER_ROLE_UPDATED_EVENT));
}
