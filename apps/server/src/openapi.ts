import { buildOpenApiDocument } from '@portal/contract';

let cached: ReturnType<typeof buildOpenApiDocument> | undefined;

/** Generated once from the contract's endpoint catalogue. */
export function openApiDocument() {
  cached ??= buildOpenApiDocument({ title: 'Portal API', version: '0.1.0' });
  return cached;
}
