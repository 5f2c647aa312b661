import { type AzureCallbackResponse, type LoginResponse, messages, type User } from '@portal/contract';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { type CorporateConfig, loginMachine, type StoredSession, type Toast } from '../src/index.ts';
import { userFixture } from '../src/stories/fixtures.ts';
import { expectFullGraphCoverage } from './graph-coverage.ts';

const ann = userFixture();
const config = { authority: 'https://login.example.com/tenant', client_id: 'client', scopes: ['openid'] };

function network() {
  return Object.assign(new Error('fetch failed'), { kind: 'network', status: 0 });
}
function http(status: number, detail?: string) {
  return Object.assign(new Error(detail ?? `status ${status}`), { kind: 'http', status, detail });
}

function start(
  overrides: {
    /** What a server render resolved (the machine's input): a user, null for none; left out, it restores. */
    user?: User | null;
    stored?: StoredSession | Error;
    me?: User | Error;
    config?: typeof config | null | Error;
    signIn?: LoginResponse | Error;
    corporate?: Error | 'ok';
    callback?: AzureCallbackResponse | Error;
  } = {},
) {
  const persisted: Array<{ user: User }> = [];
  const cleared = vi.fn();
  const signOut = vi.fn();
  const calls: Record<string, unknown[]> = { stored: [], signIn: [], corporate: [], callback: [], me: [] };
  const result = <T>(value: T | Error) =>
    value instanceof Error ? Promise.reject(value) : Promise.resolve(value);
  const clock = new SimulatedClock();
  const machine = loginMachine.provide({
    actors: {
      loadStoredSession: fromPromise(async () => {
        calls.stored?.push(true);
        const value = overrides.stored ?? { user: null };
        if (value instanceof Error) throw value;
        return value;
      }),
      fetchCurrentUser: fromPromise(async ({ input }) => {
        calls.me?.push(input);
        return result(overrides.me ?? ann);
      }),
      loadCorporateConfig: fromPromise<CorporateConfig | null, void>(async () =>
        result(overrides.config === undefined ? config : overrides.config),
      ),
      signInWithCode: fromPromise(async ({ input }) => {
        calls.signIn?.push(input);
        return result(overrides.signIn ?? { access_token: 'tok', user: ann });
      }),
      startCorporateSignIn: fromPromise(async ({ input }) => {
        calls.corporate?.push(input);
        if (overrides.corporate instanceof Error) throw overrides.corporate;
      }),
      completeCorporateSignIn: fromPromise(async ({ input }) => {
        calls.callback?.push(input);
        return result(overrides.callback ?? { ok: true, access_token: 'az', user: ann, error: null });
      }),
      signOut: fromPromise(async ({ input }) => {
        signOut(input);
        throw new Error('offline');
      }),
    },
    actions: {
      persistSession: (_, params) => {
        persisted.push(params);
      },
      clearStoredCredentials: cleared,
    },
  });
  const actor = createActor(machine, { clock, input: 'user' in overrides ? { user: overrides.user } : {} });
  const toasts: Toast[] = [];
  actor.on('toast', (e) => toasts.push(e.toast));
  actor.start();
  return { actor, persisted, cleared, signOut, calls, clock, toasts };
}

const settle = (actor: ReturnType<typeof start>['actor'], state: string) =>
  waitFor(actor, (s) => s.matches(state as never));

describe('login: restoring', () => {
  it('a stored user is confirmed through me (the session cookie), whose answer replaces it', async () => {
    const promoted = { ...ann, role: 'admin' as const };
    const { actor, calls, persisted } = start({ stored: { user: ann }, me: promoted });
    expect(actor.getSnapshot().matches({ restoring: 'reading' })).toBe(true);
    await waitFor(actor, (s) => s.matches({ restoring: 'verifying' }));
    // Not signed in on the stored user's word alone: the cookie may have expired or been revoked.
    expect(actor.getSnapshot().matches('signedIn')).toBe(false);
    await settle(actor, 'signedIn');
    expect(calls.me).toEqual([undefined]);
    expect(actor.getSnapshot().context.user).toEqual(promoted);
    expect(persisted).toEqual([{ user: promoted }]);
    expect(actor.getSnapshot().context).not.toHaveProperty('token');
  });

  it('any restore failure clears the stored credentials', async () => {
    const failedMe = start({ stored: { user: ann }, me: http(401) });
    await settle(failedMe.actor, 'signedOut');
    expect(failedMe.cleared).toHaveBeenCalledTimes(1);
    expect(failedMe.actor.getSnapshot().context).toMatchObject({ user: null });

    const unreadable = start({ stored: new Error('corrupt JSON') });
    await settle(unreadable.actor, 'signedOut');
    expect(unreadable.cleared).toHaveBeenCalledTimes(1);
  });

  it('given the user a server render resolved: signed in at once, storage unread, me not asked', () => {
    const { actor, calls, persisted } = start({ user: ann, stored: { user: null } });
    // Synchronously: the first render is the signed-in screen, as the server rendered it.
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(actor.getSnapshot().context.user).toEqual(ann);
    expect(calls.me).toEqual([]);
    expect(calls.stored).toEqual([]);
    expect(persisted).toEqual([{ user: ann }]);
  });

  it('a server render that found no session: signed out at once, the stale stored user cleared', () => {
    const { actor, calls, cleared } = start({ user: null, stored: { user: ann } });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(cleared).toHaveBeenCalledTimes(1);
    expect(calls.me).toEqual([]);
    expect(calls.stored).toEqual([]);
  });

  it('nothing stored: signed out without clearing anything or asking the server', async () => {
    const { actor, cleared, calls } = start();
    await settle(actor, 'signedOut');
    expect(cleared).not.toHaveBeenCalled();
    expect(calls.me).toEqual([]);
  });
});

