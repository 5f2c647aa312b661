import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { type FocusEvent, useId } from 'react';
import { Button as RACButton } from 'react-aria-components';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Heading } from '../../components/Heading/Heading.tsx';
import { IconButton } from '../../components/IconButton/IconButton.tsx';
import { DateText } from '../DateText/DateText.tsx';
import * as styles from './NewsCarousel.css.ts';

export interface NewsItem {
  id: string;
  title: string;
  summary: string;
  /** ISO date shown above the title. */
  date?: string;
  /** A short tag, e.g. 'Finance'. */
  category?: string;
}

export interface NewsCarouselProps {
  /** The slides (the product passes hard-coded sample items). */
  items: readonly NewsItem[];
  /** The slide shown (controlled: change it from `onIndexChange`). */
  index: number;
  /** Called with the slide a dot, previous or next asks for (already wrapped around). */
  onIndexChange?: (index: number) => void;
  /** Automatic rotation is on: the button offers to stop it. @default false */
  playing?: boolean;
  /**
   * Called when the play / stop button is pressed. Without it there is no button: the carousel
   * does not advance by itself, whoever drives it does (the portal: `newsCarouselMachine`).
   */
  onPlayingChange?: (playing: boolean) => void;
  /** It is advancing right now (playing, not held): slide changes are then not announced. @default false */
  rotating?: boolean;
  /** Called when the pointer enters (true) or leaves (false), so the driver can hold the rotation. */
  onHoverChange?: (hovered: boolean) => void;
  /** Called when focus enters (true) or leaves (false) the carousel, so the driver can hold it. */
  onFocusWithinChange?: (focused: boolean) => void;
  /** Heading above the slides. @default 'Company News' */
  title?: string;
  /** IANA time zone of the dates. @default the browser's */
  timeZone?: string;
}

/**
 * A news carousel (WAI-ARIA APG pattern), controlled and without timers of its own: it shows slide
 * `index`, and reports the dots, previous / next, the play / stop button (WCAG 2.2.2), the pointer
 * and focus inside, so that one driver owns the timing (the portal uses `useNewsCarousel` of
 * `@portal/state-machines/react`: every 6 s, held while hovered or focused, stopped by the button).
 * The current dot has `aria-current`. While it rotates the slides are not announced
 * (`aria-live="off"`); otherwise changes are announced politely. Reduced motion removes the slide.
 */
export function NewsCarousel({
  items,
  index,
  onIndexChange,
  playing = false,
  onPlayingChange,
  rotating = false,
  onHoverChange,
  onFocusWithinChange,
  title = 'Company News',
  timeZone,
}: NewsCarouselProps) {
  const count = items.length;
  const headingId = useId();
  const slidesId = useId();
  const current = count > 0 ? Math.min(Math.max(index, 0), count - 1) : 0;
  const moving = rotating && count > 1;

  if (count === 0) return null;

  const go = (next: number) => onIndexChange?.(((next % count) + count) % count);
  // Focus moving between the carousel's own controls is neither entering nor leaving.
  const outside = (event: FocusEvent<HTMLElement>) =>
    !event.currentTarget.contains(event.relatedTarget as Node | null);

  return (
    <section
      className={styles.root}
      aria-roledescription="carousel"
      aria-labelledby={headingId}
      data-rotating={moving || undefined}
      onMouseEnter={() => onHoverChange?.(true)}
      onMouseLeave={() => onHoverChange?.(false)}
      onFocus={(event) => {
        if (outside(event)) onFocusWithinChange?.(true);
      }}
      onBlur={(event) => {
        if (outside(event)) onFocusWithinChange?.(false);
      }}
    >
      <div className={styles.header}>
        <Heading id={headingId} level={2} size="md">
          {title}
        </Heading>
        {count > 1 && onPlayingChange ? (
          <IconButton
            size="sm"
            aria-label={playing ? 'Stop automatic slide show' : 'Start automatic slide show'}
            onPress={() => onPlayingChange(!playing)}
          >
            {playing ? <Pause /> : <Play />}
          </IconButton>
        ) : null}
      </div>
      <div className={styles.viewport}>
        <div
          id={slidesId}
          className={styles.track}
          aria-live={moving ? 'off' : 'polite'}
          style={{ transform: `translateX(-${current * 100}%)` }}
        >
          {items.map((item, position) => (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel slide is role="group" with aria-roledescription="slide".
            <div
              key={item.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${position + 1} of ${count}`}
              className={styles.slide}
              inert={position !== current}
              aria-hidden={position !== current || undefined}
              data-current={position === current || undefined}
            >
              <div className={styles.meta}>
                {item.category ? (
                  <Badge tone="info" size="sm">
                    {item.category}
                  </Badge>
                ) : null}
                {item.date ? <DateText value={item.date} timeZone={timeZone} /> : null}
              </div>
              <h3 className={styles.title}>{item.title}</h3>
              <p className={styles.summary}>{item.summary}</p>
            </div>
          ))}
        </div>
      </div>
      {count > 1 ? (
        <div className={styles.controls}>
          <ul className={styles.dots} aria-label="Choose a slide">
            {items.map((item, position) => (
              <li key={item.id}>
                <RACButton
                  className={styles.dot}
                  aria-label={`Slide ${position + 1}: ${item.title}`}
                  aria-controls={slidesId}
                  aria-current={position === current ? 'true' : undefined}
                  onPress={() => go(position)}
                >
                  <span className={styles.dotMark} />
                </RACButton>
              </li>
            ))}
          </ul>
          <div className={styles.arrows}>
            <IconButton
              size="sm"
              variant="secondary"
              aria-label="Previous slide"
              aria-controls={slidesId}
              onPress={() => go(current - 1)}
            >
              <ChevronLeft />
            </IconButton>
            <IconButton
              size="sm"
              variant="secondary"
              aria-label="Next slide"
              aria-controls={slidesId}
              onPress={() => go(current + 1)}
            >
              <ChevronRight />
            </IconButton>
          </div>
        </div>
      ) : null}
    </section>
  );
}
