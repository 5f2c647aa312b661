/** Display formatting shared by screens. */
import { COST_DECIMALS, labels, UNREAD_BADGE_MAX, UNREAD_BADGE_OVERFLOW_TEXT } from '../constants.ts';

export interface DateDisplayOptions {
  /** BCP 47 locale; default 'en-GB'. */
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

function dateFormatter({ locale = 'en-GB', timeZone, withTime = false }: DateDisplayOptions) {
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

/** Document sizes are shown in KB: 2048 -> '2.0 KB'. */
export function formatFileSizeKb(bytes: number | null | undefined): string {
  const kb = (bytes && bytes > 0 ? bytes : 0) / 1024;
  return `${kb.toFixed(1)} KB`;
}

/** Costs are shown to 4 decimals: 0.00123 -> '$0.0012'. */
export function formatCost(cost: number | null | undefined): string {
  return `$${(cost ?? 0).toFixed(COST_DECIMALS)}`;
}
