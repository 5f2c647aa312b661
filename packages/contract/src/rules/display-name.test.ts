import { describe, expect, it } from 'vitest';
import { displayNameFromEmail, userDisplayName } from './display-name.ts';

describe('displayNameFromEmail', () => {
  it.each([
    ['alex.morgan@example.com', 'Alex Morgan'],
    ['maria@example.com', 'Maria'],
    ['ALEX.MORGAN@EXAMPLE.COM', 'Alex Morgan'],
    ['  jordan.lee@example.com ', 'Jordan Lee'],
    ['anne.marie.o@example.com', 'Anne Marie O'],
    ['first..last@example.com', 'First Last'],
    ['.leading.dot@example.com', 'Leading Dot'],
    ['first_last@example.com', 'First_last'],
    ['first.last_example.com#EXT#@tenant.onmicrosoft.com', 'First Last'],
    ['no-at-sign', 'No-at-sign'],
  ])('%j -> %j', (email, expected) => {
    expect(displayNameFromEmail(email)).toBe(expected);
  });

  it("gives '' for missing or blank e-mails", () => {
    expect(displayNameFromEmail(null)).toBe('');
    expect(displayNameFromEmail(undefined)).toBe('');
    expect(displayNameFromEmail('  ')).toBe('');
    expect(displayNameFromEmail('@example.com')).toBe('');
  });
});

describe('userDisplayName', () => {
  it('prefers the stored name', () => {
    expect(userDisplayName({ name: 'Alex Morgan', email: 'someone.else@example.com' })).toBe('Alex Morgan');
  });

  it('derives it from the e-mail when the name is missing or blank', () => {
    expect(userDisplayName({ name: '  ', email: 'sam.taylor@example.com' })).toBe('Sam Taylor');
    expect(userDisplayName({ email: 'priya.shah@example.com' })).toBe('Priya Shah');
    expect(userDisplayName(null)).toBe('');
  });
});
