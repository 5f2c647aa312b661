/**
 * The run-time side of the endpoint catalogue, without zod: where each call goes (from the
 * generated table) and how its path is filled in. Clients import only this at run time.
 */
import { API_BASE_PATH } from './constants.ts';
import type { EndpointKey, EndpointParams } from './endpoints.ts';
import { routes } from './routes.generated.ts';

export type { RouteDef } from './route-projection.ts';
export { routes };

/** `{ id: string; attachmentId: string }` for '/boost/tickets/:id/attachments/:attachmentId'. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name | keyof PathParams<`/${Rest}`>]: string }
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, never>;

/** Names of a path's `:params` in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1] as string);
}

/**
 * The path with its parameters filled in (URI-encoded), relative to API_BASE_PATH.
 * Throws when a parameter is missing or blank.
 */
export function endpointPath<K extends EndpointKey>(key: K, ...[params]: PathArgs<K>): string {
  const template: string = routes[key].path;
  const values = (params ?? {}) as Record<string, string>;
  return template.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = values[name];
    if (typeof value !== 'string' || value === '') {
      throw new Error(`Missing path parameter '${name}' for ${key}`);
    }
    return encodeURIComponent(value);
  });
}
type PathArgs<K extends EndpointKey> = keyof EndpointParams<K> extends never
  ? [params?: Record<never, never>]
  : [params: EndpointParams<K>];

/** Absolute API path: '/api' + endpointPath. */
export function endpointUrl<K extends EndpointKey>(key: K, ...args: PathArgs<K>): string {
  return `${API_BASE_PATH}${endpointPath(key, ...args)}`;
}

/** Hono/Express-style route pattern for the server: '/api/boost/tickets/:id'. */
export function routePattern(key: EndpointKey): string {
  return `${API_BASE_PATH}${routes[key].path}`;
}
