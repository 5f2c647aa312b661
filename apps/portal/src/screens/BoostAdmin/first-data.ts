import type { User } from '@portal/contract';
import type { FirstDataLoader } from '../../app/first-data.ts';

/** What /boost/admin shows first: its Users tab's list (left to the browser when refused). */
export interface BoostAdminFirstData {
  users?: User[];
}

/** The server render's loader for /boost/admin. */
export const loadFirstData: FirstDataLoader = async ({ api }): Promise<BoostAdminFirstData> => ({
  users: await api.boost.users().catch(() => undefined),
});
