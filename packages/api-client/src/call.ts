import {
  buildQuery,
  type EndpointBody,
  type EndpointKey,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  endpointPath,
  type RouteDef,
  routes,
} from '@portal/contract';
import type { Options } from 'ky';
import type { CallContext, Http } from './http.ts';

/** What one call takes: path parameters, query, body, abort signal (each only when the call has it). */
export type CallArgs<K extends EndpointKey> = (keyof EndpointParams<K> extends never
  ? { params?: undefined }
  : { params: EndpointParams<K> }) &
  (EndpointQuery<K> extends undefined ? { query?: undefined } : { query?: EndpointQuery<K> }) &
  (EndpointBody<K> extends undefined ? { body?: undefined } : { body: EndpointBody<K> }) & {
    signal?: AbortSignal;
  };

/** Call functions whose arguments are all optional can be called without them. */
type MaybeArgs<K extends EndpointKey> =
  object extends CallArgs<K> ? [args?: CallArgs<K>] : [args: CallArgs<K>];

/** A typed call of one entry of the contract's endpoint catalogue. */
export type Call = <K extends EndpointKey>(key: K, ...args: MaybeArgs<K>) => Promise<EndpointResponse<K>>;

function formBody(body: unknown): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (value !== undefined && value !== null) form.set(key, String(value));
  }
  return form;
}

/**
 * Makes `call(key, args)`: method, path, auth and body encoding come from the contract's
 * endpoint catalogue, so the client cannot drift from what the server declares.
 */
export function createCall(http: Http): Call {
  return (<K extends EndpointKey>(key: K, args?: CallArgs<K>) => {
    const def = routes[key] as RouteDef;
    const path = (endpointPath as (k: EndpointKey, p?: object) => string)(key, args?.params ?? undefined);
    const init: Options & { context: CallContext } = {
      method: def.method.toLowerCase(),
      context: { auth: def.auth === 'bearer' },
    };
    if (args?.query) init.searchParams = buildQuery(args.query as object);
    if (args?.signal) init.signal = args.signal;
    if (args?.body !== undefined) {
      if (def.bodyEncoding === 'form') {
        init.body = formBody(args.body);
        // The corporate callback relies on the session cookie set during the redirect.
        init.credentials = 'include';
      } else {
        init.json = args.body;
      }
    }
    return http.json<EndpointResponse<K>>(path, init);
  }) as Call;
}
