import { useLayoutEffect, useState } from 'react';
import { handOverFirstPaint, typedBeforeScript } from '../../app/first-paint.ts';
import { usePageTitle } from '../../app/page-title.ts';
import { useSession } from '../../app/session.tsx';
import { SIGN_IN, SignInForm } from './SignInForm.tsx';

/**
 * The signed-out screen, on every path (the URL is kept, so `/?ticketId=...` still opens the ticket
 * once signed in): the sign-in form wired to the login machine. It takes over from the copy painted
 * from the HTML (`app/first-paint.ts`), keeping what was typed there and where the caret was.
 */
export default function SignInScreen() {
  usePageTitle(SIGN_IN);
  const { status, error, corporateAvailable, corporateConfigLoaded, submit, signInCorporate } = useSession();
  const [email, setEmail] = useState('');
  const [personalCode, setPersonalCode] = useState('');
  // Before the first paint of this screen: take what was typed into the HTML's copy (read now, not
  // during render, so nothing typed while React rendered is lost), then remove the copy.
  useLayoutEffect(() => {
    const typed = typedBeforeScript();
    if (typed.email) setEmail(typed.email);
    if (typed.personalCode) setPersonalCode(typed.personalCode);
    handOverFirstPaint(typed.focused);
  }, []);

  return (
    <SignInForm
      busy={status === 'authenticating'}
      error={error}
      corporateAvailable={corporateAvailable}
      corporateConfigLoaded={corporateConfigLoaded}
      email={email}
      personalCode={personalCode}
      onEmailChange={setEmail}
      onPersonalCodeChange={setPersonalCode}
      onSubmitCode={submit}
      onCorporate={signInCorporate}
    />
  );
}
