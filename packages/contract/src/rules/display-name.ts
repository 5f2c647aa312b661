/** Display names derived from e-mail addresses. */
import { normalizeEmail } from './email.ts';

/**
 * 'alex.morgan@example.com' -> 'Alex Morgan': the local part (before '@'), split on dots, each part
 * capitalised (first letter upper case, the rest lower case), empty parts dropped. An external-guest
 * address is first turned back into the guest's own address. '' for a missing or blank e-mail.
 */
export function displayNameFromEmail(email: string | null | undefined): string {
  const address = normalizeEmail(email);
  if (address === '') return '';
  const at = address.indexOf('@');
  const local = at === -1 ? address : address.slice(0, at);
  return local
    .split('.')
    .filter((part) => part !== '')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');
}

/** The name to show for a user: the stored name when non-blank, else derived from the e-mail. */
export function userDisplayName(
  user: { name?: string | null; email?: string | null } | null | undefined,
): string {
  const name = user?.name?.trim();
  return name ? name : displayNameFromEmail(user?.email);
}
