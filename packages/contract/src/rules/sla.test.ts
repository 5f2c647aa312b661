import { describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_HOURS } from '../constants.ts';
import {
  addBusinessTime,
  businessTimeBetween,
  isWithinBusinessHours,
  resolveBusinessHours,
  slaDueAt,
  slaTargetHours,
} from './sla.ts';

const HOUR = 3_600_000;
const iso = (d: Date) => d.toISOString();

describe('defaults', () => {
  it('are Monday-Friday 09:00-17:00 Europe/London without holidays', () => {
    expect(DEFAULT_BUSINESS_HOURS).toEqual({
      timeZone: 'Europe/London',
      start: '09:00',
      end: '17:00',
      workingDays: [1, 2, 3, 4, 5],
      holidays: [],
    });
    expect(resolveBusinessHours()).toEqual(DEFAULT_BUSINESS_HOURS);
  });

  it('targets are low 240, medium 120, high 48, urgent 24 business hours', () => {
    expect(slaTargetHours('low')).toBe(240);
    expect(slaTargetHours('medium')).toBe(120);
    expect(slaTargetHours('high')).toBe(48);
    expect(slaTargetHours('urgent')).toBe(24);
  });
});

describe('slaDueAt (Europe/London, winter = UTC)', () => {
  // 2025-11-17 is a Monday.
  it('urgent from Monday 10:00 is due Thursday 10:00', () => {
    expect(iso(slaDueAt('2025-11-17T10:00:00Z', 'urgent'))).toBe('2025-11-20T10:00:00.000Z');
  });

  it('high from Monday 10:00 skips the weekend: due Tuesday next week 10:00', () => {
    expect(iso(slaDueAt('2025-11-17T10:00:00Z', 'high'))).toBe('2025-11-25T10:00:00.000Z');
  });

  it('medium (15 working days) from Monday 09:00 is due Friday two weeks later at 17:00', () => {
    expect(iso(slaDueAt('2025-11-17T09:00:00Z', 'medium'))).toBe('2025-12-05T17:00:00.000Z');
  });

  it('low (30 working days) from Monday 09:00 is due Friday five weeks later at 17:00', () => {
    expect(iso(slaDueAt('2025-11-17T09:00:00Z', 'low'))).toBe('2025-12-26T17:00:00.000Z');
  });

  it('a ticket raised on Saturday starts counting Monday 09:00, ending exactly at 17:00', () => {
    expect(iso(slaDueAt('2025-11-22T12:00:00Z', 'urgent'))).toBe('2025-11-26T17:00:00.000Z');
  });

  it('a ticket raised Friday 16:00 carries the rest over the weekend', () => {
    expect(iso(slaDueAt('2025-11-21T16:00:00Z', 'urgent'))).toBe('2025-11-26T16:00:00.000Z');
  });

  it('after hours counts from the next morning; before hours from 09:00 the same day', () => {
    expect(iso(slaDueAt('2025-11-17T18:00:00Z', 'urgent'))).toBe('2025-11-20T17:00:00.000Z');
    expect(iso(slaDueAt('2025-11-17T07:00:00Z', 'urgent'))).toBe('2025-11-19T17:00:00.000Z');
  });

  it('keeps milliseconds and accepts Date, number and ISO text', () => {
    const start = Date.parse('2025-11-17T10:00:00.250Z');
    const expected = '2025-11-20T10:00:00.250Z';
    expect(iso(slaDueAt(start, 'urgent'))).toBe(expected);
    expect(iso(slaDueAt(new Date(start), 'urgent'))).toBe(expected);
    expect(iso(slaDueAt('2025-11-17T10:00:00.250Z', 'urgent'))).toBe(expected);
  });

  it('adds paused working time', () => {
    expect(iso(slaDueAt('2025-11-17T10:00:00Z', 'urgent', { pausedMs: 2 * HOUR }))).toBe(
      '2025-11-20T12:00:00.000Z',
    );
    expect(iso(slaDueAt('2025-11-17T10:00:00Z', 'urgent', { pausedMs: -5 }))).toBe(
      '2025-11-20T10:00:00.000Z',
    );
  });
});

describe('daylight saving (Europe/London)', () => {
  it('spring forward: working hours stay 09:00-17:00 local', () => {
    // Fri 2025-03-28 16:00 GMT; clocks go forward on Sunday 30 March.
    expect(iso(slaDueAt('2025-03-28T16:00:00Z', 'urgent'))).toBe('2025-04-02T15:00:00.000Z'); // 16:00 BST
  });

  it('fall back', () => {
    // Fri 2025-10-24 16:00 BST (15:00Z); clocks go back on Sunday 26 October.
    expect(iso(slaDueAt('2025-10-24T15:00:00Z', 'urgent'))).toBe('2025-10-29T16:00:00.000Z'); // 16:00 GMT
  });

  it('a summer day is 09:00-17:00 BST = 08:00-16:00 UTC', () => {
    expect(isWithinBusinessHours('2025-07-01T08:00:00Z')).toBe(true);
    expect(isWithinBusinessHours('2025-07-01T07:59:59Z')).toBe(false);
    expect(isWithinBusinessHours('2025-07-01T15:59:59Z')).toBe(true);
    expect(isWithinBusinessHours('2025-07-01T16:00:00Z')).toBe(false);
  });
});

