import { describe, expect, it } from 'vitest';
import { formatCost, formatDisplayDate, formatFileSize, unreadBadgeText } from './format.ts';

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

describe('formatFileSize and formatCost', () => {
  it('picks bytes, KB or MB, so a small file never reads 0.0 KB', () => {
    expect(formatFileSize(0)).toBe('0 bytes');
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(42)).toBe('42 bytes');
    expect(formatFileSize(1023)).toBe('1,023 bytes');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1500)).toBe('1.5 KB');
    expect(formatFileSize(12 * 1024 + 300)).toBe('12.3 KB');
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1 MB');
    expect(formatFileSize(2.25 * 1024 * 1024)).toBe('2.3 MB');
    expect(formatFileSize(10485760)).toBe('10 MB');
  });

  it('keeps kilobytes when asked (the knowledge base rows), never 0 KB for a file with content', () => {
    expect(formatFileSize(2048, 'KB')).toBe('2 KB');
    expect(formatFileSize(1500, 'KB')).toBe('1.5 KB');
    expect(formatFileSize(300, 'KB')).toBe('0.3 KB');
    expect(formatFileSize(20, 'KB')).toBe('0.1 KB');
    expect(formatFileSize(20 * 1024 * 1024, 'KB')).toBe('20,480 KB');
  });

  it('counts a missing or broken size as empty', () => {
    for (const bad of [null, undefined, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatFileSize(bad)).toBe('0 bytes');
      expect(formatFileSize(bad, 'KB')).toBe('0 KB');
    }
  });

  it('shows costs to 4 decimals', () => {
    expect(formatCost(0.00123)).toBe('$0.0012');
    expect(formatCost(2)).toBe('$2.0000');
    expect(formatCost(undefined)).toBe('$0.0000');
  });
});
