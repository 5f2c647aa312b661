import { ThemeRoot } from '@portal/ui';
import { Home } from './Home.tsx';

/** The portal shell. Routes and screens arrive with the portal issue; the theme follows the OS. */
export function App() {
  return (
    <ThemeRoot theme="system">
      <Home />
    </ThemeRoot>
  );
}
