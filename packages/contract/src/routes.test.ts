import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints.ts';
import { routeOf } from './route-projection.ts';
import { endpointPath, routePattern, routes } from './routes.ts';

describe('the generated route table', () => {
  it('is exactly the run-time projection of the endpoint catalogue (else: npm run generate -w @portal/contract)', () => {
    const projected = Object.fromEntries(Object.entries(endpoints).map(([key, def]) => [key, routeOf(def)]));
    expect(routes).toEqual(projected);
  });

  it('fills path parameters, encoded, and refuses a blank one', () => {
    expect(endpointPath('tickets.attachments.download', { id: 'a b', attachmentId: 'x/y' })).toBe(
      '/boost/tickets/a%20b/attachments/x%2Fy',
    );
    expect(() => endpointPath('tickets.get', { id: '' })).toThrow(
      "Missing path parameter 'id' for tickets.get",
    );
    expect(routePattern('tickets.get')).toBe('/api/boost/tickets/:id');
  });
});
