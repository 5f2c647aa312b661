import { describe, expect, it } from 'vitest';
import { formatCost, formatDisplayDate, formatFileSizeKb, unreadBadgeText } from './format.ts';

describe('formatDisplayDate', () => {
  it("shows 'No date' for missing values", () => {
    expect(formatDisplayDate(null)).toBe('No date');
    expect(formatDisplayDate(undefined)).toBe('No date');
    expect(formatDisplayDate('')).toBe('No date');
    expect(formatDisplayDate('   ')).toBe('No date');
  });

  it("shows 'Invalid date' for values that cannot be parsed", () => {
    expect(formatDisplayDate('not a date')).toBe('Invalid date');
    expect(formatDisplayDate('2025-13-45')).toBe('Invalid date');
    expect(formatDisplayDate(Number.NaN)).toBe('Invalid date');
    expect(formatDisplayDate(new Date('x'))).toBe('Invalid date');
  });

  it('formats valid dates (en-GB by default)', () => {
    expect(formatDisplayDate('2025-11-21T10:09:00Z', { timeZone: 'UTC' })).toBe('21 Nov 2025');
    expect(formatDisplayDate(Date.parse('2025-11-21T10:09:00Z'), { timeZone: 'UTC' })).toBe('21 Nov 2025');
    expect(formatDisplayDate(new Date('2025-11-21T10:09:00Z'), { timeZone: 'UTC', withTime: true })).toBe(
      '21 Nov 2025, 10:09',
    );
    expect(formatDisplayDate('2025-11-21T23:30:00Z', { timeZone: 'Asia/Tokyo' })).toBe('22 Nov 2025');
    expect(formatDisplayDate('2025-11-21T10:09:00Z', { timeZone: 'UTC', locale: 'en-US' })).toBe(
      'Nov 21, 2025',
    );
  });
});

describe('unreadBadgeText', () => {
  it('hides the badge when nothing is unread', () => {
    expect(unreadBadgeText(0)).toBeNull();
    expect(unreadBadgeText(-3)).toBeNull();
    expect(unreadBadgeText(null)).toBeNull();
    expect(unreadBadgeText(undefined)).toBeNull();
    expect(unreadBadgeText(Number.NaN)).toBeNull();
  });

  it("shows the count up to 99, then '99+'", () => {
    expect(unreadBadgeText(1)).toBe('1');
    expect(unreadBadgeText(99)).toBe('99');
    expect(unreadBadgeText(100)).toBe('99+');
    expect(unreadBadgeText(5000)).toBe('99+');
    expect(unreadBadgeText(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('formatFileSizeKb and formatCost', () => {
  it('shows sizes in KB', () => {
    expect(formatFileSizeKb(2048)).toBe('2.0 KB');
    expect(formatFileSizeKb(1500)).toBe('1.5 KB');
    expect(formatFileSizeKb(null)).toBe('0.0 KB');
  });

  it('shows costs to 4 decimals', () => {
    expect(formatCost(0.00123)).toBe('$0.0012');
    expect(formatCost(2)).toBe('$2.0000');
    expect(formatCost(undefined)).toBe('$0.0000');
  });
});
