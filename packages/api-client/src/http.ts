import { API_MAX_ATTEMPTS, API_RETRY_BASE_DELAY_MS } from '@portal/contract';
import ky, { type KyInstance, type Options, type RetryOptions } from 'ky';
import { ApiError, retryingError, toApiError } from './errors.ts';

/** Where the bearer token comes from; called before every authenticated request. */
export type TokenSource = () => string | null | undefined | Promise<string | null | undefined>;

/** Options of {@link createApiClient}. */
export interface ApiClientOptions {
  /** Base URL of the API including `/api`, e.g. `https://portal.example.com/api` or `/api`. */
  baseUrl: string;
  /**
   * Supplies the access token for the `Authorization: Bearer` header: for other apps calling the API.
   * Without it (the portal in the browser) calls carry no Authorization header and authenticate by the
   * HttpOnly session cookie that sign-in set, sent with every same-origin request.
   */
  getToken?: TokenSource;
  /** Called once per 401 answer to an authenticated call (e.g. to sign the user out). */
  onUnauthorized?: (error: ApiError) => void;
  /**
   * Called as each retry of the shared rule starts (after its 1 s or 2 s wait), uploads included, so
   * the portal can show 'Service temporarily unavailable - retrying...' (`notice.error.userMessage`
   * of a 503) while the call is still trying. Not called for the final failure: that is the error.
   */
  onRetry?: (notice: RetryNotice) => void;
  /** Replaces `fetch` (tests, SSR). */
  fetch?: typeof fetch;
  /** Per-attempt timeout in ms for ordinary calls, or false for none. @default 30000 */
  timeoutMs?: number | false;
}

/** A retry of the shared rule that is starting. */
export interface RetryNotice {
  /** The attempt starting now: 2 or 3 (of 3). */
  attempt: number;
  /**
   * Why the previous attempt failed: status 503, or kind 'network' (status 0). For a 503 its
   * `userMessage` is 'Service temporarily unavailable - retrying...'. Not final, so no `connectionIssue`.
   */
  error: ApiError;
  /** Request method, upper case. */
  method: string;
  /** The request URL. */
  url: string;
}

/** Per-call flags read by the hooks. */
export interface CallContext {
  /** False for the calls the specs mark without a token. @default true */
  auth?: boolean;
}

/**
 * The shared retry rule: up to 3 attempts in all, only on 503 or a network error, waiting
 * 1 s then 2 s. `afterStatusCodes` is emptied so a Retry-After header cannot change the wait,
 * and every method is listed because the rule applies to every call.
 */
export const retryPolicy: RetryOptions = {
  limit: API_MAX_ATTEMPTS - 1,
  methods: ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'],
  statusCodes: [503],
  afterStatusCodes: [],
  retryOnTimeout: false,
  delay: (attempt: number) => API_RETRY_BASE_DELAY_MS * attempt,
  backoffLimit: Number.POSITIVE_INFINITY,
};

/** A ky instance configured with the base URL, bearer token, retry rule and error mapping. */
export interface Http {
  ky: KyInstance;
  baseUrl: string;
  /** The configured token source, or one answering no token (cookie sessions). */
  getToken: TokenSource;
  options: ApiClientOptions;
  /** Makes a request and parses JSON (undefined for an empty body); throws {@link ApiError}. */
  json<T>(path: string, options?: Options & { context?: CallContext }): Promise<T>;
  /** Makes a request and returns the raw response; throws {@link ApiError} for non-2xx. */
  raw(path: string, options?: Options & { context?: CallContext }): Promise<Response>;
  /** Absolute URL of an API path (for EventSource, new tabs, XHR). */
  url(path: string, query?: Record<string, string>): string;
}

function stripSlashes(path: string): string {
  return path.replace(/^\/+/, '');
}

/** Builds the configured ky instance behind every call. */
export function createHttp(options: ApiClientOptions): Http {
  const { baseUrl, onUnauthorized } = options;
  const getToken: TokenSource = options.getToken ?? (() => null);
  const instance = ky.create({
    prefix: baseUrl,
    // The session cookie goes with calls to the page's own origin only (fetch's default, stated so a
    // cross-origin base URL never starts sending it).
    credentials: 'same-origin',
    ...(options.fetch ? { fetch: options.fetch } : {}),
    timeout: options.timeoutMs ?? 30_000,
    retry: retryPolicy,
    hooks: {
      beforeRequest: [
        async ({ request, options: opts }) => {
          if ((opts.context as CallContext).auth === false) return;
          const token = await getToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
      beforeRetry: [
        ({ request, error, retryCount }) => {
          options.onRetry?.({
            attempt: retryCount + 1,
            error: retryingError(error),
            method: request.method,
            url: request.url,
          });
        },
      ],
      beforeError: [
        ({ error, options: opts }) => {
          const mapped = toApiError(error);
          if (mapped.status === 401 && (opts.context as CallContext).auth !== false) onUnauthorized?.(mapped);
          return mapped;
        },
      ],
    },
  });

  async function raw(path: string, init: Options & { context?: CallContext } = {}): Promise<Response> {
    try {
      return await instance(stripSlashes(path), init);
    } catch (error) {
      throw toApiError(error);
    }
  }

  return {
    ky: instance,
    baseUrl,
    getToken,
    options,
    raw,
    async json<T>(path: string, init: Options & { context?: CallContext } = {}): Promise<T> {
      const response = await raw(path, init);
      const text = await response.text().catch((error: unknown) => {
        throw toApiError(error);
      });
      if (text.trim() === '') return undefined as T;
      try {
        return JSON.parse(text) as T;
      } catch (cause) {
        throw new ApiError({
          kind: 'invalid-response',
          status: response.status,
          userMessage: `Request failed with status ${response.status}`,
          cause,
        });
      }
    },
    url(path: string, query?: Record<string, string>): string {
      const base = baseUrl.replace(/\/+$/, '');
      const origin = typeof location === 'undefined' ? 'http://localhost' : location.href;
      const url = new URL(`${base}/${stripSlashes(path)}`, origin);
      for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value);
      return /^https?:/.test(baseUrl) ? url.toString() : `${url.pathname}${url.search}`;
    },
  };
}
