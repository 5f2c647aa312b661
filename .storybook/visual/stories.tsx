/**
 * Shared body of the `visual` project's shard files (`shard-N.browser.test.tsx`): the stories are
 * split across files so that Vitest runs them in parallel.
 *
 * Screenshot baselines of every story in Storybook in both themes, plus an axe check in the dark
 * theme (the Storybook project checks the light one). Baselines live in `__screenshots__/` and
 * are committed; `npx vitest run --project visual --update` refreshes them after a reviewed change.
 */
import { unmountElement } from '@storybook/react-dom-shim';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import axe from 'axe-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { type ThemeName, themeClassNames, themeNames } from '../../packages/ui/src/theme/ThemeRoot.tsx';
import * as preview from '../preview.tsx';

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStories<StoryModule>>[string];
type VisualParameters = { disable?: boolean; target?: 'canvas' | 'viewport' };

const projectAnnotations = setProjectAnnotations([preview]);
const storyFiles = import.meta.glob<StoryModule>('../../packages/*/src/**/*.stories.tsx');

// Screenshots capture a story whole, also below the first viewport. `content-visibility: auto` (long
// chat histories skip painting what is off screen) would leave those parts blank depending on when
// the browser re-checks after the viewport grows; that skipping is measured by the render bench,
// not a visual state, so the screenshots paint everything.
const paintEverything = document.createElement('style');
paintEverything.textContent = '* { content-visibility: visible !important; }';
document.head.append(paintEverything);

function applyTheme(theme: ThemeName) {
  for (const name of themeNames)
    document.documentElement.classList.toggle(themeClassNames[name], name === theme);
}

beforeAll(async () => {
  await projectAnnotations.beforeAll?.();
  // Freeze motion and the caret so that screenshots are the same on every run.
  const style = document.createElement('style');
  style.textContent =
    '*,*::before,*::after{animation-duration:0s!important;animation-delay:0s!important;transition:none!important;caret-color:transparent!important}';
  document.head.append(style);
});

afterEach(async () => {
  // Unmount through React first: clearing the DOM under a mounted tree (an open overlay in a
  // portal, say) makes the next story's render fail with "removeChild ... not a child".
  for (const canvas of document.querySelectorAll('[data-testid="story-canvas"]')) unmountElement(canvas);
  document.body.innerHTML = '';
  if (window.innerHeight !== 768) await page.viewport(1024, 768);
});

async function axeViolations(root: Element) {
  // Same rules as the a11y addon: `region` is off because an isolated component (and an overlay
  // in its portal) is not expected to sit inside a page landmark.
  const results = await axe.run(root, { resultTypes: ['violations'], rules: { region: { enabled: false } } });
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

/** Registers the tests of every `shards`-th story file, starting at `shard` (stable: sorted by path). */
export async function visualShard(shard: number, shards: number) {
  const mine = Object.keys(storyFiles)
    .sort()
    .filter((_, index) => index % shards === shard);
  const modules = await Promise.all(mine.map(async (file) => [file, await storyFiles[file]?.()] as const));
  for (const [file, module] of modules) {
    if (module) describeStoryFile(file, module);
  }
}

function describeStoryFile(file: string, module: StoryModule) {
  const stories = composeStories(module);
  const title = (module as { default?: { title?: string } }).default?.title ?? file;
  describe(title, () => {
    for (const [name, Story] of Object.entries(stories) as Array<[string, ComposedStory]>) {
      const visual = (Story.parameters.visual ?? {}) as VisualParameters;
      it.skipIf(visual.disable)(name, async () => {
        const canvasElement = document.createElement('div');
        canvasElement.dataset.testid = 'story-canvas';
        canvasElement.style.padding = '16px';
        canvasElement.style.display = 'inline-block';
        canvasElement.style.minWidth = '320px';
        document.body.append(canvasElement);
        await Story.run({ canvasElement });
        // A play function that focused something low on the page scrolled the window; measure and
        // shoot from the top, or the screenshot has a blank band and misses the bottom.
        window.scrollTo(0, 0);
        // Element screenshots are clipped to the viewport: grow it to fit tall stories.
        const height = Math.max(768, Math.ceil(canvasElement.getBoundingClientRect().bottom) + 16);
        if (height !== window.innerHeight) await page.viewport(1024, height);
        const target =
          visual.target === 'viewport'
            ? page.elementLocator(document.body)
            : page.elementLocator(canvasElement);
        const id = `${title.replaceAll('/', '-')}--${name}`.replaceAll(/[^a-zA-Z0-9-]+/g, '-').toLowerCase();
        for (const theme of themeNames) {
          applyTheme(theme);
          if (theme === 'dark') {
            expect(await axeViolations(visual.target === 'viewport' ? document.body : canvasElement)).toEqual(
              [],
            );
          }
          await expect.element(target).toMatchScreenshot(`${id}--${theme}`);
        }
      });
    }
  });
}
