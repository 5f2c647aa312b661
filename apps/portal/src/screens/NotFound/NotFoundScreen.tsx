import { EmptyState, Link } from '@portal/ui';
import { usePageTitle } from '../../app/page-title.ts';

/** Any unknown path, including /admin for non-admins (the route is not registered for them). */
export default function NotFoundScreen() {
  usePageTitle('Page not found');
  return (
    <EmptyState
      headingLevel={1}
      title="Page not found"
      description="This page does not exist or is not available to your account."
      action={<Link href="/">Back to the dashboard</Link>}
    />
  );
}
