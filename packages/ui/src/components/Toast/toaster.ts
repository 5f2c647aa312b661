import {
  TOAST_DURATION_DEFAULT_MS,
  TOAST_DURATION_ERROR_MS,
  TOAST_DURATION_PERSONAL_CODE_MS,
  TOAST_DURATION_SUCCESS_MS,
  type ToastTone,
} from '@portal/contract';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

export { type ToastTone, toastTones } from '@portal/contract';

/** A link a toast offers to what it is about, e.g. 'Open ticket' to the ticket just filed. */
export interface ToastLink {
  /** The link's words. */
  label: string;
  /** Where it goes (a route of the app, through its RouterProvider). */
  href: string;
}

/** What a toast shows. */
export interface ToastContent {
  title: string;
  description?: string;
  tone: ToastTone;
  link?: ToastLink;
}

/**
 * How long each kind of toast stays, in milliseconds: the specs' constants (success 3 s, error 5 s,
 * the default 5 s, and 10 s for long ones that must be read, e.g. a new personal code).
 */
export const toastDurations = {
  success: TOAST_DURATION_SUCCESS_MS,
  error: TOAST_DURATION_ERROR_MS,
  info: TOAST_DURATION_DEFAULT_MS,
  long: TOAST_DURATION_PERSONAL_CODE_MS,
} as const;

export interface ToastOptions {
  /**
   * Milliseconds before it closes itself; `null` keeps it until closed. @default by tone, and the
   * long duration (10 s) when it has a link, so there is time to reach it (F6, then Tab).
   */
  timeout?: number | null;
  /** A link to what the toast is about; it closes the toast when followed. */
  link?: ToastLink;
  /** Called when it closes, by timeout or by the user. */
  onClose?: () => void;
}

/** The imperative API over a queue: `toast.success('Saved')`. Each call returns the toast's key. */
export function createToaster(queue: ToastQueue<ToastContent>) {
  const show = (tone: ToastTone, title: string, description?: string, options: ToastOptions = {}) => {
    const byTone = options.link ? toastDurations.long : toastDurations[tone];
    const timeout = options.timeout === undefined ? byTone : (options.timeout ?? undefined);
    return queue.add(
      {
        title,
        tone,
        ...(description === undefined ? {} : { description }),
        ...(options.link ? { link: options.link } : {}),
      },
      {
        ...(timeout === undefined ? {} : { timeout }),
        ...(options.onClose ? { onClose: options.onClose } : {}),
      },
    );
  };
  return {
    /** A short confirmation; closes after 3 s. */
    success: (title: string, description?: string, options?: ToastOptions) =>
      show('success', title, description, options),
    /** Something failed; closes after 5 s. */
    error: (title: string, description?: string, options?: ToastOptions) =>
      show('error', title, description, options),
    /** Neutral information; closes after 5 s. */
    info: (title: string, description?: string, options?: ToastOptions) =>
      show('info', title, description, options),
    /** A toast that must be read, e.g. a new personal code; closes after 10 s. @default tone 'info' */
    long: (title: string, description?: string, options?: ToastOptions & { tone?: ToastTone }) =>
      show(options?.tone ?? 'info', title, description, { timeout: toastDurations.long, ...options }),
    /** Closes one toast by its key. */
    close: (key: string) => queue.close(key),
    /** Closes every toast. */
    clear: () => queue.clear(),
  };
}

export type Toaster = ReturnType<typeof createToaster>;

/** The application's one queue; render one `ToastRegion` for it near the root. */
export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: 5 });

/** Shows toasts in the application's `ToastRegion`: `toast.success('Ticket created')`. */
export const toast = createToaster(toastQueue);
