import { NavBar } from '@portal/ui';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PRODUCT_TITLE } from '../app/page-title.ts';
import { useCurrentUser, useSession } from '../app/session.tsx';
import { ThemeSwitch } from '../app/theme.tsx';
import * as styles from './Layout.css.ts';
import { NotificationCenter } from './NotificationCenter.tsx';
import { RouteSpinner } from './RouteSpinner.tsx';

/** The signed-in frame: navigation bar (with the bell and theme switch) above the current screen. */
export default function Layout() {
  const { pathname } = useLocation();
  const user = useCurrentUser();
  const { signOut } = useSession();
  return (
    <div className={styles.frame}>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <NavBar
        title={PRODUCT_TITLE}
        currentPath={pathname}
        user={user}
        notificationSlot={
          <>
            <NotificationCenter />
            <ThemeSwitch />
          </>
        }
        onLogout={signOut}
      />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Suspense fallback={<RouteSpinner />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
