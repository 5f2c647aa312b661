import { Heading } from '@portal/ui';
import { usePageTitle } from '../../app/page-title.ts';

/** Placeholder: built in the portal issue. */
export default function TicketListScreen() {
  usePageTitle('Boost');
  return <Heading level={1}>Boost</Heading>;
}
