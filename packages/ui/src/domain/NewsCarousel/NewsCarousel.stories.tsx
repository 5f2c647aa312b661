import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { newsItems, newsLongText, SHELL_TIME_ZONE } from '../fixtures-shell.ts';
import { NewsCarousel } from './NewsCarousel.tsx';

const meta = {
  title: 'Shell/NewsCarousel',
  component: NewsCarousel,
  args: { items: newsItems, timeZone: SHELL_TIME_ZONE, autoPlay: false },
  decorators: [(Story) => <div style={{ width: 560 }}>{Story()}</div>],
} satisfies Meta<typeof NewsCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const currentDot = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[aria-current="true"]')?.getAttribute('aria-label') ?? '';

/** A fixed first slide (auto play off, so screenshots are stable). */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Company News' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    await expect(await canvas.findByRole('heading', { name: newsItems[0]?.title })).toBeVisible();
    await expect(canvas.getByRole('button', { name: `Slide 1: ${newsItems[0]?.title}` })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // Hidden slides are inert and out of the accessibility tree.
    await expect(canvas.queryByRole('heading', { name: newsItems[1]?.title })).toBeNull();
  },
};

/** Dots, previous and next change the slide (pointer); previous wraps to the last. */
export const DotsAndArrows: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Slide 3: ${newsItems[2]?.title}` }));
    await expect(await canvas.findByRole('heading', { name: newsItems[2]?.title })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(await canvas.findByRole('heading', { name: newsItems[3]?.title })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(await canvas.findByRole('heading', { name: newsItems[0]?.title })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await expect(await canvas.findByRole('heading', { name: newsItems[3]?.title })).toBeVisible();
    await expect(canvas.getByRole('button', { name: `Slide 4: ${newsItems[3]?.title}` })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

/** Keyboard: Tab to a dot, Enter or Space picks it. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab(); // Start button
    await userEvent.tab(); // dot 1
    await userEvent.tab(); // dot 2
    await expect(canvas.getByRole('button', { name: `Slide 2: ${newsItems[1]?.title}` })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('heading', { name: newsItems[1]?.title })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: `Slide 3: ${newsItems[2]?.title}` })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(await canvas.findByRole('heading', { name: newsItems[2]?.title })).toBeVisible();
  },
};

/**
 * With a short interval (300 ms) the carousel advances by itself, holds while hovered and while
 * focus is inside, and stops for good with the pause button. It ends paused on slide 1.
 */
export const AdvancesAndPauses: Story = {
  args: { autoPlay: true, intervalMs: 300 },
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Company News' });
    await waitFor(() => expect(currentDot(canvasElement)).toMatch(/^Slide 2:/), { timeout: 2000 });
    // Hover: it holds.
    await userEvent.hover(region);
    const held = currentDot(canvasElement);
    await sleep(800);
    await expect(currentDot(canvasElement)).toBe(held);
    await userEvent.unhover(region);
    await waitFor(() => expect(currentDot(canvasElement)).not.toBe(held), { timeout: 2000 });
    // Focus inside: it holds too.
    const stop = canvas.getByRole('button', { name: 'Stop automatic slide show' });
    stop.focus();
    const focused = currentDot(canvasElement);
    await sleep(800);
    await expect(currentDot(canvasElement)).toBe(focused);
    // The pause button stops it even after focus and pointer leave.
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
    stop.blur();
    await userEvent.click(canvas.getByRole('button', { name: `Slide 1: ${newsItems[0]?.title}` }));
    await userEvent.unhover(region);
    (document.activeElement as HTMLElement | null)?.blur();
    await sleep(800);
    await expect(currentDot(canvasElement)).toMatch(/^Slide 1:/);
  },
};

export const LongText: Story = { args: { items: newsLongText } };

/** One item: no dots, arrows or pause button. */
export const SingleItem: Story = {
  args: { items: newsItems.slice(0, 1), autoPlay: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Nothing to show: renders nothing. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};

export const Phone: Story = {
  decorators: [(Story) => <div style={{ width: 343 }}>{Story()}</div>],
  args: { initialIndex: 2 },
};
