import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App.tsx';
import { readFirstData } from './app/first-data.ts';
import { hydration, SERVER_RENDERED_ATTRIBUTE } from './app/hydration.tsx';
import { PortalRoutes, preloadFirstScreen } from './app/routes.tsx';
import { checkStoredSession } from './app/session.tsx';
import { storage } from './app/storage.ts';

storage.forgetLegacyToken();
// The image origins the page's policy allows, as the server wrote them into the page (see App).
const imageOrigins =
  document
    .querySelector<HTMLMetaElement>('meta[name="portal-image-origins"]')
    ?.content.split(/\s+/)
    .filter(Boolean) ?? [];
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
// What the server read for the page it rendered (null: not rendered on a server).
const firstData = readFirstData();
const app = (
  <StrictMode>
    <App imageOrigins={imageOrigins}>
      <BrowserRouter>
        <PortalRoutes firstData={firstData} />
      </BrowserRouter>
    </App>
  </StrictMode>
);

if (container.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) {
  // Rendered on the server (ADR 0009): the session is known, and the screen's code (whose scripts the
  // page preloads) must be there before hydrating, or the screen would suspend and its HTML be thrown
  // away for a spinner. In a task of its own: evaluating the app's modules is one long task already,
  // and matching the path against every route adds ~25 ms to it on a slow phone's CPU.
  setTimeout(() => {
    void preloadFirstScreen(window.location.pathname, Boolean(firstData?.user)).then(() => {
      hydration.pending = true;
      // As a transition: React hydrates in slices and lets the browser handle input between them,
      // instead of one long task for a screen full of cards.
      startTransition(() => {
        hydrateRoot(container, app);
      });
    });
  });
} else {
  // A page served without a server render (Vite's dev server): the browser restores the session.
  // The session check and the first screen's code download side by side. The check goes first: the
  // browser opens only six connections to the server, and the screen's code is a dozen files; queued
  // behind them, the check would come back last.
  checkStoredSession();
  setTimeout(() => preloadFirstScreen(window.location.pathname, storage.user() !== null));
  const root = createRoot(container);
  // The first render as a transition: React renders it in slices and lets the browser handle input
  // between them instead of one long task.
  startTransition(() => root.render(app));
}
