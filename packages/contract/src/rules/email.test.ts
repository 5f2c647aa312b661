import { describe, expect, it } from 'vitest';
import { emailsMatch, isExternalGuestEmail, normalizeEmail } from './email.ts';

describe('normalizeEmail', () => {
  it('trims and lower-cases', () => {
    expect(normalizeEmail('  Alex.Morgan@Example.COM ')).toBe('alex.morgan@example.com');
  });

  it('turns the external-guest form back into the address', () => {
    expect(normalizeEmail('first.last_example.com#EXT#@tenant.onmicrosoft.com')).toBe(
      'first.last@example.com',
    );
    expect(normalizeEmail('First.Last_Example.com#ext#@Tenant.onmicrosoft.com')).toBe(
      'first.last@example.com',
    );
  });

  it('uses the last underscore as the @ (local parts may contain underscores)', () => {
    expect(normalizeEmail('first_last_example.co.uk#EXT#@tenant.onmicrosoft.com')).toBe(
      'first_last@example.co.uk',
    );
  });

  it('leaves addresses that only look similar alone', () => {
    expect(normalizeEmail('first_last@example.com')).toBe('first_last@example.com');
    expect(normalizeEmail('#EXT#@tenant.onmicrosoft.com')).toBe('#ext#@tenant.onmicrosoft.com');
    expect(normalizeEmail('nounderscore#EXT#@tenant.onmicrosoft.com')).toBe(
      'nounderscore#ext#@tenant.onmicrosoft.com',
    );
    expect(normalizeEmail('a_b#EXT#tenant')).toBe('a_b#ext#tenant');
  });

  it("gives '' for missing values", () => {
    expect(normalizeEmail(null)).toBe('');
    expect(normalizeEmail(undefined)).toBe('');
    expect(normalizeEmail('   ')).toBe('');
  });
});

describe('emailsMatch', () => {
  it('ignores case and surrounding whitespace', () => {
    expect(emailsMatch('Alex.Morgan@example.com', ' alex.morgan@EXAMPLE.com ')).toBe(true);
  });

  it('matches the external-guest form both ways', () => {
    const guest = 'first.last_example.com#EXT#@tenant.onmicrosoft.com';
    expect(emailsMatch(guest, 'first.last@example.com')).toBe(true);
    expect(emailsMatch('First.Last@Example.com', guest)).toBe(true);
    expect(emailsMatch(guest, guest.toUpperCase())).toBe(true);
  });

  it('does not match different people', () => {
    expect(emailsMatch('first.last@example.com', 'first.last@example.org')).toBe(false);
    expect(emailsMatch('first.last_example.com#EXT#@tenant.onmicrosoft.com', 'other@example.com')).toBe(
      false,
    );
    expect(emailsMatch('a@example.com', 'a@example.com.evil')).toBe(false);
  });

  it('never matches blank or missing values', () => {
    expect(emailsMatch('', '')).toBe(false);
    expect(emailsMatch(null, null)).toBe(false);
    expect(emailsMatch(undefined, 'a@example.com')).toBe(false);
    expect(emailsMatch('  ', '   ')).toBe(false);
  });
});

describe('isExternalGuestEmail', () => {
  it('recognises the guest form', () => {
    expect(isExternalGuestEmail('first.last_example.com#EXT#@tenant.onmicrosoft.com')).toBe(true);
    expect(isExternalGuestEmail('first.last@example.com')).toBe(false);
    expect(isExternalGuestEmail(null)).toBe(false);
  });
});
