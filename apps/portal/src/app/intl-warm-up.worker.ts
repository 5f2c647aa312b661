/**
 * Loads the browser's locale data off the main thread (started by the page's boot script,
 * `loadApp` in entry-server.tsx, while the app's scripts download; it is sent the locale).
 *
 * The first `Intl` formatter a page makes loads that data: 13-25 ms of one task on this machine's CPU
 * (~130 ms at 8.5x, a slow phone's), which every screen pays (dates, sizes, react-aria's collator).
 * The data is the renderer's, not the thread's (ICU's caches are shared), so once a worker has made
 * the same formatters the main thread's first ones take ~0.3 ms (measured in Chromium, ADR 0009).
 */
addEventListener('message', (event: MessageEvent<string>) => {
  const locale = event.data;
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
  new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(1.5);
  new Intl.Collator(locale, { usage: 'search', sensitivity: 'base' }).compare('a', 'b');
  close();
});
