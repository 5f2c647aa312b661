/** Small pieces shared by the machine stories (plain, accessible HTML; no styling of their own). */
import { useCallback, useState } from 'react';
import type { Toast } from '../shared.ts';

/** Collects the toasts a machine emits so the story can show them. */
export function useToastLog() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const push = useCallback((toast: Toast) => setToasts((list) => [...list, toast]), []);
  return { toasts, push };
}

/** The toasts shown so far, newest last. */
export function ToastLog({ toasts }: { toasts: Toast[] }) {
  return (
    <section aria-label="Toasts">
      <ul>
        {toasts.map((toast, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: toasts are append-only in a story
          <li key={i} data-variant={toast.variant}>
            <strong>{toast.title}</strong>
            {toast.description ? ` - ${toast.description}` : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The machine's current state, for designers following the flow. */
export function StateLine({ value }: { value: string }) {
  return (
    <p>
      State: <output aria-label="Machine state">{value}</output>
    </p>
  );
}

/** Resolves after `ms`, for fake actors that should look like a network call. */
export function later<T>(ms: number, value: T): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(value), ms));
}

/** Rejects after `ms` with an ApiError-like value. */
export function failLater(
  ms: number,
  error: { status?: number; detail?: string; kind?: string; message?: string },
) {
  return new Promise<never>((_, reject) =>
    setTimeout(() => reject(Object.assign(new Error(error.message ?? error.detail ?? 'failed'), error)), ms),
  );
}
