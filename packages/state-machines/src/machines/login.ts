import {
  AUTH_CALLBACK_FAILURE_REDIRECT_MS,
  type AzureCallbackResponse,
  type LoginResponse,
  messages,
  type User,
  userDisplayName,
} from '@portal/contract';
import { assign, emit, fromPromise, setup } from 'xstate';
import { errorDetail, errorStatus, isNetworkFailure, type Toast } from '../shared.ts';

/**
 * What the browser kept from the last session: the user. The session itself is an HttpOnly cookie the
 * page cannot read, so a stored user is the sign that one may be there; `me` confirms it.
 */
export interface StoredSession {
  user: User | null;
}

/** Identity-provider configuration (absent when corporate sign-in is not configured). */
export interface CorporateConfig {
  authority: string;
  client_id: string;
  scopes: string[] | string;
  /** Where the code flow starts, from the provider's discovery document (null when unknown). */
  authorization_endpoint?: string | null;
}

export interface LoginContext {
  user: User | null;
  email: string;
  corporateConfig: CorporateConfig | null;
  /** Whether the corporate configuration call has answered (the button shows only after it). */
  corporateConfigLoaded: boolean;
  error: string | null;
  /**
   * The server already resolved the session cookie (a server render, ADR 0009): the machine starts
   * signed in or signed out from that answer instead of restoring.
   */
  checkedByServer: boolean;
}

/**
 * What the machine may start from: what a server render resolved from the session cookie (ADR 0009).
 * A user: signed in, without reading storage or asking `me`. `null`: the server found no session, so
 * signed out (and a stored user is stale). Left out: the browser restores the session itself.
 */
export interface LoginInput {
  user?: User | null;
}

export type LoginEvent =
  | { type: 'login.submit'; email: string; personalCode: string }
  | { type: 'login.corporate'; email: string }
  | { type: 'login.callback'; code?: string | null; state?: string | null; error?: string | null }
  | { type: 'login.signOut' }
  | { type: 'login.sessionExpired' }
  | { type: 'login.userUpdated'; user: User }
  | { type: 'login.dismissError' };

export type LoginEmitted = { type: 'toast'; toast: Toast };

const placeholderActor = <TOut, TIn>(name: string) =>
  fromPromise<TOut, TIn>(async () => {
    throw new Error(`${name} was not provided`);
  });

function loginErrorMessage(error: unknown): string {
  if (isNetworkFailure(error)) return messages.loginConnectionFailed;
  return errorDetail(error) ?? messages.loginFailed;
}

function callbackErrorMessage(error: unknown): string {
  const status = errorStatus(error);
  if (status && status > 0) {
    return messages.callbackFailed(status, errorDetail(error) ?? (error as Error).message ?? '');
  }
  if (error instanceof Error && error.message) return error.message;
  return messages.callbackInvalidResponse;
}

function isValidSignIn(result: AzureCallbackResponse | undefined): boolean {
  return !!result?.user && result.ok !== false && !result.error;
}

