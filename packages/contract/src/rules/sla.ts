/**
 * SLA arithmetic in business hours.
 *
 * A ticket's resolution target (SLA_RESOLUTION_TARGET_HOURS: low 240, medium 120, high 48, urgent 24) is
 * counted in working time only: on working days, between the day's start and end, in the given time zone.
 * Defaults (our decision, configurable): Monday-Friday, 09:00-17:00, Europe/London, no holidays; so an
 * urgent ticket (24 business hours) raised Monday 10:00 is due Thursday 10:00.
 *
 * Time zones use `Intl` (no dependency); daylight-saving changes are handled because every window is
 * computed from local wall-clock times of that day. Time spent paused (waiting_customer, on_hold) pushes
 * the due date back by the working time it covered (`businessTimeBetween`).
 */
import { DEFAULT_BUSINESS_HOURS, SLA_RESOLUTION_TARGET_HOURS } from '../constants.ts';
import type { TicketPriority } from '../enums.ts';

export interface BusinessHours {
  /** IANA time zone, e.g. 'Europe/London'. */
  timeZone: string;
  /** Start of the working day, 'HH:MM' (24 h). */
  start: string;
  /** End of the working day, 'HH:MM' (24 h, later than start; '24:00' allowed). */
  end: string;
  /** ISO weekdays worked: 1 = Monday ... 7 = Sunday. */
  workingDays: readonly number[];
  /** Local dates not worked, 'YYYY-MM-DD'. */
  holidays: readonly string[];
}

const HOUR_MS = 3_600_000;
const MAX_DAYS = 366 * 20;

interface LocalDate {
  y: number;
  m: number;
  d: number;
}

interface ResolvedHours {
  timeZone: string;
  startMinutes: number;
  endMinutes: number;
  workingDays: ReadonlySet<number>;
  holidays: ReadonlySet<string>;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // Throws RangeError for an unknown time zone.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function wallClock(utcMs: number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(utcMs)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    y: parts.year ?? 0,
    m: parts.month ?? 1,
    d: parts.day ?? 1,
    h: (parts.hour ?? 0) % 24,
    mi: parts.minute ?? 0,
    s: parts.second ?? 0,
  };
}

/** Offset of the zone from UTC at an instant, in ms (positive east of Greenwich). */
function offsetAt(utcMs: number, timeZone: string): number {
  const w = wallClock(utcMs, timeZone);
  const wallMs = Date.UTC(w.y, w.m - 1, w.d, w.h, w.mi, w.s);
  return wallMs - Math.floor(utcMs / 1000) * 1000;
}

/** Memo of localToUtc: the same few working-day boundaries are asked for again and again. */
const boundaryCache = new Map<string, number>();
const BOUNDARY_CACHE_MAX = 20_000;

/** The instant at which the zone's clocks show this local date and minute of the day. */
function localToUtc(date: LocalDate, minutes: number, timeZone: string): number {
  const key = `${timeZone}|${date.y}-${date.m}-${date.d}|${minutes}`;
  const cached = boundaryCache.get(key);
  if (cached !== undefined) return cached;
  if (boundaryCache.size >= BOUNDARY_CACHE_MAX) boundaryCache.clear();
  const value = computeLocalToUtc(date, minutes, timeZone);
  boundaryCache.set(key, value);
  return value;
}

function computeLocalToUtc(date: LocalDate, minutes: number, timeZone: string): number {
  const guess = Date.UTC(date.y, date.m - 1, date.d, 0, minutes);
  const first = offsetAt(guess, timeZone);
  const candidate = guess - first;
  const second = offsetAt(candidate, timeZone);
  return second === first ? candidate : guess - second;
}

function localDateOf(utcMs: number, timeZone: string): LocalDate {
  const { y, m, d } = wallClock(utcMs, timeZone);
  return { y, m, d };
}

function nextDay({ y, m, d }: LocalDate): LocalDate {
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return { y: next.getUTCFullYear(), m: next.getUTCMonth() + 1, d: next.getUTCDate() };
}

function isoWeekday({ y, m, d }: LocalDate): number {
  const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return day === 0 ? 7 : day;
}

function dateKey({ y, m, d }: LocalDate): string {
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

function parseClock(value: string, name: string): number {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value.trim());
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  if (!match || minutes > 59 || hours * 60 + minutes > 24 * 60) {
    throw new RangeError(`Invalid business hours ${name} '${value}': expected HH:MM`);
  }
  return hours * 60 + minutes;
}

/**
 * Business hours with the defaults filled in and checked. Throws RangeError for an unknown time zone,
 * a malformed or empty working day, or no working days.
 */
function withDefaults(hours: Partial<BusinessHours>): BusinessHours {
  return {
    timeZone: hours.timeZone ?? DEFAULT_BUSINESS_HOURS.timeZone,
    start: hours.start ?? DEFAULT_BUSINESS_HOURS.start,
    end: hours.end ?? DEFAULT_BUSINESS_HOURS.end,
    workingDays: hours.workingDays ?? DEFAULT_BUSINESS_HOURS.workingDays,
    holidays: hours.holidays ?? DEFAULT_BUSINESS_HOURS.holidays,
  };
}

