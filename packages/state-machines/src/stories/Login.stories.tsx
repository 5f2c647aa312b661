import type { AzureCallbackResponse, LoginResponse, User } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { fromPromise } from 'xstate';
import { type CorporateConfig, loginMachine, type StoredSession } from '../machines/login.ts';
import { useLogin } from '../react/index.ts';
import { userFixture } from './fixtures.ts';
import { failLater, later, StateLine } from './kit.tsx';

const ann = userFixture();

function fakeLogin(options: { config: CorporateConfig | null; stored?: StoredSession }) {
  return loginMachine.provide({
    actors: {
      loadStoredSession: fromPromise<StoredSession, void>(() => later(50, options.stored ?? { user: null })),
      fetchCurrentUser: fromPromise<User, void>(() => later(50, ann)),
      loadCorporateConfig: fromPromise<CorporateConfig | null, void>(() => later(20, options.config)),
      signInWithCode: fromPromise<LoginResponse, { email: string; personalCode: string }>(({ input }) =>
        input.personalCode === '123456'
          ? later(150, { access_token: 'token', user: { ...ann, email: input.email } })
          : failLater(150, { status: 401, detail: 'Invalid email or personal code' }),
      ),
      startCorporateSignIn: fromPromise<void, { email: string; config: CorporateConfig }>(() =>
        failLater(100, { message: 'popup blocked' }),
      ),
      completeCorporateSignIn: fromPromise<AzureCallbackResponse, { code: string; state: string | null }>(
        () => failLater(100, { status: 400, detail: 'invalid_grant' }),
      ),
      signOut: fromPromise<void, void>(() => later(50, undefined)),
    },
  });
}

function LoginDemo({ config, stored }: { config: CorporateConfig | null; stored?: StoredSession }) {
  const [machine] = useState(() => fakeLogin({ config, stored }));
  const login = useLogin(machine);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  return (
    <div>
      <StateLine value={login.status} />
      {login.status === 'restoring' && <p role="status">Restoring your session...</p>}
      {login.error && <p role="alert">{login.error}</p>}
      {login.status === 'signedIn' ? (
        <div>
          <p>Signed in as {login.user?.name}</p>
          <button type="button" onClick={login.signOut}>
            Logout
          </button>
        </div>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            login.submit(email, code);
          }}
        >
          <p>
            <label>
              Email <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
            </label>
          </p>
          {login.corporateAvailable && (
            <p>
              <button type="button" onClick={() => login.signInCorporate(email)}>
                Sign in with Microsoft
              </button>
            </p>
          )}
          {login.corporateConfigLoaded && !login.corporateAvailable && (
            <p>Corporate sign-in is not configured.</p>
          )}
          <p>
            <label>
              Personal code <input value={code} onChange={(e) => setCode(e.target.value)} />
            </label>
          </p>
          <button type="submit" disabled={!email.trim() || !code.trim() || login.status === 'authenticating'}>
            {login.status === 'authenticating' ? 'Signing in...' : 'Sign in'}
          </button>{' '}
          <button type="button" onClick={() => login.completeCallback({ code: null, state: 's' })}>
            Simulate callback without code
          </button>
        </form>
      )}
    </div>
  );
}

const meta = {
  title: 'Machines/Login',
  component: LoginDemo,
  args: {
    config: { authority: 'https://login.example.com/tenant', client_id: 'portal', scopes: ['openid'] },
  },
} satisfies Meta<typeof LoginDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Wrong code, then the right one, then sign out. */
export const PersonalCode: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: 'Sign in with Microsoft' });
    const submit = canvas.getByRole('button', { name: 'Sign in' });
    await expect(submit).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Email'), 'ann.lee@example.com');
    await userEvent.type(canvas.getByLabelText('Personal code'), '000000');
    await userEvent.click(submit);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid email or personal code');
    await userEvent.clear(canvas.getByLabelText('Personal code'));
    await userEvent.type(canvas.getByLabelText('Personal code'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Signed in as Ann Lee')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(canvas.getByLabelText('Machine state')).toHaveTextContent('signedOut'));
  },
};

/** The corporate button needs an e-mail first; a failed start says so. */
export const CorporateSignIn: Story = {
  play: async ({ canvas }) => {
    const corporate = await canvas.findByRole('button', { name: 'Sign in with Microsoft' });
    await userEvent.click(corporate);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please enter your email address first');
    await userEvent.type(canvas.getByLabelText('Email'), 'ann.lee@example.com');
    await userEvent.click(corporate);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('Failed to initiate Microsoft directory login'),
    );
  },
};

/** Without identity-provider configuration the button is absent and a notice shows. */
export const CorporateNotConfigured: Story = {
  args: { config: null },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Corporate sign-in is not configured.')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Sign in with Microsoft' })).toBeNull();
  },
};

/** A callback without a code fails and shows the catalogue message. */
export const CallbackFailure: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByLabelText('Machine state')).toHaveTextContent('signedOut'));
    // Wait for the configuration too, so the picture does not depend on how fast the click came.
    await canvas.findByRole('button', { name: 'Sign in with Microsoft' });
    await userEvent.click(canvas.getByRole('button', { name: 'Simulate callback without code' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('no authorization code received');
    await expect(canvas.getByLabelText('Machine state')).toHaveTextContent('callbackFailed');
  },
};

/** A stored user means a session cookie may be there: `me` confirms it and the session is restored. */
export const Restored: Story = {
  args: { stored: { user: ann } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Signed in as Ann Lee')).toBeInTheDocument();
  },
};