/**
 * Sign-in: restore the session (a stored user means a session cookie may be there: `me` confirms it
 * and answers the current user; any failure clears what was stored), then personal code or corporate
 * (PKCE) sign-in, and sign-out. The access token never reaches the machine: the server keeps the
 * session in an HttpOnly cookie. Injected actors: loadStoredSession, fetchCurrentUser, loadCorporateConfig,
 * signInWithCode, startCorporateSignIn (builds verifier/state and redirects), completeCorporateSignIn
 * (posts code, state, redirect and verifier), signOut. Injected actions: persistSession,
 * clearStoredCredentials.
 */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    input: {} as LoginInput | undefined,
    events: {} as LoginEvent,
    emitted: {} as LoginEmitted,
  },
  actors: {
    loadStoredSession: placeholderActor<StoredSession, void>('loadStoredSession'),
    fetchCurrentUser: placeholderActor<User, void>('fetchCurrentUser'),
    loadCorporateConfig: placeholderActor<CorporateConfig | null, void>('loadCorporateConfig'),
    signInWithCode: placeholderActor<LoginResponse, { email: string; personalCode: string }>(
      'signInWithCode',
    ),
    startCorporateSignIn: placeholderActor<void, { email: string; config: CorporateConfig }>(
      'startCorporateSignIn',
    ),
    completeCorporateSignIn: placeholderActor<AzureCallbackResponse, { code: string; state: string | null }>(
      'completeCorporateSignIn',
    ),
    signOut: placeholderActor<void, void>('signOut'),
  },
  actions: {
    persistSession: (_, _params: { user: User }) => {},
    clearStoredCredentials: () => {},
    clearSession: assign({ user: null }),
    clearError: assign({ error: null }),
  },
  guards: {
    credentialsComplete: ({ event }) =>
      event.type === 'login.submit' && event.email.trim() !== '' && event.personalCode.trim() !== '',
    emailMissing: ({ event }) => event.type === 'login.corporate' && event.email.trim() === '',
    corporateNotConfigured: ({ context }) => !context.corporateConfig,
    callbackHasProviderError: ({ event }) => event.type === 'login.callback' && !!event.error,
    callbackMissingCode: ({ event }) => event.type === 'login.callback' && !event.code,
    // Guards of done events read the actor's output, passed as params.
    hasStoredUser: (_, output: StoredSession | undefined) => !!output?.user,
    startedWithUser: ({ context }) => !!context.user,
    startedSignedOut: ({ context }) => context.checkedByServer && !context.user,
    // The answer's access_token is for other apps; the browser's session is the cookie set with it.
    signedInWithCode: (_, output: LoginResponse | undefined) => !!output?.user,
    signedInCorporate: (_, output: AzureCallbackResponse | undefined) => isValidSignIn(output),
  },
  delays: {
    callbackFailureRedirect: AUTH_CALLBACK_FAILURE_REDIRECT_MS,
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    user: input?.user ?? null,
    checkedByServer: input?.user !== undefined,
    email: '',
    corporateConfig: null,
    corporateConfigLoaded: false,
    error: null,
  }),
  initial: 'starting',
  states: {
    /** Passed through at once: as the server found the session (signed in or out), else restoring. */
    starting: {
      always: [
        {
          guard: 'startedWithUser',
          target: 'signedIn',
          // Kept for the next visit, as a restored session's user is.
          actions: { type: 'persistSession', params: ({ context }) => ({ user: context.user as User }) },
        },
        { guard: 'startedSignedOut', target: 'signedOut', actions: 'clearStoredCredentials' },
        { target: 'restoring' },
      ],
    },
    restoring: {
      initial: 'reading',
      states: {
        reading: {
          invoke: {
            src: 'loadStoredSession',
            onDone: [
              { guard: { type: 'hasStoredUser', params: ({ event }) => event.output }, target: 'verifying' },
              { target: '#login.signedOut' },
            ],
            onError: { target: '#login.signedOut', actions: ['clearStoredCredentials', 'clearSession'] },
          },
        },
        verifying: {
          invoke: {
            src: 'fetchCurrentUser',
            onDone: {
              target: '#login.signedIn',
              // The session's own user, kept for the next visit (its role may have changed meanwhile).
              actions: [
                assign({ user: ({ event }) => event.output }),
                { type: 'persistSession', params: ({ event }) => ({ user: event.output }) },
              ],
            },
            onError: { target: '#login.signedOut', actions: ['clearStoredCredentials', 'clearSession'] },
          },
        },
      },
    },
    signedOut: {
      invoke: {
        src: 'loadCorporateConfig',
        onDone: {
          actions: assign({
            corporateConfig: ({ event }) => event.output ?? null,
            corporateConfigLoaded: true,
          }),
        },
        onError: { actions: assign({ corporateConfig: null, corporateConfigLoaded: true }) },
      },
      on: {
        'login.submit': {
          guard: 'credentialsComplete',
          target: 'authenticating.personalCode',
          actions: assign({ email: ({ event }) => event.email.trim(), error: null }),
        },
        'login.corporate': [
          { guard: 'emailMissing', actions: assign({ error: messages.enterEmailFirst }) },
          { guard: 'corporateNotConfigured', actions: assign({ error: messages.azureNotConfigured }) },
          {
            target: 'authenticating.corporateRedirect',
            actions: assign({ email: ({ event }) => event.email.trim(), error: null }),
          },
        ],
        'login.callback': [
          {
            guard: 'callbackHasProviderError',
            target: 'callbackFailed',
            actions: assign({ error: ({ event }) => event.error ?? messages.callbackInvalidResponse }),
          },
          {
            guard: 'callbackMissingCode',
            target: 'callbackFailed',
            actions: assign({ error: messages.callbackNoCode }),
          },
          { target: 'authenticating.corporateCallback', actions: 'clearError' },
        ],
        'login.dismissError': { actions: 'clearError' },
      },
    },
    authenticating: {
      // Entered only through its children; the initial state is required by XState.
      initial: 'personalCode',
      states: {
        personalCode: {
          invoke: {
            src: 'signInWithCode',
            input: ({ event }) =>
              event.type === 'login.submit'
                ? { email: event.email.trim(), personalCode: event.personalCode.trim() }
                : { email: '', personalCode: '' },
            onDone: [
              {
                guard: { type: 'signedInWithCode', params: ({ event }) => event.output },
                target: '#login.signedIn',
                actions: [
                  assign({ user: ({ event }) => event.output.user ?? null }),
                  { type: 'persistSession', params: ({ event }) => ({ user: event.output.user }) },
                ],
              },
              { target: '#login.signedOut', actions: assign({ error: messages.loginFailed }) },
            ],
            onError: {
              target: '#login.signedOut',
              actions: assign({ error: ({ event }) => loginErrorMessage(event.error) }),
            },
          },
        },
        corporateRedirect: {
          invoke: {
            src: 'startCorporateSignIn',
            input: ({ context }) => ({
              email: context.email,
              config: context.corporateConfig as CorporateConfig,
            }),
            // On success the browser leaves for the identity provider; the machine just waits.
            onError: { target: '#login.signedOut', actions: assign({ error: messages.azureInitiateFailed }) },
          },
        },
        corporateCallback: {
          invoke: {
            src: 'completeCorporateSignIn',
            input: ({ event }) =>
              event.type === 'login.callback'
                ? { code: event.code ?? '', state: event.state ?? null }
                : { code: '', state: null },
            onDone: [
              {
                guard: { type: 'signedInCorporate', params: ({ event }) => event.output },
                target: '#login.signedIn',
                actions: [
                  assign({ user: ({ event }) => event.output.user ?? null }),
                  { type: 'persistSession', params: ({ event }) => ({ user: event.output.user as User }) },
                  emit(({ event }) => ({
                    type: 'toast' as const,
                    toast: {
                      ...messages.callbackWelcome(userDisplayName(event.output.user)),
                      variant: 'success' as const,
                    },
                  })),
                ],
              },
              {
                target: '#login.callbackFailed',
                actions: assign({
                  error: ({ event }) => event.output?.error || messages.callbackInvalidResponse,
                }),
              },
            ],
            onError: {
              target: '#login.callbackFailed',
              actions: assign({ error: ({ event }) => callbackErrorMessage(event.error) }),
            },
          },
        },
      },
    },
    /** The callback screen shows the failure, then returns to / after 10 seconds. */
    callbackFailed: {
      tags: ['callbackFailed'],
      entry: emit({ type: 'toast', toast: { ...messages.callbackExpired, variant: 'error' } } as const),
      after: { callbackFailureRedirect: { target: 'signedOut' } },
      on: { 'login.dismissError': { target: 'signedOut' } },
    },
    signedIn: {
      on: {
        'login.signOut': { target: 'signingOut' },
        'login.sessionExpired': { target: 'signedOut', actions: ['clearStoredCredentials', 'clearSession'] },
        'login.userUpdated': { actions: assign({ user: ({ event }) => event.user }) },
      },
    },
    signingOut: {
      invoke: {
        src: 'signOut',
        // Revoking is best effort: the local session ends either way.
        onDone: { target: 'signedOut', actions: ['clearStoredCredentials', 'clearSession'] },
        onError: { target: 'signedOut', actions: ['clearStoredCredentials', 'clearSession'] },
      },
    },
  },
});

export type LoginMachine = typeof loginMachine;
