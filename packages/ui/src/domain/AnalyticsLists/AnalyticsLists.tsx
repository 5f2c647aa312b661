import {
  type ChatAnalytics,
  KNOWLEDGE_GAPS_LIMIT,
  MOST_ASKED_QUESTIONS_LIMIT,
  TICKET_CONVERSATIONS_LIMIT,
} from '@portal/contract';
import { MessageSquare, ExternalLink as OpenIcon } from 'lucide-react';
import { Button as RACButton } from 'react-aria-components';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.tsx';
import { cx } from '../../utils.ts';
import { DateText } from '../DateText/DateText.tsx';
import * as styles from './AnalyticsLists.css.ts';

type Question = ChatAnalytics['most_asked_questions'][number];
type TicketConversation = ChatAnalytics['conversations_leading_to_tickets'][number];
type KnowledgeGap = ChatAnalytics['knowledge_gaps'][number];

function Empty({ title, description }: { title: string; description: string }) {
  return (
    <EmptyState headingLevel={4} icon={<MessageSquare size={24} />} title={title} description={description} />
  );
}

export interface MostAskedQuestionsProps {
  /** Questions with their counts, most asked first; the first 10 show. */
  questions: readonly Question[];
}

/** Most asked questions (top 10). */
export function MostAskedQuestions({ questions }: MostAskedQuestionsProps) {
  const shown = questions.slice(0, MOST_ASKED_QUESTIONS_LIMIT);
  return (
    <Card as="section" title="Most Asked Questions" description={`Top ${MOST_ASKED_QUESTIONS_LIMIT}`}>
      {shown.length === 0 ? (
        <Empty title="No questions yet" description="Questions appear once people use the assistant." />
      ) : (
        <ol className={styles.list}>
          {shown.map((entry, index) => (
            <li key={entry.question} className={styles.item}>
              <span className={styles.rank}>{index + 1}.</span>
              <span className={styles.text}>{entry.question}</span>
              <Badge tone="neutral" size="sm">
                {entry.count}
                <VisuallyHidden> times</VisuallyHidden>
              </Badge>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

export interface TicketConversationsProps {
  /** Conversations that led to a ticket, newest first; the first 8 show. */
  conversations: readonly TicketConversation[];
  /** Open the conversation (the screen goes to /chat?session={sessionId}). */
  onOpenConversation: (sessionId: string) => void;
  /** IANA time zone of the dates. @default the browser's */
  timeZone?: string;
}

/** Conversations leading to tickets (top 8); pressing one opens it. */
export function TicketConversations({
  conversations,
  onOpenConversation,
  timeZone,
}: TicketConversationsProps) {
  const shown = conversations.slice(0, TICKET_CONVERSATIONS_LIMIT);
  return (
    <Card
      as="section"
      title="Conversations Leading to Tickets"
      description={`Latest ${TICKET_CONVERSATIONS_LIMIT}`}
    >
      {shown.length === 0 ? (
        <Empty title="No tickets from chat" description="No conversation has ended in a ticket yet." />
      ) : (
        <ul className={styles.list}>
          {shown.map((entry) => (
            <li key={entry.session_id}>
              <RACButton
                className={cx(styles.item, styles.pressable)}
                onPress={() => onOpenConversation(entry.session_id)}
              >
                <span className={styles.text}>
                  {entry.question}
                  <span className={styles.meta}>
                    {entry.user} · {entry.reason}
                    {entry.ticket_number ? ` · ${entry.ticket_number}` : ''} ·{' '}
                    <DateText value={entry.timestamp} timeZone={timeZone} />
                  </span>
                </span>
                <OpenIcon size={16} aria-hidden="true" />
                <VisuallyHidden> (open conversation)</VisuallyHidden>
              </RACButton>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export interface KnowledgeGapsProps {
  /** Questions nothing relevant was found for, newest first; the first 10 show. */
  gaps: readonly KnowledgeGap[];
  /** IANA time zone of the dates. @default the browser's */
  timeZone?: string;
}

/** Knowledge gaps (top 10): questions the knowledge base could not answer. */
export function KnowledgeGaps({ gaps, timeZone }: KnowledgeGapsProps) {
  const shown = gaps.slice(0, KNOWLEDGE_GAPS_LIMIT);
  return (
    <Card as="section" title="Knowledge Gaps" description={`Top ${KNOWLEDGE_GAPS_LIMIT}`}>
      {shown.length === 0 ? (
        <Empty title="No knowledge gaps" description="Every question found relevant documents." />
      ) : (
        <ul className={styles.list}>
          {shown.map((entry) => (
            <li key={`${entry.timestamp}-${entry.user}-${entry.question}`} className={styles.item}>
              <span className={styles.text}>
                {entry.question}
                <span className={styles.meta}>
                  {entry.user} · {entry.reason} · <DateText value={entry.timestamp} timeZone={timeZone} />
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export interface AnalyticsListsProps {
  /** The chat analytics answer (only its three lists are read). */
  analytics: Pick<
    ChatAnalytics,
    'most_asked_questions' | 'conversations_leading_to_tickets' | 'knowledge_gaps'
  >;
  /** Open a conversation that led to a ticket (/chat?session={sessionId}). */
  onOpenConversation: (sessionId: string) => void;
  /** IANA time zone of the dates. @default the browser's */
  timeZone?: string;
}

/** The Chat Analytics lists: most asked questions, conversations leading to tickets, knowledge gaps. */
export function AnalyticsLists({ analytics, onOpenConversation, timeZone }: AnalyticsListsProps) {
  return (
    <div className={styles.grid}>
      <MostAskedQuestions questions={analytics.most_asked_questions} />
      <TicketConversations
        conversations={analytics.conversations_leading_to_tickets}
        onOpenConversation={onOpenConversation}
        timeZone={timeZone}
      />
      <KnowledgeGaps gaps={analytics.knowledge_gaps} timeZone={timeZone} />
    </div>
  );
}
