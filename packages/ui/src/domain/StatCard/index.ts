export {
  StatCard,
  type StatCardProps,
  type StatCardTone,
  type StatTrend,
  type StatTrendDirection,
  statCardTones,
  statTrendDirections,
} from './StatCard.tsx';
