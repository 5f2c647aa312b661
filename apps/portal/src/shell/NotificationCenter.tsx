/** The navigation bar's notification bell, wired to the notification machine (built in the portal issue). */
export function NotificationCenter() {
  return null;
}
