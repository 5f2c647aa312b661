import { classificationLabels, formatDisplayDate, HUB_CHANNEL, labels, type Ticket } from '@portal/contract';
import { ExternalLink, MessagesSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as RACLink } from 'react-aria-components';
import { button } from '../../components/Button/Button.css.ts';
import { Card } from '../../components/Card/Card.tsx';
import type { HeadingLevel } from '../../components/Heading/Heading.tsx';
import { Heading } from '../../components/Heading/Heading.tsx';
import { Text } from '../../components/Text/Text.tsx';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.tsx';
import { PriorityBadge } from '../PriorityBadge/PriorityBadge.tsx';
import { SafeHtml } from '../SafeHtml/SafeHtml.tsx';
import { StatusBadge } from '../StatusBadge/StatusBadge.tsx';
import * as styles from './TicketInformation.css.ts';

/** Where 'View Full Conversation' leads by default: the chat with that session open. */
export function defaultConversationHref(sessionId: string): string {
  return `/chat?session=${encodeURIComponent(sessionId)}`;
}

export interface TicketInformationProps {
  /** The ticket to describe. */
  ticket: Ticket;
  /** The URL of a chat session ('View Full Conversation' opens it in a new tab). @default '/chat?session={id}' */
  conversationHref?: (sessionId: string) => string;
  /** Show the debug line (session, channel, source) in the Original Conversation block. @default true */
  showDebug?: boolean;
  /** IANA time zone of the dates. @default the browser's */
  timeZone?: string;
  /** Outline level of the section title. @default 3 */
  headingLevel?: HeadingLevel;
  className?: string;
}

function Field({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

/** A value, or its fallback text ('None', 'Unassigned', 'Not set') in a quieter style. */
function orFallback(value: ReactNode | null | undefined, fallback: string): ReactNode {
  return value === null || value === undefined || value === '' ? (
    <span className={styles.fallback}>{fallback}</span>
  ) : (
    value
  );
}

/**
 * The 'Ticket Information' section of the ticket dialog: status and priority, the description
 * (sanitized HTML), every field with its fallback, and the Original Conversation block for tickets
 * raised from the chat or through the Hub.
 */
export function TicketInformation({
  ticket,
  conversationHref = defaultConversationHref,
  showDebug = true,
  timeZone,
  headingLevel = 3,
  className,
}: TicketInformationProps) {
  const session = ticket.conversation_session_id;
  const showConversation = !!session || ticket.channel === HUB_CHANNEL;
  const subLevel = Math.min(headingLevel + 1, 6) as HeadingLevel;
  return (
    <Card as="section" title="Ticket Information" headingLevel={headingLevel} className={className}>
      <div className={styles.badges}>
        <StatusBadge status={ticket.status} />
        <PriorityBadge priority={ticket.priority} />
      </div>
      <div className={styles.section}>
        <Heading level={subLevel} size="sm">
          Description
        </Heading>
        <SafeHtml html={ticket.description} className={styles.description} />
      </div>
      <dl className={styles.fields}>
        <Field term="Department">{ticket.support_department}</Field>
        <Field term="Category">{orFallback(ticket.category, labels.none)}</Field>
        <Field term="Subcategory">{orFallback(ticket.subcategory, labels.none)}</Field>
        <Field term="Classification">{classificationLabels[ticket.classification]}</Field>
        <Field term="Business unit">{orFallback(ticket.business_unit_name, labels.none)}</Field>
        <Field term="Owner">{orFallback(ticket.owner_name, labels.unassigned)}</Field>
        <Field term="Boost agent">{orFallback(ticket.boost_agent_name, labels.none)}</Field>
        <Field term="Due">
          {ticket.due_at ? (
            <time dateTime={ticket.due_at}>
              {formatDisplayDate(ticket.due_at, { timeZone, withTime: true })}
            </time>
          ) : (
            orFallback(null, labels.notSet)
          )}
        </Field>
        <Field term="Created">
          <time dateTime={ticket.created_at}>
            {formatDisplayDate(ticket.created_at, { timeZone, withTime: true })}
          </time>
        </Field>
      </dl>
      {showConversation ? (
        <div className={styles.conversation} data-testid="original-conversation">
          <Heading level={subLevel} size="sm">
            {labels.originalConversation}
          </Heading>
          {session ? (
            <RACLink
              href={conversationHref(session)}
              target="_blank"
              rel="noopener noreferrer"
              className={button({ variant: 'secondary', size: 'sm' })}
            >
              <MessagesSquare aria-hidden="true" className={styles.icon} />
              {labels.viewFullConversation}
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              <ExternalLink aria-hidden="true" className={styles.icon} />
            </RACLink>
          ) : (
            <Text size="sm" tone="secondary">
              No chat conversation is linked to this ticket.
            </Text>
          )}
          {showDebug ? (
            <span className={styles.debug}>
              session: {session ?? 'none'} · channel: {ticket.channel || 'none'} · source:{' '}
              {ticket.source ?? 'none'}
            </span>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}
