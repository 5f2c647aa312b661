import { messages } from '@portal/contract';
import { Button, Callout, Heading, Spinner, Text } from '@portal/ui';
import { CircleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../app/page-title.ts';
import { corporateReturnPath, useSession } from '../../app/session.tsx';
import * as styles from './AuthCallbackScreen.css.ts';

/**
 * Return point of the corporate sign-in (/auth/callback?code&state, or ?error from the provider).
 * It hands the query to the login machine once, shows 'Processing...', and follows the machine:
 * signed in -> the page the sign-in started from (the machine toasts the welcome); failed -> an
 * alert (the machine toasts too) and back to / when the machine gives up after 10 seconds.
 */
export default function AuthCallbackScreen() {
  const { status, error, completeCallback, dismissError } = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const sent = useRef(false);
  const failed = useRef(false);
  const isFailed = status === 'callbackFailed';
  usePageTitle(isFailed ? messages.callbackExpired.title : messages.processing);

  // Once per visit (a remount after sign-in, or React's double effects in development, must not
  // spend the single-use code twice). Signed in already: nothing to complete.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query is read once, on arrival.
  useEffect(() => {
    if (sent.current || status === 'signedIn') return;
    sent.current = true;
    completeCallback({ code: params.get('code'), state: params.get('state'), error: params.get('error') });
  }, []);

  useEffect(() => {
    if (status === 'signedIn') {
      navigate(corporateReturnPath(), { replace: true });
    } else if (status === 'callbackFailed') {
      failed.current = true;
    } else if (status === 'signedOut' && failed.current) {
      navigate('/', { replace: true });
    }
  }, [status, navigate]);

  return (
    <main id="main" tabIndex={-1} className={styles.page}>
      <div className={styles.panel}>
        {isFailed ? (
          <Callout tone="danger" role="alert" icon={<CircleAlert />} className={styles.alert}>
            <Heading level={1} size="md">
              {messages.callbackExpired.title}
            </Heading>
            <p className={styles.detail}>{messages.callbackExpired.description}</p>
            {error ? <p className={styles.detail}>{error}</p> : null}
          </Callout>
        ) : (
          <>
            <Spinner size="lg" decorative />
            <Heading level={1} size="md">
              {messages.processing}
            </Heading>
          </>
        )}
        {isFailed ? (
          <>
            <Text elementType="p" tone="secondary" size="sm">
              You will be taken back to the sign-in page in a few seconds.
            </Text>
            <Button variant="primary" onPress={dismissError}>
              Back to sign-in
            </Button>
          </>
        ) : null}
      </div>
    </main>
  );
}
