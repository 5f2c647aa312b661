import { messages } from '@portal/contract';
import { isHTTPError, isNetworkError, isTimeoutError } from 'ky';

/** Our wording: the spec has no message for a call the user cancelled. */
const ABORTED_MESSAGE = 'Request cancelled';

/** Why a call failed, as far as the portal needs to know. */
export const apiErrorKinds = ['http', 'network', 'timeout', 'aborted', 'invalid-response'] as const;
export type ApiErrorKind = (typeof apiErrorKinds)[number];

/**
 * The two endings of the shared retry rule that become the 'Connection Issue' toast:
 * the service kept answering 503, or the network kept failing.
 */
export type ConnectionIssue = 'service-restarting' | 'network';

/** The toast the portal shows for a final connection failure. */
export interface ConnectionIssueToast {
  title: string;
  description: string;
}

/**
 * A failed call as a typed value: the HTTP status (0 without a response), the server's `detail`
 * when it sent one, the user message from the shared error rules, and whether this is a final
 * connection failure after the retries ran out.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly detail: string | undefined;
  readonly userMessage: string;
  readonly connectionIssue: ConnectionIssue | undefined;
  readonly data: unknown;

  constructor(init: {
    kind: ApiErrorKind;
    status: number;
    detail?: string | undefined;
    userMessage: string;
    connectionIssue?: ConnectionIssue | undefined;
    data?: unknown;
    cause?: unknown;
  }) {
    super(init.userMessage, { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.detail = init.detail;
    this.userMessage = init.userMessage;
    this.connectionIssue = init.connectionIssue;
    this.data = init.data;
  }

  /** The 'Connection Issue' toast when this is a final connection failure, else undefined. */
  get connectionToast(): ConnectionIssueToast | undefined {
    return this.connectionIssue ? connectionIssueToast(this.connectionIssue) : undefined;
  }
}

/** True when `value` is an {@link ApiError}. */
export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** The 'Connection Issue' toast for a final connection failure. */
export function connectionIssueToast(issue: ConnectionIssue): ConnectionIssueToast {
  return {
    title: messages.connectionIssueTitle,
    description: issue === 'service-restarting' ? messages.serviceRestarting : messages.checkConnection,
  };
}

/** Reads `detail` from an error body: `{detail: string}`, or FastAPI-style `{detail: [{msg}]}`. */
export function detailOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('detail' in data)) return undefined;
  const detail = (data as { detail: unknown }).detail;
  if (typeof detail === 'string' && detail.trim() !== '') return detail;
  if (Array.isArray(detail)) {
    const messages = detail
      .map((d) => (typeof d === 'object' && d && 'msg' in d ? String((d as { msg: unknown }).msg) : ''))
      .filter(Boolean);
    if (messages.length > 0) return messages.join('; ');
  }
  return undefined;
}

/**
 * The user message of the shared behaviour for an HTTP status: 503 and 401 have fixed words,
 * otherwise the server's detail, else 'Request failed with status N'.
 */
export function messageForStatus(status: number, detail: string | undefined): string {
  if (status === 503) return messages.serviceUnavailableRetrying;
  if (status === 401) return messages.authenticationFailed;
  return detail ?? messages.requestFailedWithStatus(status);
}

/** An {@link ApiError} for a response with a non-2xx status and its (parsed) body. */
export function httpError(status: number, data: unknown, cause?: unknown): ApiError {
  const detail = detailOf(data);
  return new ApiError({
    kind: 'http',
    status,
    detail,
    userMessage: messageForStatus(status, detail),
    // A 503 reaching the caller means the retries ran out.
    connectionIssue: status === 503 ? 'service-restarting' : undefined,
    data,
    cause,
  });
}

/** An {@link ApiError} for a request that got no response after the retries ran out. */
export function networkError(cause?: unknown): ApiError {
  return new ApiError({
    kind: 'network',
    status: 0,
    userMessage: messages.checkConnection,
    connectionIssue: 'network',
    cause,
  });
}

function isAbort(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'name' in error &&
    ((error as { name: unknown }).name === 'AbortError' ||
      (error as { name: unknown }).name === 'CanceledError')
  );
}

/** An {@link ApiError} for a request the caller aborted. */
export function abortedError(cause?: unknown): ApiError {
  return new ApiError({ kind: 'aborted', status: 0, userMessage: ABORTED_MESSAGE, cause });
}

/**
 * The failure of an attempt that is about to be retried, as an {@link ApiError}: the same status and
 * user message (for a 503 'Service temporarily unavailable - retrying...'), but not a final
 * connection issue.
 */
export function retryingError(error: unknown): ApiError {
  const mapped = toApiError(error);
  return new ApiError({
    kind: mapped.kind,
    status: mapped.status,
    detail: mapped.detail,
    userMessage: mapped.userMessage,
    data: mapped.data,
    cause: mapped.cause,
  });
}

/** Converts anything a ky call can throw into an {@link ApiError}; ApiErrors pass through. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isHTTPError(error)) return httpError(error.response.status, error.data, error);
  if (isTimeoutError(error))
    return new ApiError({
      kind: 'timeout',
      status: 0,
      userMessage: messages.checkConnection,
      connectionIssue: 'network',
      cause: error,
    });
  if (isAbort(error)) return abortedError(error);
  if (isNetworkError(error) || error instanceof TypeError) return networkError(error);
  return new ApiError({
    kind: 'invalid-response',
    status: 0,
    userMessage: error instanceof Error ? error.message : String(error),
    cause: error,
  });
}
