import { displayLocale, type PortalServerEntry, type User } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import * as serverEntry from './entry-server.tsx';

// What the API server loads (`apps/server/src/pages.ts`), checked by the compiler against the one
// description both sides share.
const entry: PortalServerEntry = serverEntry;
const { renderPage } = entry;

/**
 * Every route renders in Node through the server entry (ADR 0009): the frame and the screen, with
 * react-aria-components, vanilla-extract and the XState machines as the browser runs them. The session
 * starts from the user the server resolved, so nothing waits on `me`.
 */
const admin: User = {
  id: 'u-admin',
  user_id: 'u-admin',
  email: 'alex.morgan@example.com',
  name: 'Alex Morgan',
  display_name: 'Alex Morgan',
  role: 'admin',
  boost_role: 'Admin',
  department: 'IT',
  business_unit_id: null,
  business_unit_name: null,
  is_active: true,
};

const screens: Array<[path: string, shows: string]> = [
  ['/', 'Welcome back, Alex Morgan'],
  ['/chat', 'Popular questions'],
  ['/boost', 'New Ticket'],
  ['/documents', 'Knowledge Base'],
  ['/boost/admin', 'BOOST Admin'],
  ['/admin', 'System Administration'],
  ['/no-such-page', 'Page not found'],
];

/** No API behind this test: every call fails, as a server in trouble would answer. */
const failingApi = async () => Response.json({ detail: 'No API in this test' }, { status: 500 });

/** Reads a rendered page's #root markup to the end, with the errors the render reported. */
async function renderToText(path: string, user: User | null, fetchApi: typeof fetch = failingApi) {
  const errors: unknown[] = [];
  const result = await renderPage({
    request: new Request(`http://portal.test${path}`),
    user,
    fetchApi,
    imageOrigins: [],
    nonce: 'test-nonce',
    onRenderError: (error) => errors.push(error),
  });
  if (result.kind !== 'page') return { result, errors, html: '', text: '' };
  const html = await new Response(result.body).text();
  return { result, errors, html, text: html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ') };
}

/** The JSON of the first-data element a render writes after #root. */
function firstDataOf(afterRoot: string): string {
  const json = /^<script type="application\/json" id="portal-first-data">(.*)<\/script>$/s.exec(
    afterRoot,
  )?.[1];
  if (!json) throw new Error(`Not a first-data element: ${afterRoot.slice(0, 80)}`);
  return json;
}

describe('a server render', () => {
  it("ends the page with the script that loads the app, which knows the app's files and locale", () => {
    const script = entry.loadAppAfterPaint({
      entry: '/assets/index.js',
      preloads: ['/assets/chunk.js', '/assets/screen.js'],
      evaluateApart: ['/assets/chunk.js'],
      intlWarmUp: '/assets/intl-warm-up.js',
    });
    expect(script).toContain('"evaluateApart":["/assets/chunk.js"]');
    expect(script).toContain('"intlWarmUp":"/assets/intl-warm-up.js"');
    expect(script).toContain(`"locale":"${displayLocale}"`);
    // Written into a <script>: nothing in it may close the element.
    expect(
      entry.loadAppAfterPaint({ entry: '</script>', preloads: [], evaluateApart: [], intlWarmUp: '' }),
    ).not.toContain('</script>');
  });

  for (const [path, shows] of screens) {
    // The first render loads the screens' code from source: a limit, not a delay.
    it(`renders ${path} signed in: the frame and the screen`, { timeout: 60_000 }, async () => {
      const { result, errors, html, text } = await renderToText(path, admin);
      expect(errors).toEqual([]);
      expect(html).toContain('aria-label="Main"');
      // Written in place: no part held back behind a fallback (no pending Suspense boundary).
      expect(html).not.toContain('<!--$?-->');
      expect(text).toContain('Alex Morgan');
      expect(text).toContain(shows);
      // The first data for the browser's hydration, after #root: the session, no loader's fault.
      expect(result.kind === 'page' && JSON.parse(firstDataOf(result.afterRoot))).toMatchObject({
        user: admin,
        errors: {},
      });
      expect(result.kind === 'page' && result.modules).toEqual([
        'src/shell/Layout.tsx',
        expect.stringMatching(/^src\/screens\//),
      ]);
    });
  }

  it('renders the sign-in screen for a visitor without a session, at any path', {
    timeout: 60_000,
  }, async () => {
    const { result, text } = await renderToText('/chat', null);
    expect(text).toContain('Sign in');
    expect(text).not.toContain('Popular questions');
    expect(result.kind === 'page' && result.modules).toEqual(['src/screens/SignIn/SignInScreen.tsx']);
  });

  it('an unknown address is the not-found screen, answered 404', { timeout: 60_000 }, async () => {
    const { result, text } = await renderToText('/no-such-page', admin);
    expect(text).toContain('Page not found');
    expect(result.kind === 'page' && result.status).toBe(404);
  });

  it("a loader's fault shows that route's error inside the frame, answered 500", {
    timeout: 60_000,
  }, async () => {
    // Every call answers `null`: the chat's loader reads a field of it, as code meeting an answer
    // of the wrong shape would. (A call the API refuses is not a fault: the browser tries again.)
    const { result, errors, html, text } = await renderToText('/chat', admin, async () =>
      Response.json(null),
    );
    expect(text).toContain('Something went wrong');
    expect(html).toContain('aria-label="Main"');
    expect(result.kind === 'page' && result.status).toBe(500);
    // Logged by the server, and handed to the browser, which hydrates the same error in the frame.
    expect(errors).toHaveLength(1);
    expect(result.kind === 'page' && JSON.parse(firstDataOf(result.afterRoot)).errors).toEqual({
      chat: expect.any(String),
    });
  });

  it('answers the ticket links with redirects: kept for after sign-in, then opened', async () => {
    const signedOut = await renderToText('/boost/tickets/BOOST-2026-000007', null);
    expect(signedOut.result.kind === 'response' && signedOut.result.response.headers.get('location')).toBe(
      '/?ticketId=BOOST-2026-000007',
    );
    const signedIn = await renderToText('/?ticketId=BOOST-2026-000007', admin);
    expect(signedIn.result.kind === 'response' && signedIn.result.response.headers.get('location')).toBe(
      '/boost/tickets/BOOST-2026-000007',
    );
  });
});