describe('login: personal code', () => {
  it('needs both e-mail and code', async () => {
    const { actor, calls } = start();
    await settle(actor, 'signedOut');
    actor.send({ type: 'login.submit', email: 'ann@example.com', personalCode: '  ' });
    actor.send({ type: 'login.submit', email: '', personalCode: '123456' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(calls.signIn).toEqual([]);
  });

  it('signs in, persists the user (never the token) and signs out (best effort revoke)', async () => {
    const { actor, persisted, calls, signOut, cleared } = start();
    await settle(actor, 'signedOut');
    actor.send({ type: 'login.submit', email: ' ann@example.com ', personalCode: ' 123456 ' });
    expect(actor.getSnapshot().matches({ authenticating: 'personalCode' })).toBe(true);
    await settle(actor, 'signedIn');
    expect(calls.signIn).toEqual([{ email: 'ann@example.com', personalCode: '123456' }]);
    expect(persisted).toEqual([{ user: ann }]);
    expect(actor.getSnapshot().context).not.toHaveProperty('token');
    actor.send({ type: 'login.userUpdated', user: { ...ann, role: 'admin' } });
    expect(actor.getSnapshot().context.user?.role).toBe('admin');
    actor.send({ type: 'login.signOut' });
    await settle(actor, 'signedOut');
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(cleared).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.user).toBeNull();
  });

  it.each([
    ['the server detail', http(401, 'Invalid email or personal code'), 'Invalid email or personal code'],
    ["'Login failed' without a detail", http(500), 'Login failed'],
    [
      'the connection message on a network failure',
      network(),
      'Connection failed. Please check your internet connection.',
    ],
  ])('shows %s', async (_name, error, message) => {
    const { actor } = start({ signIn: error });
    await settle(actor, 'signedOut');
    actor.send({ type: 'login.submit', email: 'a@b.c', personalCode: '1' });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.error).toBe(message);
    actor.send({ type: 'login.dismissError' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it("an answer without a user is 'Login failed'", async () => {
    // Not the contract's shape: a server answering outside it must still not sign anyone in.
    const { actor } = start({ signIn: { access_token: null, user: null } as unknown as LoginResponse });
    await settle(actor, 'signedOut');
    actor.send({ type: 'login.submit', email: 'a@b.c', personalCode: '1' });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(messages.loginFailed);
  });

  it('a 401 while signed in ends the session', async () => {
    const { actor, cleared } = start({ stored: { user: ann } });
    await settle(actor, 'signedIn');
    actor.send({ type: 'login.sessionExpired' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(cleared).toHaveBeenCalledTimes(1);
  });
});

describe('login: corporate sign-in', () => {
  it('asks for the e-mail first', async () => {
    const { actor, calls } = start();
    await waitFor(actor, (s) => s.context.corporateConfigLoaded);
    actor.send({ type: 'login.corporate', email: ' ' });
    expect(actor.getSnapshot().context.error).toBe('Please enter your email address first');
    expect(calls.corporate).toEqual([]);
  });

  it("says 'not configured' when the configuration is absent or failed", async () => {
    for (const value of [null, new Error('404')]) {
      const { actor } = start({ config: value });
      await waitFor(actor, (s) => s.context.corporateConfigLoaded);
      expect(actor.getSnapshot().context.corporateConfig).toBeNull();
      actor.send({ type: 'login.corporate', email: 'ann@example.com' });
      expect(actor.getSnapshot().context.error).toBe(messages.azureNotConfigured);
    }
  });

  it('starts the redirect with the e-mail and configuration', async () => {
    const { actor, calls } = start();
    await waitFor(actor, (s) => s.context.corporateConfigLoaded);
    actor.send({ type: 'login.corporate', email: 'ann@example.com' });
    expect(actor.getSnapshot().matches({ authenticating: 'corporateRedirect' })).toBe(true);
    await vi.waitFor(() => expect(calls.corporate).toEqual([{ email: 'ann@example.com', config }]));
  });

  it("a failed start shows the 'failed to initiate' message", async () => {
    const { actor } = start({ corporate: new Error('crypto unavailable') });
    await waitFor(actor, (s) => s.context.corporateConfigLoaded);
    actor.send({ type: 'login.corporate', email: 'ann@example.com' });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(messages.azureInitiateFailed);
  });

  it('completes the callback, persists the session and greets the user', async () => {
    const { actor, calls, persisted, toasts } = start();
    await settle(actor, 'signedOut');
    actor.send({ type: 'login.callback', code: 'abc', state: 'xyz' });
    await settle(actor, 'signedIn');
    expect(calls.callback).toEqual([{ code: 'abc', state: 'xyz' }]);
    expect(persisted).toEqual([{ user: ann }]);
    expect(toasts).toEqual([{ ...messages.callbackWelcome('Ann Lee'), variant: 'success' }]);
  });

  it.each([
    [
      "the provider's error",
      { type: 'login.callback', error: 'access_denied', code: 'x' } as const,
      undefined,
      'access_denied',
    ],
    [
      'a missing code',
      { type: 'login.callback', code: null } as const,
      undefined,
      'no authorization code received',
    ],
    [
      'a failed callback call',
      { type: 'login.callback', code: 'c', state: 's' } as const,
      http(400, 'invalid_grant'),
      'Callback failed (400): invalid_grant',
    ],
    [
      'an invalid answer',
      { type: 'login.callback', code: 'c', state: 's' } as const,
      { ok: true, user: null, access_token: null, error: null },
      'authentication failed - invalid response format',
    ],
    [
      'an answer carrying an error',
      { type: 'login.callback', code: 'c', state: 's' } as const,
      { ok: false, user: null, access_token: null, error: 'state mismatch' },
      'state mismatch',
    ],
  ])('fails on %s and returns to sign-in after 10 seconds', async (_name, event, callback, message) => {
    const { actor, clock, toasts } = start({
      callback: callback as AzureCallbackResponse | Error | undefined,
    });
    await settle(actor, 'signedOut');
    actor.send(event);
    await settle(actor, 'callbackFailed');
    expect(actor.getSnapshot().context.error).toBe(message);
    expect(toasts).toEqual([{ ...messages.callbackExpired, variant: 'error' }]);
    expect(actor.getSnapshot().hasTag('callbackFailed')).toBe(true);
    clock.increment(9999);
    expect(actor.getSnapshot().value).toBe('callbackFailed');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('signedOut');
  });

  it('the failure screen can be dismissed at once', async () => {
    const { actor } = start();
    await settle(actor, 'signedOut');
    actor.send({ type: 'login.callback', code: null });
    actor.send({ type: 'login.dismissError' });
    expect(actor.getSnapshot().value).toBe('signedOut');
  });
});

describe('login: graph', () => {
  it('covers every state and transition', () => {
    const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
    const error = (id: string) => ({ type: `xstate.error.actor.${id}`, error: http(401, 'no') });
    const result = expectFullGraphCoverage(loginMachine, {
      inputs: [undefined, { user: ann }, { user: null }],
      serialize: (s) => JSON.stringify({ v: s.value, c: s.context }),
      events: {
        'login.submit': [
          { type: 'login.submit', email: 'a@b.c', personalCode: '1' },
          { type: 'login.submit', email: '', personalCode: '' },
        ],
        'login.corporate': [
          { type: 'login.corporate', email: 'a@b.c' },
          { type: 'login.corporate', email: '' },
        ],
        'login.callback': [
          { type: 'login.callback', code: 'c', state: 's' },
          { type: 'login.callback', code: null },
          { type: 'login.callback', error: 'denied' },
        ],
        'login.userUpdated': [{ type: 'login.userUpdated', user: { ...ann, role: 'admin' } }],
        'xstate.done.actor.0.login.restoring.reading': [
          done('0.login.restoring.reading', { user: ann }),
          done('0.login.restoring.reading', { user: null }),
        ],
        'xstate.done.actor.0.login.restoring.verifying': [done('0.login.restoring.verifying', ann)],
        'xstate.done.actor.0.login.signedOut': [
          done('0.login.signedOut', config),
          done('0.login.signedOut', null),
        ],
        'xstate.done.actor.0.login.authenticating.personalCode': [
          done('0.login.authenticating.personalCode', { access_token: 't', user: ann }),
          done('0.login.authenticating.personalCode', {}),
        ],
        'xstate.done.actor.0.login.authenticating.corporateCallback': [
          done('0.login.authenticating.corporateCallback', { ok: true, access_token: 't', user: ann }),
          done('0.login.authenticating.corporateCallback', { ok: true }),
        ],
        'xstate.error.actor.0.login.restoring.reading': [error('0.login.restoring.reading')],
        'xstate.error.actor.0.login.restoring.verifying': [error('0.login.restoring.verifying')],
      },
    });
    expect(result.states).toBeGreaterThanOrEqual(10);
  });
});
