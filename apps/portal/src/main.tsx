import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { dropUnusedFirstPaint } from './app/first-paint.ts';
import { preloadFirstScreen } from './app/routes.tsx';
import { checkStoredSession } from './app/session.tsx';
import { storage } from './app/storage.ts';

storage.forgetLegacyToken();
// Before the first render: the session check and the first screen's code download side by side.
// The check goes first: the browser opens only six connections to the server, and the screen's
// code is a dozen files; queued behind them, the check would come back last.
checkStoredSession();
setTimeout(() => preloadFirstScreen(window.location.pathname, storage.user() !== null));

dropUnusedFirstPaint();
// The image origins the page's policy allows, as the server wrote them into the page (see App).
const imageOrigins =
  document
    .querySelector<HTMLMetaElement>('meta[name="portal-image-origins"]')
    ?.content.split(/\s+/)
    .filter(Boolean) ?? [];
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const root = createRoot(container);
// The first render as a transition: React renders it in slices and lets the browser handle input
// between them (typing into the sign-in copy while the app boots) instead of one long task.
startTransition(() => {
  root.render(
    <StrictMode>
      <App imageOrigins={imageOrigins} />
    </StrictMode>,
  );
});
