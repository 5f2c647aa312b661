// The library's toast region as a module of its own, for `ToastRegion.tsx`'s lazy load.
export { ToastRegion as default } from '@portal/ui';
