/** Where the identity provider sends the browser back after a corporate sign-in. */
export const CALLBACK_PATH = '/auth/callback';
