export { ToastRegion, type ToastRegionProps } from './Toast.tsx';
export {
  createToaster,
  type ToastContent,
  type Toaster,
  type ToastLink,
  type ToastOptions,
  type ToastTone,
  toast,
  toastDurations,
  toastQueue,
  toastTones,
} from './toaster.ts';
