export { NewsCarousel, type NewsCarouselProps, type NewsItem } from './NewsCarousel.tsx';
