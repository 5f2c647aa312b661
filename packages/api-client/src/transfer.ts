import { API_MAX_ATTEMPTS, API_RETRY_BASE_DELAY_MS } from '@portal/contract';
import { abortedError, httpError, networkError, retryingError, toApiError } from './errors.ts';
import type { Http } from './http.ts';

/** Upload progress in bytes; `percent` is 0..1 (0 while the total is unknown). */
export interface UploadProgress {
  loaded: number;
  total: number;
  percent: number;
}

/** Options of an upload. */
export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** A minimal XMLHttpRequest constructor, injectable for tests. */
export type XhrConstructor = new () => XMLHttpRequest;

function progressOf(loaded: number, total: number): UploadProgress {
  return { loaded, total, percent: total > 0 ? Math.min(1, loaded / total) : 0 };
}

function parseBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortedError(signal?.reason));
    };
    const timer = setTimeout(() => {
      // One upload may wait twice on the same signal: leave nothing behind on it.
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function sendOnce<T>(
  http: Http,
  Xhr: XhrConstructor,
  path: string,
  form: FormData,
  token: string | null | undefined,
  options: UploadOptions,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new Xhr();
    const { signal } = options;
    const onAbort = () => xhr.abort();
    // Each attempt listens on the caller's signal only while it runs.
    const settle = () => signal?.removeEventListener('abort', onAbort);
    xhr.open('POST', http.url(path));
    // Without a token, the same-origin request carries the session cookie like any other.
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => options.onProgress?.(progressOf(event.loaded, event.total));
    xhr.onload = () => {
      settle();
      const data = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as T);
      else reject(httpError(xhr.status, data));
    };
    xhr.onerror = () => {
      settle();
      reject(networkError());
    };
    xhr.onabort = () => {
      settle();
      reject(abortedError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(form);
  });
}

/**
 * Posts multipart form data with upload progress and abort. Browsers use XMLHttpRequest,
 * because fetch upload progress needs request streams over HTTP/2; elsewhere ky streams the
 * body. Both follow the shared retry rule (503 or network error, 1 s then 2 s).
 */
export async function uploadForm<T>(
  http: Http,
  path: string,
  form: FormData,
  options: UploadOptions = {},
  Xhr: XhrConstructor | undefined = globalThis.XMLHttpRequest,
): Promise<T> {
  if (options.signal?.aborted) throw abortedError(options.signal.reason);
  if (!Xhr) {
    return http.json<T>(path, {
      method: 'post',
      body: form,
      timeout: false,
      ...(options.signal ? { signal: options.signal } : {}),
      onUploadProgress: (progress) =>
        options.onProgress?.(progressOf(progress.transferredBytes, progress.totalBytes)),
    });
  }
  const token = await http.getToken();
  for (let attempt = 1; ; attempt++) {
    try {
      return await sendOnce<T>(http, Xhr, path, form, token, options);
    } catch (error) {
      const mapped = toApiError(error);
      const retriable = mapped.kind === 'network' || mapped.status === 503;
      if (!retriable || attempt >= API_MAX_ATTEMPTS) {
        if (mapped.status === 401) http.options.onUnauthorized?.(mapped);
        throw mapped;
      }
      await wait(API_RETRY_BASE_DELAY_MS * attempt, options.signal);
      http.options.onRetry?.({
        attempt: attempt + 1,
        error: retryingError(mapped),
        method: 'POST',
        url: http.url(path),
      });
    }
  }
}

/** A downloaded file with the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  filename: string | undefined;
}

/** Reads the file name of a Content-Disposition header (RFC 6266 `filename*` first). */
export function filenameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)?'[^']*'([^;]+)/.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // Fall through to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const value = plain?.[2] ?? plain?.[1];
  return value?.trim() || undefined;
}

/** Fetches a file (with the bearer token, or the session cookie) and returns it with the server's file name. */
export async function downloadFile(
  http: Http,
  path: string,
  query?: Record<string, string>,
  signal?: AbortSignal,
): Promise<DownloadedFile> {
  const response = await http.raw(path, {
    ...(query ? { searchParams: query } : {}),
    ...(signal ? { signal } : {}),
    timeout: false,
  });
  try {
    const blob = await response.blob();
    return { blob, filename: filenameFromDisposition(response.headers.get('content-disposition')) };
  } catch (error) {
    throw toApiError(error);
  }
}

/** Saves a downloaded file in the browser under the server's name (or `fallbackName`). */
export function saveFile(file: DownloadedFile, fallbackName = 'download'): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Opens a downloaded file in a new browser tab. Returns false when a popup blocker refused. */
export function openFileInNewTab(file: DownloadedFile): boolean {
  const url = URL.createObjectURL(file.blob);
  // Not 'noopener': with it window.open returns null even on success.
  const opened = window.open(url, '_blank');
  if (opened) opened.opener = null;
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return opened !== null;
}
