import type { Decorator, Preview } from '@storybook/react-vite';
import { useLayoutEffect } from 'react';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { type ThemeName, themeClassNames, themeNames } from '../packages/ui/src/theme/ThemeRoot.tsx';
import '../packages/ui/src/theme/global.css.ts';

/**
 * Applies the toolbar's theme to <html> (so overlays in portals are themed too) and paints the
 * canvas with the theme's background.
 */
const withTheme: Decorator = (Story, context) => {
  const theme = (context.globals.theme ?? 'light') as ThemeName;
  useLayoutEffect(() => {
    const root = document.documentElement;
    for (const name of themeNames) root.classList.toggle(themeClassNames[name], name === theme);
    root.dataset.theme = theme;
  }, [theme]);
  return <Story />;
};

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Any axe violation fails the story's test.
    a11y: { test: 'error' },
    backgrounds: { disable: true },
    // The three widths every screen is designed and checked at (issue 15): a phone, a tablet and a
    // desktop. A story picks one with `globals: { viewport: { value: 'phone' } }`; its screenshot
    // and play function then run at that size (the Vitest addon resizes the page). The heights are
    // the first screen people see at each width.
    viewport: {
      options: {
        ...MINIMAL_VIEWPORTS,
        phone: { name: 'Phone (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        tablet: { name: 'Tablet (800 px)', styles: { width: '800px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop (1280 px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    // Chromatic (`npm run chromatic`, chromatic.config.json) snapshots every story in both themes,
    // like the screenshot baselines of `npm test` do.
    chromatic: { modes: { light: { theme: 'light' }, dark: { theme: 'dark' } } },
  },
  tags: ['autodocs'],
};

export default preview;
