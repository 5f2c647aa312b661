/** Building blocks shared by every schema. */
import { z } from 'zod';

/**
 * Identifier of any stored row. The server issues UUIDs, but the contract only promises a non-empty
 * string so ids can be compared and put in paths. (Ticket ids are longer than 10 characters, which the
 * signed-out redirect relies on.)
 */
export const idSchema = z.string().min(1).max(100);
export type Id = z.infer<typeof idSchema>;

/** An instant as ISO 8601 text with 'Z' or an offset, e.g. '2025-11-21T10:09:00.000Z'. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });
export type IsoDateTime = z.infer<typeof isoDateTimeSchema>;

/**
 * The last millisecond of the year 9999 (9999-12-31T23:59:59.999Z). Beyond 8.64e15 `new Date(ms)` is an
 * invalid date; and past the year 9999 `toISOString()` writes an expanded year ('+275760-...') that
 * PostgreSQL cannot read. Every instant up to here is a valid date with a four-digit year.
 */
export const EPOCH_MS_MAX = 253_402_300_799_999;

/**
 * Milliseconds since the epoch, as sent in `since` / `updated_since` query strings: an integer from 0
 * (1970) to `EPOCH_MS_MAX`, so every accepted value is a valid date.
 */
export const epochMsSchema = z.coerce
  .number()
  .int()
  .min(0, 'Must be milliseconds since 1970 (0 or more)')
  .max(EPOCH_MS_MAX, `Must be milliseconds since 1970, at most ${EPOCH_MS_MAX}`);

/** A non-blank string (after trimming), trimmed on parse. */
export const requiredTextSchema = z.string().trim().min(1);

/**
 * An e-mail address, trimmed and lower-cased on parse. Described as `format: email` in the OpenAPI
 * document (the pipe would otherwise show only the plain string it starts from).
 */
export const emailSchema = z.string().trim().toLowerCase().max(320).pipe(z.email()).meta({ format: 'email' });

/** Non-negative integer count. */
export const countSchema = z.number().int().nonnegative();

/**
 * Every error answer of the API: `{ detail }` with the right HTTP status. Validation errors (400/422)
 * name the field in `detail` and list each problem in `errors`.
 */
export const errorResponseSchema = z.object({
  detail: z.string(),
  errors: z
    .array(
      z.object({
        /** Dotted path of the offending field, e.g. 'justification' or 'details.requirements.0'. */
        field: z.string(),
        message: z.string(),
      }),
    )
    .optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** Answer of calls that only confirm (deletes, logout, marking read...). */
export const okResponseSchema = z.object({ ok: z.literal(true), message: z.string().optional() });
export type OkResponse = z.infer<typeof okResponseSchema>;

/**
 * Paginated list answer: `{ items, total, page, page_size }`.
 * `page` is 1-based; `total` counts every row matching the filters (not only this page), so a column can
 * say 'View all {total} tickets'.
 */
export function paginatedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: countSchema,
    page: z.number().int().min(1),
    page_size: z.number().int().min(1),
  });
}
export interface Paginated<T> {
  items: T[];
  total: number;
  page: number;
  page_size: number;
}

/** Query parameters of a paginated call (strings in the URL, coerced to numbers). */
export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(25),
});

/**
 * A list filter value in a query string. '', 'all' and 'none' mean "no filter" (the client omits them,
 * see `buildQuery`; the server ignores them when they do arrive).
 */
export const noFilterValues = ['', 'all', 'none'] as const;
export function filterValue<T extends z.ZodType>(schema: T) {
  return z.union([schema, z.enum(noFilterValues)]).optional();
}
