import { describe, expect, it } from 'vitest';
import { buildQuery, isNoFilterValue, toQueryString } from './query.ts';

describe('buildQuery', () => {
  it("omits empty, 'none' and 'all' values", () => {
    expect(
      buildQuery({
        search: '',
        status: 'all',
        priority: 'none',
        support_department: '  ',
        business_unit_id: undefined,
        assigned_filter: null,
      }),
    ).toEqual({});
  });

  it("keeps real values, including 'all_open', trimmed and stringified", () => {
    expect(
      buildQuery({
        search: ' printer ',
        status: 'all_open',
        priority: 'urgent',
        page: 2,
        show_all: true,
        zero: 0,
      }),
    ).toEqual({
      search: 'printer',
      status: 'all_open',
      priority: 'urgent',
      page: '2',
      show_all: 'true',
      zero: '0',
    });
  });

  it('keeps false and drops NaN', () => {
    expect(buildQuery({ a: false, b: Number.NaN })).toEqual({ a: 'false' });
  });

  it('accepts typed filter objects', () => {
    const filters: { status?: string; search?: string } = { status: 'open', search: '' };
    expect(buildQuery(filters)).toEqual({ status: 'open' });
  });
});

describe('toQueryString', () => {
  it('encodes and prefixes with ?', () => {
    expect(toQueryString({ search: 'a&b c', status: 'all' })).toBe('?search=a%26b+c');
    expect(toQueryString({ status: 'none' })).toBe('');
  });
});

describe('isNoFilterValue', () => {
  it.each([
    ['', true],
    ['all', true],
    ['none', true],
    [' none ', true],
    [null, true],
    [undefined, true],
    ['All', false],
    ['all_open', false],
    [0, false],
    [false, false],
  ])('%j -> %j', (value, expected) => {
    expect(isNoFilterValue(value)).toBe(expected);
  });
});
