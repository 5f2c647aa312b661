import { CAROUSEL_INTERVAL_MS } from '@portal/contract';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { type FocusEvent, useEffect, useId, useState } from 'react';
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
  /** Milliseconds between slides. @default CAROUSEL_INTERVAL_MS (6000) */
  intervalMs?: number;
  /** Advance by itself. People can still stop it with the pause button. @default true */
  autoPlay?: boolean;
  /** The slide shown first. @default 0 */
  initialIndex?: number;
  /** Heading above the slides. @default 'Company News' */
  title?: string;
  /** IANA time zone of the dates. @default the browser's */
  timeZone?: string;
}

/**
 * A news carousel (WAI-ARIA APG pattern): advances every 6 s, pauses while hovered and while focus is
 * inside, and stops for good with the pause button (WCAG 2.2.2). Dots and previous/next change slides;
 * the current dot has `aria-current`. While it rotates by itself the slides are not announced
 * (`aria-live="off"`); otherwise changes are announced politely. Reduced motion removes the slide.
 */
export function NewsCarousel({
  items,
  intervalMs = CAROUSEL_INTERVAL_MS,
  autoPlay = true,
  initialIndex = 0,
  title = 'Company News',
  timeZone,
}: NewsCarouselProps) {
  const count = items.length;
  const [index, setIndex] = useState(() => Math.min(Math.max(initialIndex, 0), Math.max(count - 1, 0)));
  const [playing, setPlaying] = useState(autoPlay);
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const headingId = useId();
  const slidesId = useId();
  const rotating = playing && !hovered && !focusWithin && count > 1;
  const current = count > 0 ? Math.min(index, count - 1) : 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `current` restarts the full delay after every slide change.
  useEffect(() => {
    if (!rotating) return;
    // A timeout per slide (not an interval) restarts the full delay after any manual change.
    const timer = setTimeout(() => setIndex((value) => (value + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [rotating, current, count, intervalMs]);

  if (count === 0) return null;

  const go = (next: number) => setIndex(((next % count) + count) % count);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
  };

  return (
    <section
      className={styles.root}
      aria-roledescription="carousel"
      aria-labelledby={headingId}
      data-rotating={rotating || undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocusWithin(true)}
      onBlur={onBlur}
    >
      <div className={styles.header}>
        <Heading id={headingId} level={2} size="md">
          {title}
        </Heading>
        {count > 1 ? (
          <IconButton
            size="sm"
            aria-label={playing ? 'Stop automatic slide show' : 'Start automatic slide show'}
            onPress={() => setPlaying((value) => !value)}
          >
            {playing ? <Pause /> : <Play />}
          </IconButton>
        ) : null}
      </div>
      <div className={styles.viewport}>
        <div
          id={slidesId}
          className={styles.track}
          aria-live={rotating ? 'off' : 'polite'}
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
