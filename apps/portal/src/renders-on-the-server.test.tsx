import type { User } from '@portal/contract';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { App } from './App.tsx';
import { preloadFirstScreen } from './app/routes.tsx';

/**
 * Every signed-in route renders in Node, as a server render will (ADR 0009): the frame and the screen
 * (its loading state: no data is fetched on a server yet), with react-aria-components, vanilla-extract
 * and the XState machines as the browser runs them. The session starts from the user the server
 * resolved, so nothing waits on `me`.
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

describe('a server render', () => {
  for (const [path, shows] of screens) {
    // The first render loads the screens' code from source: a limit, not a delay.
    it(`renders ${path} signed in: the frame and the screen`, { timeout: 60_000 }, async () => {
      await preloadFirstScreen(path, true);
      const html = renderToString(<App imageOrigins={[]} initialUser={admin} location={path} />);
      const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
      expect(html).toContain('aria-label="Main"');
      expect(text).toContain('Alex Morgan');
      expect(text).toContain(shows);
    });
  }
});
