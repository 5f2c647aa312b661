import type { BodyEncoding, EndpointAuth, HttpMethod } from './endpoints.ts';

/** What a client needs at run time to send one call: no schemas. */
export interface RouteDef {
  readonly method: HttpMethod;
  readonly path: string;
  readonly auth: EndpointAuth;
  readonly bodyEncoding?: BodyEncoding;
}

/** The run-time part of an endpoint definition (`bodyEncoding` only when not JSON). */
export function routeOf(def: {
  method: HttpMethod;
  path: string;
  auth: EndpointAuth;
  bodyEncoding?: BodyEncoding;
}): RouteDef {
  return {
    method: def.method,
    path: def.path,
    auth: def.auth,
    ...(def.bodyEncoding && def.bodyEncoding !== 'json' ? { bodyEncoding: def.bodyEncoding } : {}),
  };
}
