import type { FirstDataLoader } from '../../app/first-data.ts';
import { fetchDashboardStats } from './useDashboardStats.ts';

/** The server render's loader for the dashboard: the figures. */
export const loadFirstData: FirstDataLoader = ({ api }) => fetchDashboardStats(api);
