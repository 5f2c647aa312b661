/**
 * Screenshot baselines of every story, in both themes, taken from the same render that
 * `@storybook/addon-vitest` tests: after the story's play function and the a11y addon's axe check
 * (light theme), this `afterEach` grows the viewport to fit the story, then for each theme compares
 * it with the committed baseline in `.storybook/__screenshots__/` (and runs axe again in the dark
 * theme). One render per story keeps `npm test` to a single pass over the stories.
 *
 * Story parameters: `visual: { disable: true }` skips the screenshot, `visual: { target: 'viewport' }`
 * shoots the whole page (overlays render in a portal outside the canvas).
 * After a reviewed visual change: `npx vitest run --project storybook --update`.
 */
import type { Preview } from '@storybook/react-vite';
import axe from 'axe-core';
import { expect } from 'vitest';
import { page } from 'vitest/browser';
import { type ThemeName, themeClassNames, themeNames } from '../../packages/ui/src/theme/ThemeRoot.tsx';

type VisualParameters = { disable?: boolean; target?: 'canvas' | 'viewport' };

function applyTheme(theme: ThemeName) {
  for (const name of themeNames)
    document.documentElement.classList.toggle(themeClassNames[name], name === theme);
}

async function axeViolations(root: Element) {
  // Same rules as the a11y addon: `region` is off because an isolated component (and an overlay
  // in its portal) is not expected to sit inside a page landmark.
  const results = await axe.run(root, { resultTypes: ['violations'], rules: { region: { enabled: false } } });
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

export const screenshotAnnotations: Preview = {
  beforeAll() {
    const style = document.createElement('style');
    // Freeze motion and the caret so that screenshots are the same on every run. Screenshots capture
    // a story whole, also below the first viewport: `content-visibility: auto` (long chat histories
    // skip painting what is off screen) would leave those parts blank depending on when the browser
    // re-checks after the viewport grows. That skipping is measured by the render bench, not a
    // visual state, so the screenshots paint everything. The grip in a text area's corner is drawn by
    // the browser and changes between Chromium releases (Debian's 150 and 156 differ by 20 pixels);
    // it is not our design, so the screenshots leave it out (the area still resizes).
    style.textContent = [
      '*,*::before,*::after{animation-duration:0s!important;animation-delay:0s!important;transition:none!important;caret-color:transparent!important}',
      '*{content-visibility:visible!important}',
      '::-webkit-resizer{display:none}',
    ].join('\n');
    document.head.append(style);
  },
  beforeEach({ canvasElement }) {
    // Shrink the canvas to the story so that a baseline shows the component, not a page of blank.
    canvasElement.style.padding = '16px';
    canvasElement.style.display = 'inline-block';
    canvasElement.style.minWidth = '320px';
  },
  async afterEach({ id, canvasElement, parameters }) {
    const visual = (parameters.visual ?? {}) as VisualParameters;
    if (visual.disable) return;
    // A play function that focused something low on the page scrolled the window; measure and
    // shoot from the top, or the screenshot has a blank band and misses the bottom.
    window.scrollTo(0, 0);
    // Element screenshots are clipped to the viewport: grow it to fit tall stories.
    const height = Math.max(window.innerHeight, Math.ceil(canvasElement.getBoundingClientRect().bottom) + 16);
    if (height !== window.innerHeight) await page.viewport(window.innerWidth, height);
    const root = visual.target === 'viewport' ? document.body : canvasElement;
    const initialTheme = themeNames.find((name) =>
      document.documentElement.classList.contains(themeClassNames[name]),
    );
    for (const theme of themeNames) {
      applyTheme(theme);
      // The a11y addon has checked the story as rendered (light); check the other theme here.
      if (theme !== initialTheme) expect(await axeViolations(root)).toEqual([]);
      await expect.element(page.elementLocator(root)).toMatchScreenshot(`${id}--${theme}`);
    }
  },
};
