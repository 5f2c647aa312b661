import type { Decorator, Preview } from '@storybook/react-vite';
import { useLayoutEffect } from 'react';
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
    // Chromatic (`npm run chromatic`, chromatic.config.json) snapshots every story in both themes,
    // like the screenshot baselines of `npm test` do.
    chromatic: { modes: { light: { theme: 'light' }, dark: { theme: 'dark' } } },
  },
  tags: ['autodocs'],
};

export default preview;
