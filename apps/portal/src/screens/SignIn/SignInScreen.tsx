import { messages } from '@portal/contract';
import { Button, Form, Heading, Text, TextField } from '@portal/ui';
import { type FormEvent, useState } from 'react';
import { PRODUCT_TITLE, usePageTitle } from '../../app/page-title.ts';
import { useSession } from '../../app/session.tsx';
import { ThemeSwitch } from '../../app/theme.tsx';
import * as styles from './SignInScreen.css.ts';

/** Names of the two ways in; the personal-code button's name is relied on by the journeys. */
const SIGN_IN = 'Sign in';
const SIGN_IN_CORPORATE = 'Sign in with Microsoft';

/**
 * The signed-out screen, on every path (the URL is kept, so `/?ticketId=...` still opens the ticket
 * once signed in). One e-mail field serves both the corporate sign-in and the personal-code form;
 * every failure of the login machine (catalogue message or server detail) shows in one alert.
 */
export default function SignInScreen() {
  usePageTitle(SIGN_IN);
  const { status, error, corporateAvailable, corporateConfigLoaded, submit, signInCorporate } = useSession();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [pressed, setPressed] = useState<'code' | 'corporate' | null>(null);
  const busy = status === 'authenticating';
  const complete = email.trim() !== '' && code.trim() !== '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!complete || busy) return;
    setPressed('code');
    submit(email, code);
  };

  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <span className={styles.brand}>{PRODUCT_TITLE}</span>
        <ThemeSwitch />
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        <div className={styles.panel}>
          <div className={styles.intro}>
            <Heading level={1}>{SIGN_IN}</Heading>
            <Text elementType="p" tone="secondary">
              The assistant, the knowledge base and BOOST support, in one place.
            </Text>
          </div>
          {error ? (
            <div role="alert" className={styles.alert}>
              {error}
            </div>
          ) : null}
          <Form onSubmit={onSubmit}>
            <TextField
              label="Email"
              type="email"
              name="email"
              autoComplete="username"
              value={email}
              onChange={setEmail}
              isRequired
            />
            <div className={styles.corporate}>
              {corporateAvailable ? (
                <>
                  <Button
                    variant="secondary"
                    fullWidth
                    isPending={busy && pressed === 'corporate'}
                    isDisabled={busy}
                    onPress={() => {
                      setPressed('corporate');
                      signInCorporate(email);
                    }}
                  >
                    {SIGN_IN_CORPORATE}
                  </Button>
                  <div className={styles.divider}>or</div>
                </>
              ) : corporateConfigLoaded ? (
                <Text elementType="p" tone="secondary" size="sm">
                  {messages.azureNotConfigured}
                </Text>
              ) : null}
            </div>
            <TextField
              label="Personal code"
              type="password"
              name="personal_code"
              autoComplete="current-password"
              value={code}
              onChange={setCode}
              isRequired
            />
            <Button
              type="submit"
              variant="primary"
              fullWidth
              isDisabled={!complete || (busy && pressed !== 'code')}
              isPending={busy && pressed === 'code'}
            >
              {SIGN_IN}
            </Button>
          </Form>
        </div>
      </main>
    </div>
  );
}
