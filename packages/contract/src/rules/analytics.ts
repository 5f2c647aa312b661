/** Ratings shown by the KPI dashboard. */
import {
  PROCESSING_HEALTH_DEFAULT_MIN_PERCENT,
  PROCESSING_HEALTH_SECONDARY_MIN_PERCENT,
  RESPONSE_TIME_EXCELLENT_BELOW_SECONDS,
  RESPONSE_TIME_GOOD_BELOW_SECONDS,
} from '../constants.ts';
import type { ProcessingHealth, ResponseTimeRating } from '../enums.ts';
import { responseTimeRatingLabels } from '../enums.ts';

/** Average response time rating: under 15 s Excellent, under 30 s Good, otherwise (or unknown) Needs Improvement. */
export function responseTimeRating(seconds: number | null | undefined): {
  level: ResponseTimeRating;
  label: string;
} {
  const value = typeof seconds === 'number' && Number.isFinite(seconds) ? seconds : Number.POSITIVE_INFINITY;
  const level: ResponseTimeRating =
    value < RESPONSE_TIME_EXCELLENT_BELOW_SECONDS
      ? 'excellent'
      : value < RESPONSE_TIME_GOOD_BELOW_SECONDS
        ? 'good'
        : 'needs_improvement';
  return { level, label: responseTimeRatingLabels[level] };
}

/**
 * Badge variant for the document processing success rate (percent 0-100): 95 or more 'default',
 * 80 or more 'secondary', below (or unknown) 'warning'.
 */
export function processingHealth(ratePercent: number | null | undefined): ProcessingHealth {
  if (typeof ratePercent !== 'number' || !Number.isFinite(ratePercent)) return 'warning';
  if (ratePercent >= PROCESSING_HEALTH_DEFAULT_MIN_PERCENT) return 'default';
  if (ratePercent >= PROCESSING_HEALTH_SECONDARY_MIN_PERCENT) return 'secondary';
  return 'warning';
}

/** Success rate in percent (0-100, one decimal) of processed over approved; 0 approved -> 100. */
export function processingSuccessRate(processed: number, approved: number): number {
  if (!(approved > 0)) return 100;
  return Math.round((Math.min(processed, approved) / approved) * 1000) / 10;
}
