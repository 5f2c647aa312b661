import { useLayoutEffect, useState } from 'react';
import { typedBeforeHydration } from '../../app/hydration.tsx';
import { usePageTitle } from '../../app/page-title.ts';
import { useSession } from '../../app/session.tsx';
import { SIGN_IN, SIGN_IN_FIELDS, SignInForm } from './SignInForm.tsx';

/**
 * The signed-out screen, on every path (the URL is kept, so `/?ticketId=...` still opens the ticket
 * once signed in): the sign-in form wired to the login machine. The server renders it into the page,
 * so the form can be typed into before the app's script has arrived: what was typed is kept.
 */
export default function SignInScreen() {
  usePageTitle(SIGN_IN);
  const { status, error, corporateAvailable, corporateConfigLoaded, submit, signInCorporate } = useSession();
  const [email, setEmail] = useState('');
  const [personalCode, setPersonalCode] = useState('');
  // Once hydrated: what was typed into the server's form (read now, not during render, so nothing
  // typed while React hydrated is lost). The caret stays where it was: the inputs are the same ones.
  useLayoutEffect(() => {
    const typed = typedBeforeHydration('#root', Object.values(SIGN_IN_FIELDS));
    const email = typed[SIGN_IN_FIELDS.email];
    const personalCode = typed[SIGN_IN_FIELDS.personalCode];
    if (email) setEmail(email);
    if (personalCode) setPersonalCode(personalCode);
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
