import { Heading } from '@portal/ui';
import { usePageTitle } from '../../app/page-title.ts';

/** Placeholder: built in the portal issue. */
export default function DashboardScreen() {
  usePageTitle('Dashboard');
  return <Heading level={1}>Dashboard</Heading>;
}
