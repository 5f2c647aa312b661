import type { Toast } from '@portal/state-machines';
import { toast } from '@portal/ui';

/**
 * Shows a toast a machine emitted. Durations come from the tone (3 s success, 5 s errors); the
 * machines' 'warning' shows as an error-toned toast, since the library has no warning tone.
 */
export function showToast(message: Toast): void {
  const tone = message.variant === 'success' ? 'success' : message.variant === 'info' ? 'info' : 'error';
  toast[tone](message.title, message.description);
}

export { toast };
