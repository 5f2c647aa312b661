import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { newsCarouselMachine } from '../machines/news-carousel.ts';
import { useNewsCarousel } from '../react/index.ts';

const news = [
  'New expense system goes live in March',
  'Safeguarding training due by Friday',
  'Welcome to our new Nairobi office',
];

/** The carousel; the interval is shortened from 6 s so the story advances while you watch. */
function CarouselDemo({ interval }: { interval: number }) {
  const [machine] = useState(() => newsCarouselMachine.provide({ delays: { interval } }));
  const carousel = useNewsCarousel(machine, news.length);
  return (
    <section
      aria-label="News"
      onMouseEnter={carousel.hover}
      onMouseLeave={carousel.leave}
      onFocus={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) carousel.focus();
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) carousel.blur();
      }}
    >
      <p aria-live={carousel.rotating ? 'off' : 'polite'}>{news[carousel.index]}</p>
      <p>
        <output aria-label="Carousel state">
          {!carousel.playing ? 'stopped' : carousel.rotating ? 'rotating' : 'held'}
        </output>{' '}
        <button type="button" onClick={carousel.playing ? carousel.stop : carousel.play}>
          {carousel.playing ? 'Stop' : 'Play'}
        </button>
      </p>
      <div>
        {news.map((title, i) => (
          <button
            key={title}
            type="button"
            aria-pressed={i === carousel.index}
            onClick={() => carousel.goTo(i)}
          >
            {`Show news ${i + 1}`}
          </button>
        ))}
      </div>
    </section>
  );
}

const meta = {
  title: 'Machines/NewsCarousel',
  component: CarouselDemo,
  args: { interval: 300 },
} satisfies Meta<typeof CarouselDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Advances by itself, a dot jumps, hovering holds it. */
export const Playing: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText(news[1] as string)).toBeInTheDocument(), { timeout: 2000 });
    await userEvent.hover(canvas.getByRole('region', { name: 'News' }));
    await waitFor(() => expect(canvas.getByLabelText('Carousel state')).toHaveTextContent('held'));
    await userEvent.click(canvas.getByRole('button', { name: 'Show news 3' }));
    await expect(canvas.getByText(news[2] as string)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(canvas.getByText(news[2] as string)).toBeInTheDocument();
  },
};

/** Focus inside holds it too; Stop ends the rotation even after pointer and focus leave. */
export const Stopped: Story = {
  play: async ({ canvas }) => {
    const stop = canvas.getByRole('button', { name: 'Stop' });
    stop.focus();
    await waitFor(() => expect(canvas.getByLabelText('Carousel state')).toHaveTextContent('held'));
    await userEvent.click(stop);
    await waitFor(() => expect(canvas.getByLabelText('Carousel state')).toHaveTextContent('stopped'));
    await userEvent.click(canvas.getByRole('button', { name: 'Show news 1' }));
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.unhover(canvas.getByRole('region', { name: 'News' }));
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(canvas.getByText(news[0] as string)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  },
};
