import type { Toast } from '@portal/state-machines';
import { toast } from '@portal/ui';

/** Shows a toast a machine emitted, in its tone (the durations come from the tone: 3 s success, 5 s errors). */
export function showToast(message: Toast): void {
  toast[message.variant](message.title, message.description);
}

export { toast };
