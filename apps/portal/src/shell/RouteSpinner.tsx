import { FullPageSpinner } from '@portal/ui';

/** Shown while a route's code or the session loads. */
export function RouteSpinner() {
  return <FullPageSpinner label="Loading..." />;
}
