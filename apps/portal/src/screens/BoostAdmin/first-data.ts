import type { User } from '@portal/contract';
import type { PortalApi } from '../../app/api.ts';

/** What /boost/admin shows first: its Users tab's list (left to the browser when refused). */
export interface BoostAdminFirstData {
  users?: User[];
}

/** The server render's loader for /boost/admin. */
export async function loadBoostAdminFirstData(client: PortalApi): Promise<BoostAdminFirstData> {
  return { users: await client.boost.users().catch(() => undefined) };
}
