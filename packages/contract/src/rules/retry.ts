/** The shared retry rule of every call: up to 3 attempts on 503 or a network error, 1 s then 2 s. */
import { API_MAX_ATTEMPTS, API_RETRY_BASE_DELAY_MS, API_RETRY_STATUSES } from '../constants.ts';

/**
 * Whether attempt number `attempt` (1-based) that failed with `status` (undefined = network error) should
 * be tried again.
 */
export function shouldRetry(attempt: number, status: number | undefined): boolean {
  if (attempt >= API_MAX_ATTEMPTS) return false;
  return status === undefined || (API_RETRY_STATUSES as readonly number[]).includes(status);
}

/** Wait before the next try after failed attempt `attempt` (1-based): 1000 ms times the attempt number. */
export function retryDelayMs(attempt: number): number {
  return API_RETRY_BASE_DELAY_MS * Math.max(1, attempt);
}
