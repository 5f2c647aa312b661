import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import {
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastRegion as RACToastRegion,
  type ToastRegionProps as RACToastRegionProps,
  Text,
  type UNSTABLE_ToastQueue as ToastQueue,
} from 'react-aria-components';
import { cx } from '../../utils.ts';
import { Button } from '../Button/Button.tsx';
import { Link } from '../Link/Link.tsx';
import * as styles from './Toast.css.ts';
import { type ToastContent, type ToastTone, toastQueue } from './toaster.ts';

const icons: Record<ToastTone, typeof Info> = { success: CircleCheck, error: CircleAlert, info: Info };

export interface ToastRegionProps extends Omit<RACToastRegionProps<ToastContent>, 'queue' | 'children'> {
  /** The queue to show. @default the application's `toastQueue` (fed by `toast.*`) */
  queue?: ToastQueue<ToastContent>;
  /** Accessible name of each toast's close button. @default 'Dismiss' */
  closeLabel?: string;
}

/**
 * Where toasts appear: at the top centre, across the top on phones, in every screen and whether or
 * not a dialog is open (at the bottom right they covered the chat's Send button and a dialog's
 * actions). Render it once near the root, inside the app's RouterProvider so a toast's link routes
 * client-side. F6 moves focus into it; timers pause while it is hovered or focused.
 */
export function ToastRegion({
  queue = toastQueue,
  closeLabel = 'Dismiss',
  className,
  ...props
}: ToastRegionProps) {
  return (
    <RACToastRegion
      {...props}
      queue={queue}
      className={cx(styles.region, typeof className === 'string' ? className : undefined)}
    >
      {({ toast }) => {
        const Icon = icons[toast.content.tone];
        return (
          <RACToast toast={toast} className={styles.toast({ tone: toast.content.tone })}>
            <span className={styles.icon({ tone: toast.content.tone })} aria-hidden="true">
              <Icon size={18} />
            </span>
            <RACToastContent className={styles.content}>
              <Text slot="title" className={styles.title}>
                {toast.content.title}
              </Text>
              {toast.content.description ? (
                <Text slot="description" className={styles.description}>
                  {toast.content.description}
                </Text>
              ) : null}
              {toast.content.link ? (
                <Link
                  href={toast.content.link.href}
                  variant="standalone"
                  className={styles.link}
                  onPress={() => queue.close(toast.key)}
                >
                  {toast.content.link.label}
                </Link>
              ) : null}
            </RACToastContent>
            <Button slot="close" variant="ghost" size="sm" aria-label={closeLabel} className={styles.close}>
              <X size={16} aria-hidden="true" />
            </Button>
          </RACToast>
        );
      }}
    </RACToastRegion>
  );
}
