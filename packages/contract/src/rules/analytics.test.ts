import { describe, expect, it } from 'vitest';
import { processingHealth, processingSuccessRate, responseTimeRating } from './analytics.ts';

describe('responseTimeRating', () => {
  it.each([
    [0, 'excellent', 'Excellent'],
    [14.99, 'excellent', 'Excellent'],
    [15, 'good', 'Good'],
    [29.9, 'good', 'Good'],
    [30, 'needs_improvement', 'Needs Improvement'],
    [120, 'needs_improvement', 'Needs Improvement'],
  ])('%s s -> %s', (seconds, level, label) => {
    expect(responseTimeRating(seconds)).toEqual({ level, label });
  });

  it('rates unknown values as needing improvement', () => {
    expect(responseTimeRating(null).level).toBe('needs_improvement');
    expect(responseTimeRating(Number.NaN).level).toBe('needs_improvement');
  });
});

describe('processingHealth', () => {
  it.each([
    [100, 'default'],
    [95, 'default'],
    [94.9, 'secondary'],
    [80, 'secondary'],
    [79.9, 'warning'],
    [0, 'warning'],
  ])('%s%% -> %s', (rate, expected) => {
    expect(processingHealth(rate)).toBe(expected);
  });

  it('warns when unknown', () => {
    expect(processingHealth(undefined)).toBe('warning');
    expect(processingHealth(Number.NaN)).toBe('warning');
  });
});

describe('processingSuccessRate', () => {
  it('is processed over approved in percent with one decimal', () => {
    expect(processingSuccessRate(19, 20)).toBe(95);
    expect(processingSuccessRate(2, 3)).toBe(66.7);
    expect(processingSuccessRate(5, 4)).toBe(100);
    expect(processingSuccessRate(0, 0)).toBe(100);
  });
});
