import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { newsItems, newsLongText, SHELL_TIME_ZONE } from '../../fixtures/shell.ts';
import { NewsCarousel, type NewsCarouselProps } from './NewsCarousel.tsx';

/**
 * The carousel is controlled and has no timer: here the story holds its state (slide, play / stop,
 * pointer and focus inside) and reports every callback to the Actions panel. In the portal the
 * newsCarouselMachine drives it (every 6 s, held while hovered or focused); its timing is tested
 * there and in Storybook under Machines/NewsCarousel.
 */
function Driven(props: NewsCarouselProps) {
  const [index, setIndex] = useState(props.index);
  const [playing, setPlaying] = useState(props.playing ?? false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  return (
    <NewsCarousel
      {...props}
      index={index}
      playing={playing}
      rotating={playing && !hovered && !focused}
      onIndexChange={(value) => {
        props.onIndexChange?.(value);
        setIndex(value);
      }}
      onPlayingChange={
        props.onPlayingChange
          ? (value) => {
              props.onPlayingChange?.(value);
              setPlaying(value);
            }
          : undefined
      }
      onHoverChange={(value) => {
        props.onHoverChange?.(value);
        setHovered(value);
      }}
      onFocusWithinChange={(value) => {
        props.onFocusWithinChange?.(value);
        setFocused(value);
      }}
    />
  );
}

const meta = {
  title: 'Shell/NewsCarousel',
  component: NewsCarousel,
  args: {
    items: newsItems,
    timeZone: SHELL_TIME_ZONE,
    index: 0,
    playing: false,
    onIndexChange: fn(),
    onPlayingChange: fn(),
    onHoverChange: fn(),
    onFocusWithinChange: fn(),
  },
  render: (args) => <Driven {...args} />,
  decorators: [(Story) => <div style={{ width: 560 }}>{Story()}</div>],
} satisfies Meta<typeof NewsCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;
const currentDot = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[aria-current="true"]')?.getAttribute('aria-label') ?? '';

/** The first slide, rotation off. */
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
 * Rotation on: the button offers Stop and slide changes are not announced. The pointer and focus
 * inside are reported (the driver holds the rotation meanwhile, and changes are announced again);
 * Stop reports the change and offers Start. It ends stopped on slide 1.
 */
export const Playing: Story = {
  args: { playing: true },
  play: async ({ args, canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Company News' });
    const track = () => canvasElement.querySelector('[aria-live]');
    await expect(track()).toHaveAttribute('aria-live', 'off');
    await expect(region).toHaveAttribute('data-rotating', 'true');
    // Pointer over it: reported, and announced again while held.
    await userEvent.hover(region);
    await expect(args.onHoverChange).toHaveBeenLastCalledWith(true);
    await expect(track()).toHaveAttribute('aria-live', 'polite');
    await userEvent.unhover(region);
    await expect(args.onHoverChange).toHaveBeenLastCalledWith(false);
    await expect(track()).toHaveAttribute('aria-live', 'off');
    // Focus inside: reported once, however focus moves between the controls.
    const stop = canvas.getByRole('button', { name: 'Stop automatic slide show' });
    stop.focus();
    await expect(args.onFocusWithinChange).toHaveBeenLastCalledWith(true);
    await userEvent.tab();
    await expect(args.onFocusWithinChange).toHaveBeenCalledTimes(1);
    // The stop button.
    stop.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPlayingChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `Slide 1: ${newsItems[0]?.title}` }));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(0);
    await userEvent.unhover(region);
    (document.activeElement as HTMLElement | null)?.blur();
    await expect(args.onFocusWithinChange).toHaveBeenLastCalledWith(false);
    await expect(currentDot(canvasElement)).toMatch(/^Slide 1:/);
  },
};

/** Without `onPlayingChange` nothing rotates it, so there is no play / stop button. */
export const WithoutRotation: Story = {
  args: { onPlayingChange: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /automatic slide show/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Next slide' })).toBeVisible();
  },
};

export const LongText: Story = { args: { items: newsLongText } };

/** One item: no dots, arrows or pause button. */
export const SingleItem: Story = {
  args: { items: newsItems.slice(0, 1), playing: true },
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
  args: { index: 2 },
};
