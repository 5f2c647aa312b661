import { ASSISTANT_NAME, labels } from '@portal/contract';
import { BookOpen, MessageCircle, Ticket } from 'lucide-react';
import { Link } from 'react-aria-components';
import * as styles from './QuickActions.css.ts';

export interface QuickActionsProps {
  /** The assistant's first name, shown as 'Ask {name}'. @default ASSISTANT_NAME ('James') */
  assistantName?: string;
  /** Where 'Ask {name}' goes. @default '/chat' */
  chatHref?: string;
  /** Where 'My Tickets' goes. @default '/boost' */
  ticketsHref?: string;
  /** Where 'Manage Knowledge Base' goes. @default '/documents' */
  documentsHref?: string;
}

/**
 * The dashboard's three quick actions. They are links (`href`), so they follow the app's
 * react-aria `RouterProvider` for client-side navigation.
 */
export function QuickActions({
  assistantName = ASSISTANT_NAME,
  chatHref = '/chat',
  ticketsHref = '/boost',
  documentsHref = '/documents',
}: QuickActionsProps) {
  const actions = [
    {
      id: 'chat',
      title: `Ask ${assistantName}`,
      description: 'Get answers from approved company policies',
      href: chatHref,
      Icon: MessageCircle,
    },
    {
      id: 'tickets',
      title: labels.myTickets,
      description: 'Raise and follow your BOOST support tickets',
      href: ticketsHref,
      Icon: Ticket,
    },
    {
      id: 'documents',
      title: labels.manageKnowledgeBase,
      description: 'Browse and upload documents by department',
      href: documentsHref,
      Icon: BookOpen,
    },
  ];
  return (
    <nav aria-label="Quick actions" className={styles.wrapper}>
      <ul className={styles.list}>
        {actions.map(({ id, title, description, href, Icon }) => (
          <li key={id}>
            <Link href={href} className={styles.tile} data-action={id}>
              <span className={styles.icon} aria-hidden="true">
                <Icon size={20} />
              </span>
              <span className={styles.texts}>
                <span className={styles.title}>{title}</span>
                <span className={styles.description}>{description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
