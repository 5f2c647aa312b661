import { displayLocale } from '@portal/contract';
import { SafeHtmlPolicy } from '@portal/ui';
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { ErrorBoundary } from './app/ErrorBoundary.tsx';
import { ThemePreferenceProvider } from './app/theme.tsx';

export interface AppProps {
  /**
   * The origins whose images the page's Content-Security-Policy allows besides its own, which the
   * server writes into the page (CSP_IMAGE_ORIGINS): people's HTML keeps only those images, so none
   * shows broken and none reaches another server.
   */
  imageOrigins: readonly string[];
  /**
   * The router with the portal's routes (`app/routes.tsx`): `RouterProvider` in the browser,
   * `StaticRouterProvider` on the server (`entry-server.tsx`).
   */
  children: ReactNode;
}

/** The portal: theme, error fallback, locale and HTML policy around the router (session and routes inside). */
export function App({ imageOrigins, children }: AppProps) {
  return (
    <ThemePreferenceProvider>
      {/* One locale on the server and in the browser (react-aria reads the browser's otherwise). */}
      <I18nProvider locale={displayLocale}>
        <ErrorBoundary>
          <SafeHtmlPolicy imageOrigins={imageOrigins}>{children}</SafeHtmlPolicy>
        </ErrorBoundary>
      </I18nProvider>
    </ThemePreferenceProvider>
  );
}
