import { messages } from '@portal/contract';
import { CircleAlert, MessagesSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import type { HeadingLevel } from '../../components/Heading/Heading.tsx';

export interface NoMessagesProps {
  /** The conversation could not be loaded: shows 'Failed to load conversation messages.' instead. @default false */
  isError?: boolean;
  /** A line under the title. */
  description?: ReactNode;
  /** A next step, e.g. a 'New Conversation' button. */
  action?: ReactNode;
  /** @default 2 */
  headingLevel?: HeadingLevel;
  className?: string;
}

/** What a loaded conversation without messages shows: 'No Messages' (or the load failure). */
export function NoMessages({
  isError = false,
  description,
  action,
  headingLevel,
  className,
}: NoMessagesProps) {
  return (
    <div role={isError ? 'alert' : undefined} className={className}>
      <EmptyState
        icon={isError ? <CircleAlert size={24} /> : <MessagesSquare size={24} />}
        title={isError ? messages.conversationMessagesLoadFailed : messages.noMessages}
        description={description}
        action={action}
        headingLevel={headingLevel}
      />
    </div>
  );
}
