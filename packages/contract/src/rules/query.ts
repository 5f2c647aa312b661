/** Query strings: filters that mean "no filter" are left out. */

export type QueryValue = string | number | boolean | null | undefined;

/** Values that mean "no filter": empty (after trimming), 'none' and 'all'. */
export function isNoFilterValue(value: QueryValue): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'number') return Number.isNaN(value);
  if (typeof value === 'boolean') return false;
  const text = value.trim();
  return text === '' || text === 'none' || text === 'all';
}

/**
 * The query parameters to send: every entry except undefined, null, NaN, '' (after trimming), 'none' and
 * 'all'; values are trimmed strings. 'all_open' and other values are kept. Key order is preserved.
 */
export function buildQuery(params: Record<string, QueryValue> | object): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(params as Record<string, QueryValue>)) {
    if (isNoFilterValue(value)) continue;
    query[key] = typeof value === 'string' ? value.trim() : String(value);
  }
  return query;
}

/** `buildQuery` as a string with its leading '?', or '' when nothing is left. */
export function toQueryString(params: Record<string, QueryValue> | object): string {
  const text = new URLSearchParams(buildQuery(params)).toString();
  return text ? `?${text}` : '';
}
