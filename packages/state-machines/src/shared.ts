import type { ToastTone } from '@portal/contract';

/**
 * What the machines share: the toast value they emit and the error shape they read. The package
 * knows no HTTP, so an error is whatever the injected actor threw; the api-client's ApiError has
 * this shape (status 0 and kind 'network' when no response came).
 */

/** A toast a machine asks the screen to show, in one of the tones the design system has. */
export interface Toast {
  title: string;
  description?: string;
  variant: ToastTone;
}

/** The fields of a thrown error the machines look at. */
export interface ErrorLike {
  status?: number;
  detail?: string;
  kind?: string;
  message?: string;
}

function field<T>(error: unknown, key: string): T | undefined {
  return typeof error === 'object' && error !== null && key in error
    ? ((error as Record<string, unknown>)[key] as T)
    : undefined;
}

/** The server's detail of a failed call, if it sent one. */
export function errorDetail(error: unknown): string | undefined {
  const detail = field<unknown>(error, 'detail');
  return typeof detail === 'string' && detail.trim() !== '' ? detail : undefined;
}

/** The HTTP status of a failed call (0 or undefined when no response came). */
export function errorStatus(error: unknown): number | undefined {
  const status = field<unknown>(error, 'status');
  return typeof status === 'number' ? status : undefined;
}

/** True when the call never got a response (network failure or timeout). */
export function isNetworkFailure(error: unknown): boolean {
  const kind = field<unknown>(error, 'kind');
  if (kind === 'network' || kind === 'timeout') return true;
  return error instanceof TypeError;
}

/** The error's own message (ApiError's userMessage, else Error#message), for '{message}' slots. */
export function errorMessage(error: unknown): string {
  const userMessage = field<unknown>(error, 'userMessage');
  if (typeof userMessage === 'string' && userMessage) return userMessage;
  if (error instanceof Error && error.message) return error.message;
  return typeof error === 'string' ? error : 'Unknown error';
}
