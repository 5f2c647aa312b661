import type { Comment } from '@portal/contract';
import { type CommentDraft, CommentList } from '@portal/ui';
import { useEffect, useState } from 'react';
import { api } from '../../../app/api.ts';

export interface TicketCommentsProps {
  ticketId: string;
  /** Sent as author_name (the server takes the author from the token). */
  authorName: string;
  /** Agent, manager and admin get 'Internal comment (staff only)'. */
  canPostInternal: boolean;
  /** After a comment was stored. */
  onAdded: () => void;
}

/**
 * The ticket's comments and composer. Comment failures are logged only (spec): a failed load shows
 * the empty list, a failed send keeps the text in the composer.
 */
export function TicketComments({ ticketId, authorName, canPostInternal, onAdded }: TicketCommentsProps) {
  const [comments, setComments] = useState<readonly Comment[]>([]);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let current = true;
    api.tickets
      .comments(ticketId)
      .then((list) => {
        if (current) setComments(list);
      })
      .catch((error: unknown) => console.error('Failed to load comments', error))
      .finally(() => {
        if (current) setLoading(false);
      });
    return () => {
      current = false;
    };
  }, [ticketId]);

  const submit = async (draft: CommentDraft) => {
    try {
      const created = await api.tickets.addComment(ticketId, { ...draft, author_name: authorName });
      setComments((list) => [...list, created]);
      onAdded();
    } catch (error) {
      console.error('Failed to add comment', error);
      // Rejecting keeps the text in the composer.
      throw error;
    }
  };

  return (
    <CommentList
      comments={comments}
      isLoading={loading}
      canPostInternal={canPostInternal}
      onSubmit={submit}
    />
  );
}
