import { describe, expect, it } from 'vitest';
import { retryDelayMs, shouldRetry } from './retry.ts';

describe('shouldRetry', () => {
  it('retries 503 and network errors up to 3 attempts in all', () => {
    expect(shouldRetry(1, 503)).toBe(true);
    expect(shouldRetry(2, undefined)).toBe(true);
    expect(shouldRetry(3, 503)).toBe(false);
  });

  it('does not retry other statuses', () => {
    for (const status of [400, 401, 403, 404, 409, 429, 500, 502]) expect(shouldRetry(1, status)).toBe(false);
  });
});

describe('retryDelayMs', () => {
  it('waits 1 s then 2 s', () => {
    expect(retryDelayMs(1)).toBe(1000);
    expect(retryDelayMs(2)).toBe(2000);
    expect(retryDelayMs(0)).toBe(1000);
  });
});
