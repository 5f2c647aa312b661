import { describe, expect, it } from 'vitest';
import { unreadBadgeText } from '../src/react/index.ts';

describe('unreadBadgeText', () => {
  it('shows nothing at 0, the count up to 99, then 99+', () => {
    expect(unreadBadgeText(0)).toBe('');
    expect(unreadBadgeText(1)).toBe('1');
    expect(unreadBadgeText(99)).toBe('99');
    expect(unreadBadgeText(100)).toBe('99+');
  });
});
