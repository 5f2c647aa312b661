import { messages } from '@portal/contract';
import { Button, Callout, Form, Heading, Text, TextField } from '@portal/ui';
import { CircleAlert } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { PRODUCT_TITLE } from '../../app/page-title.ts';
import { ThemeSwitch } from '../../app/theme.tsx';
import * as styles from './SignInScreen.css.ts';

/** The fields' names: what was typed before the page was hydrated is carried over by them. */
export const SIGN_IN_FIELDS = { email: 'email', personalCode: 'personal_code' } as const;

/** Names of the two ways in; the personal-code button's name is relied on by the journeys. */
export const SIGN_IN = 'Sign in';
const SIGN_IN_CORPORATE = 'Sign in with Microsoft';

export interface SignInFormProps {
  /** A sign-in is under way (both buttons wait). */
  busy: boolean;
  /** The login machine's message (catalogue text or server detail), shown in one alert. */
  error: string | null;
  corporateAvailable: boolean;
  /** The corporate configuration answered (so 'not configured' may be said). */
  corporateConfigLoaded: boolean;
  email: string;
  personalCode: string;
  onEmailChange: (email: string) => void;
  onPersonalCodeChange: (personalCode: string) => void;
  onSubmitCode: (email: string, personalCode: string) => void;
  onCorporate: (email: string) => void;
}

/**
 * The signed-out screen's markup, without the session: the screen wires it to the login machine
 * and keeps the fields' values. One e-mail field serves both the corporate sign-in and the
 * personal-code form.
 */
export function SignInForm({
  busy,
  error,
  corporateAvailable,
  corporateConfigLoaded,
  email,
  personalCode: code,
  onEmailChange,
  onPersonalCodeChange,
  onSubmitCode,
  onCorporate,
}: SignInFormProps) {
  const [pressed, setPressed] = useState<'code' | 'corporate' | null>(null);
  const complete = email.trim() !== '' && code.trim() !== '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!complete || busy) return;
    setPressed('code');
    onSubmitCode(email, code);
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
            <Callout tone="danger" size="sm" role="alert" icon={<CircleAlert />}>
              {error}
            </Callout>
          ) : null}
          <Form onSubmit={onSubmit}>
            <TextField
              label="Email"
              type="email"
              name={SIGN_IN_FIELDS.email}
              autoComplete="username"
              value={email}
              onChange={onEmailChange}
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
                      onCorporate(email);
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
              name={SIGN_IN_FIELDS.personalCode}
              autoComplete="current-password"
              value={code}
              onChange={onPersonalCodeChange}
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
