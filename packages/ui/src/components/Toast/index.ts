export { ToastRegion, type ToastRegionProps } from './Toast.tsx';
export {
  createToaster,
  type ToastContent,
  type Toaster,
  type ToastOptions,
  type ToastTone,
  toast,
  toastDurations,
  toastQueue,
  toastTones,
} from './toaster.ts';