describe('other time zones, hours, days and holidays', () => {
  it('America/New_York', () => {
    // Mon 2025-11-17 09:00 EST = 14:00Z; 24 h = three full days: Wed 17:00 EST = 22:00Z.
    const due = slaDueAt('2025-11-17T14:00:00Z', 'urgent', {
      businessHours: { timeZone: 'America/New_York' },
    });
    expect(iso(due)).toBe('2025-11-19T22:00:00.000Z');
  });

  it('Asia/Kolkata (half-hour offset)', () => {
    // Mon 2025-11-17 09:00 IST = 03:30Z; 1 business hour -> 10:00 IST = 04:30Z.
    expect(iso(addBusinessTime('2025-11-17T03:30:00Z', HOUR, { timeZone: 'Asia/Kolkata' }))).toBe(
      '2025-11-17T04:30:00.000Z',
    );
  });

  it('custom working day 08:00-12:00', () => {
    const hours = { timeZone: 'UTC', start: '08:00', end: '12:00' };
    expect(iso(addBusinessTime('2025-11-17T11:00:00Z', 2 * HOUR, hours))).toBe('2025-11-18T09:00:00.000Z');
  });

  it('Sunday-Thursday week', () => {
    const hours = { timeZone: 'UTC', workingDays: [7, 1, 2, 3, 4] };
    // Thu 2025-11-20 16:00 + 2 h -> Sun 2025-11-23 10:00.
    expect(iso(addBusinessTime('2025-11-20T16:00:00Z', 2 * HOUR, hours))).toBe('2025-11-23T10:00:00.000Z');
  });

  it('skips holidays (local dates)', () => {
    const hours = { holidays: ['2025-12-25', '2025-12-26'] };
    // Wed 24 Dec 09:00: Wed 8 h, Thu/Fri holidays, Mon 29 8 h, Tue 30 8 h -> Tue 17:00.
    expect(iso(slaDueAt('2025-12-24T09:00:00Z', 'urgent', { businessHours: hours }))).toBe(
      '2025-12-30T17:00:00.000Z',
    );
  });

  it('a working day may end at 24:00', () => {
    const hours = { timeZone: 'UTC', start: '00:00', end: '24:00', workingDays: [1, 2, 3, 4, 5, 6, 7] };
    expect(iso(addBusinessTime('2025-11-22T12:00:00Z', 24 * HOUR, hours))).toBe('2025-11-23T12:00:00.000Z');
  });
});

describe('addBusinessTime', () => {
  it('returns the start for zero or negative durations', () => {
    expect(iso(addBusinessTime('2025-11-22T12:00:00Z', 0))).toBe('2025-11-22T12:00:00.000Z');
    expect(iso(addBusinessTime('2025-11-22T12:00:00Z', -HOUR))).toBe('2025-11-22T12:00:00.000Z');
  });

  it('rejects bad input with RangeError', () => {
    expect(() => addBusinessTime('not a date', HOUR)).toThrow(RangeError);
    expect(() => addBusinessTime(0, HOUR, { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
    expect(() => addBusinessTime(0, HOUR, { start: '17:00', end: '09:00' })).toThrow(RangeError);
    expect(() => addBusinessTime(0, HOUR, { start: '9am' })).toThrow(RangeError);
    expect(() => addBusinessTime(0, HOUR, { end: '25:00' })).toThrow(RangeError);
    expect(() => addBusinessTime(0, HOUR, { workingDays: [] })).toThrow(RangeError);
    expect(() => addBusinessTime(0, HOUR, { workingDays: [0, 8] })).toThrow(RangeError);
    expect(() => resolveBusinessHours({ timeZone: 'Nowhere/Land' })).toThrow(RangeError);
  });
});

describe('businessTimeBetween', () => {
  it('counts only working time', () => {
    expect(businessTimeBetween('2025-11-21T16:00:00Z', '2025-11-24T10:00:00Z')).toBe(2 * HOUR);
    expect(businessTimeBetween('2025-11-17T09:00:00Z', '2025-11-24T09:00:00Z')).toBe(40 * HOUR);
    expect(businessTimeBetween('2025-11-22T00:00:00Z', '2025-11-23T23:59:59Z')).toBe(0);
    expect(businessTimeBetween('2025-11-17T12:00:00Z', '2025-11-17T12:30:00Z')).toBe(HOUR / 2);
  });

  it('is 0 for an empty or reversed range', () => {
    expect(businessTimeBetween('2025-11-17T12:00:00Z', '2025-11-17T12:00:00Z')).toBe(0);
    expect(businessTimeBetween('2025-11-18T12:00:00Z', '2025-11-17T12:00:00Z')).toBe(0);
  });

  it('is the inverse of addBusinessTime', () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const zones = ['Europe/London', 'America/New_York', 'Australia/Sydney', 'UTC'];
    for (let i = 0; i < 200; i++) {
      const start = Date.parse('2025-01-01T00:00:00Z') + Math.floor(random() * 365 * 24) * HOUR + 1234;
      const duration = Math.floor(random() * 300 * HOUR);
      const hours = { timeZone: zones[i % zones.length] };
      const end = addBusinessTime(start, duration, hours);
      expect(end.getTime()).toBeGreaterThanOrEqual(start);
      expect(businessTimeBetween(start, end, hours)).toBe(duration);
    }
  });
});
