import { canAccessAdmin, displayNameFromEmail, labels, NAV_LINKS, type RoleSource } from '@portal/contract';
import { Menu as MenuIcon, X } from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { Link } from 'react-aria-components';
import { Button } from '../../components/Button/Button.tsx';
import { RoleBadge } from '../RoleBadge/RoleBadge.tsx';
import * as styles from './NavBar.css.ts';

/** What the bar reads from the signed-in user. */
export interface NavBarUser extends RoleSource {
  email?: string | null;
  /** Shown as is when non-blank; otherwise derived from the e-mail ('alex.morgan@...' -> 'Alex Morgan'). */
  display_name?: string | null;
}

export interface NavBarProps {
  /** The product title, linking to the dashboard. */
  title: string;
  /** The current route's path; its link gets `aria-current="page"`, its section's link `"true"`. */
  currentPath: string;
  /** The signed-in user: the Admin link follows the effective role, the badge the `role` field. */
  user: NavBarUser;
  /** The notification element (the NotificationBell), always visible, also on phones. */
  notificationSlot?: ReactNode;
  /** Called by Logout. */
  onLogout: () => void;
}

/** '/' matches only itself; other links also match their sub-paths ('/boost/tickets/1' -> '/boost'). */
export function isActivePath(linkPath: string, currentPath: string): boolean {
  const path = currentPath.split(/[?#]/)[0] || '/';
  if (linkPath === '/') return path === '/';
  return path === linkPath || path.startsWith(`${linkPath}/`);
}

/**
 * A link's `aria-current`: 'page' on its own page, 'true' on a page inside its section (BOOST
 * Support on /boost/admin or /boost/tickets/1: highlighted alike, but not announced as the page
 * shown), none elsewhere.
 */
export function navLinkCurrent(linkPath: string, currentPath: string): 'page' | 'true' | undefined {
  if (!isActivePath(linkPath, currentPath)) return undefined;
  return (currentPath.split(/[?#]/)[0] || '/') === linkPath ? 'page' : 'true';
}

/**
 * The top navigation bar. Links are react-aria Links with `href`, so the app's `RouterProvider`
 * turns them into client-side navigation. Narrower than the tablet breakpoint (by its own width, a
 * container query), links and the user cluster fold into a 'Menu' disclosure; the bell stays visible.
 */
export function NavBar({ title, currentPath, user, notificationSlot, onLogout }: NavBarProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const alwaysRef = useRef<HTMLDivElement>(null);
  const isAdmin = canAccessAdmin(user);
  const displayName = user.display_name?.trim() || displayNameFromEmail(user.email);
  const links = NAV_LINKS.filter((link) => !('adminOnly' in link) || isAdmin);

  return (
    <header className={styles.root}>
      <div className={styles.row}>
        <Link href="/" className={styles.brand}>
          {title}
        </Link>
        <div className={styles.always} ref={alwaysRef}>
          {notificationSlot}
          <Button
            variant="ghost"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={panelId}
            onPress={() => setOpen((value) => !value)}
          >
            {open ? <X size={18} aria-hidden="true" /> : <MenuIcon size={18} aria-hidden="true" />}
            Menu
          </Button>
        </div>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape from a link inside bubbles here to close the phone menu. */}
        <div
          id={panelId}
          className={styles.panel}
          data-open={open || undefined}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && open) {
              setOpen(false);
              alwaysRef.current?.querySelector<HTMLElement>(`[aria-controls="${panelId}"]`)?.focus();
            }
          }}
        >
          <nav aria-label="Main" className={styles.nav}>
            <ul className={styles.links}>
              {links.map((link) => {
                return (
                  <li key={link.path}>
                    <Link
                      href={link.path}
                      className={styles.link}
                      aria-current={navLinkCurrent(link.path, currentPath)}
                      onPress={() => setOpen(false)}
                    >
                      {link.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className={styles.user}>
            <RoleBadge role={user.role} />
            <span className={styles.name} title={displayName}>
              {displayName}
            </span>
            <Button variant="secondary" size="sm" onPress={onLogout}>
              {labels.logout}
            </Button>
          </div>
        </div>
      </div>
    </header>
  );
}