/**
 * Business hours with the defaults filled in and checked (use it when reading server configuration).
 * Throws RangeError for an unknown time zone, a malformed or empty working day, or no working days.
 */
export function resolveBusinessHours(hours: Partial<BusinessHours> = {}): BusinessHours {
  const full = withDefaults(hours);
  prepare(full);
  return full;
}

function prepare(hours: Partial<BusinessHours>): ResolvedHours {
  const full = withDefaults(hours);
  formatterFor(full.timeZone);
  const startMinutes = parseClock(full.start, 'start');
  const endMinutes = parseClock(full.end, 'end');
  if (endMinutes <= startMinutes) {
    throw new RangeError(`Invalid business hours: end '${full.end}' is not after start '${full.start}'`);
  }
  const workingDays = new Set(full.workingDays.filter((d) => Number.isInteger(d) && d >= 1 && d <= 7));
  if (workingDays.size === 0) throw new RangeError('Invalid business hours: no working days');
  return { timeZone: full.timeZone, startMinutes, endMinutes, workingDays, holidays: new Set(full.holidays) };
}

function isWorkingDay(date: LocalDate, hours: ResolvedHours): boolean {
  return hours.workingDays.has(isoWeekday(date)) && !hours.holidays.has(dateKey(date));
}

function toMs(value: Date | number | string): number {
  const ms = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  if (Number.isNaN(ms)) throw new RangeError(`Invalid date: ${String(value)}`);
  return ms;
}

/**
 * The instant reached after `durationMs` of working time from `from`. Starting outside working hours
 * counts from the next working window's start. A duration that ends exactly at a window's end returns
 * that end (17:00), not the next morning. `durationMs <= 0` returns `from` unchanged.
 */
export function addBusinessTime(
  from: Date | number | string,
  durationMs: number,
  hours: Partial<BusinessHours> = {},
): Date {
  const start = toMs(from);
  if (!(durationMs > 0)) return new Date(start);
  const h = prepare(hours);
  let remaining = durationMs;
  let day = localDateOf(start, h.timeZone);
  for (let i = 0; i < MAX_DAYS; i++) {
    if (isWorkingDay(day, h)) {
      const windowStart = localToUtc(day, h.startMinutes, h.timeZone);
      const windowEnd = localToUtc(day, h.endMinutes, h.timeZone);
      const begin = Math.max(start, windowStart);
      if (begin < windowEnd) {
        const available = windowEnd - begin;
        if (remaining <= available) return new Date(begin + remaining);
        remaining -= available;
      }
    }
    day = nextDay(day);
  }
  throw new RangeError('Business time does not fit in 20 years');
}

/** Working time, in ms, between two instants (0 when `to` is not after `from`). */
export function businessTimeBetween(
  from: Date | number | string,
  to: Date | number | string,
  hours: Partial<BusinessHours> = {},
): number {
  const start = toMs(from);
  const end = toMs(to);
  if (end <= start) return 0;
  const h = prepare(hours);
  let total = 0;
  let day = localDateOf(start, h.timeZone);
  for (let i = 0; i < MAX_DAYS; i++) {
    const dayStart = localToUtc(day, 0, h.timeZone);
    if (dayStart >= end) break;
    if (isWorkingDay(day, h)) {
      const windowStart = Math.max(start, localToUtc(day, h.startMinutes, h.timeZone));
      const windowEnd = Math.min(end, localToUtc(day, h.endMinutes, h.timeZone));
      if (windowEnd > windowStart) total += windowEnd - windowStart;
    }
    day = nextDay(day);
  }
  return total;
}

/** The resolution target of a priority in business hours. */
export function slaTargetHours(priority: TicketPriority): number {
  return SLA_RESOLUTION_TARGET_HOURS[priority];
}

/**
 * A ticket's SLA due date: its priority's resolution target in business hours from `createdAt`, plus the
 * working time it has spent paused (`pausedMs`, see `businessTimeBetween`). Recompute it when the priority
 * changes (from the creation time) or when a pause ends.
 */
export function slaDueAt(
  createdAt: Date | number | string,
  priority: TicketPriority,
  options: { businessHours?: Partial<BusinessHours>; pausedMs?: number } = {},
): Date {
  const target = slaTargetHours(priority) * HOUR_MS + Math.max(0, options.pausedMs ?? 0);
  return addBusinessTime(createdAt, target, options.businessHours);
}

/** True when `at` lies inside a working window. */
export function isWithinBusinessHours(
  at: Date | number | string,
  hours: Partial<BusinessHours> = {},
): boolean {
  const ms = toMs(at);
  return businessTimeBetween(ms, ms + 1, hours) === 1;
}
