/** Display formatting shared by screens. */
import { COST_DECIMALS, labels, UNREAD_BADGE_MAX, UNREAD_BADGE_OVERFLOW_TEXT } from '../constants.ts';

/**
 * The portal's locale for dates, numbers and react-aria's own behaviour: British English, the same on
 * the server and in the browser, so a server-rendered page hydrates without a second render.
 */
export const displayLocale = 'en-GB';

export interface DateDisplayOptions {
  /** BCP 47 locale; default `displayLocale`. */
  locale?: string;
  /** IANA time zone; default the runtime's (the browser's). */
  timeZone?: string;
  /** Add the time of day; default false. */
  withTime?: boolean;
}

/**
 * A date for display: 'No date' when missing (null, undefined, blank), 'Invalid date' when it cannot be
 * parsed, else e.g. '21 Nov 2025' (or '21 Nov 2025, 10:09' with `withTime`).
 */
export function formatDisplayDate(
  value: string | number | Date | null | undefined,
  options: DateDisplayOptions = {},
): string {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
    return labels.noDate;
  }
  const date = value instanceof Date ? value : new Date(typeof value === 'string' ? value.trim() : value);
  if (Number.isNaN(date.getTime())) return labels.invalidDate;
  return dateFormatter(options).format(date);
}

/**
 * Creating an `Intl.DateTimeFormat` costs about as much as formatting a thousand dates with one, and
 * a conversation or a ticket list formats hundreds: one formatter per set of options is kept.
 */
const dateFormatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatter({ locale = displayLocale, timeZone, withTime = false }: DateDisplayOptions) {
  const key = `${locale}|${timeZone ?? ''}|${withTime}`;
  let formatter = dateFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'short' } : {}),
      ...(timeZone ? { timeZone } : {}),
    });
    dateFormatters.set(key, formatter);
  }
  return formatter;
}

/** The bell's unread badge: null when there is nothing unread, '1'..'99', then '99+'. */
export function unreadBadgeText(count: number | null | undefined): string | null {
  if (!count || !Number.isFinite(count) || count <= 0) return null;
  return count > UNREAD_BADGE_MAX ? UNREAD_BADGE_OVERFLOW_TEXT : String(Math.floor(count));
}

export const fileSizeUnits = ['auto', 'KB'] as const;
export type FileSizeUnit = (typeof fileSizeUnits)[number];

const KIBI = 1024;
const sizeNumber = new Intl.NumberFormat(displayLocale, { maximumFractionDigits: 1 });

/**
 * The one rule for file sizes (binary multiples, as the 10 MB = 10485760 bytes limit counts):
 * `auto` picks the unit that reads best, '512 bytes', '1 byte', '1.5 KB', '12 KB', '2.3 MB', so a
 * small attachment never reads '0.0 KB'; `KB` keeps kilobytes, as the knowledge base's rows show
 * them ('size in KB'), '0.3 KB' at least for a file that is not empty, grouped above a thousand
 * ('20,480 KB'). A missing, negative or broken size counts as empty.
 */
export function formatFileSize(bytes: number | null | undefined, unit: FileSizeUnit = 'auto'): string {
  const size = typeof bytes === 'number' && Number.isFinite(bytes) && bytes > 0 ? Math.round(bytes) : 0;
  if (unit === 'KB') {
    // One decimal, but never '0 KB' for a file with content: the smallest shown is 0.1 KB.
    const kb = size === 0 ? 0 : Math.max(size / KIBI, 0.1);
    return `${sizeNumber.format(kb)} KB`;
  }
  if (size < KIBI) return `${sizeNumber.format(size)} ${size === 1 ? 'byte' : 'bytes'}`;
  // 1023.96 KB would round to '1,024 KB': from that point it is shown in MB.
  if (size < KIBI * KIBI - KIBI / 20) return `${sizeNumber.format(size / KIBI)} KB`;
  return `${sizeNumber.format(size / KIBI / KIBI)} MB`;
}

/** Costs are shown to 4 decimals: 0.00123 -> '$0.0012'. */
export function formatCost(cost: number | null | undefined): string {
  return `$${(cost ?? 0).toFixed(COST_DECIMALS)}`;
}
