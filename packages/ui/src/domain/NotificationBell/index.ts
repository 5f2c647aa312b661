export { NotificationBell, type NotificationBellProps, notificationBellLabel } from './NotificationBell.tsx';
