import {
  ASSISTANT_NAME,
  type Assignee,
  type AuditEntry,
  type BoostAgent,
  canManageTickets,
  canUseInternalComments,
  formatDisplayDate,
  labels,
  type Ticket,
} from '@portal/contract';
import { useTicketEdit } from '@portal/state-machines/react';
import {
  ActivityTimeline,
  Badge,
  Card,
  Text,
  TicketInformation,
  TicketQuickActions,
  TicketSummary,
} from '@portal/ui';
import { MessagesSquare } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../../app/api.ts';
import { useCurrentUser } from '../../../app/session.tsx';
import { showToast } from '../../../app/toasts.ts';
import { portalTicketEditMachine } from './machines.ts';
import { TicketAttachments } from './TicketAttachments.tsx';
import { TicketComments } from './TicketComments.tsx';
import * as styles from './TicketDetailDialog.css.ts';

/** Our wording: the spec has no message for an audit trail that cannot be loaded. */
const ACTIVITY_LOAD_FAILED = 'The activity of this ticket could not be loaded.';

interface ActivityState {
  entries: readonly AuditEntry[];
  loading: boolean;
  error: string | undefined;
}

/** People for Quick Actions (managers and admins only). Failures are logged only (spec). */
function usePeople(enabled: boolean) {
  const [assignees, setAssignees] = useState<readonly Assignee[]>([]);
  const [boostAgents, setBoostAgents] = useState<readonly BoostAgent[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    api.boost
      .assignees()
      .then((list) => {
        // Only active people can be given a ticket.
        if (current) setAssignees(list.filter((person) => person.is_active));
      })
      .catch((error: unknown) => console.error('Failed to load the assignee list', error));
    api.boost
      .agents()
      .then((list) => {
        if (current) setBoostAgents(list);
      })
      .catch((error: unknown) => console.error('Failed to load the boost agent list', error));
    return () => {
      current = false;
    };
  }, [enabled]);
  return { assignees, boostAgents };
}

/** The audit trail, reloaded after every change made here. */
function useActivity(ticketId: string) {
  const [state, setState] = useState<ActivityState>({ entries: [], loading: true, error: undefined });
  const generation = useRef(0);
  const reload = useCallback(() => {
    const mine = ++generation.current;
    api.tickets.audit(ticketId).then(
      (entries) => {
        if (mine === generation.current) setState({ entries, loading: false, error: undefined });
      },
      (error: unknown) => {
        console.error('Failed to load the ticket activity', error);
        if (mine === generation.current)
          setState((s) => ({ ...s, loading: false, error: ACTIVITY_LOAD_FAILED }));
      },
    );
  }, [ticketId]);
  useEffect(() => {
    reload();
    return () => {
      generation.current++;
    };
  }, [reload]);
  return { ...state, reload };
}

export interface TicketDetailContentProps {
  initialTicket: Ticket;
  onChanged: () => void;
}

/** The body of the ticket dialog, once the ticket is loaded. */
export default function TicketDetailContent({ initialTicket, onChanged }: TicketDetailContentProps) {
  const user = useCurrentUser();
  const canManage = canManageTickets(user);
  const edit = useTicketEdit(portalTicketEditMachine, { ticket: initialTicket }, showToast);
  // The machine holds the ticket as last loaded: after a save it reloads it itself.
  const { ticket, actor, setPeople } = edit;
  const { assignees, boostAgents } = usePeople(canManage);
  const activity = useActivity(ticket.id);
  const { reload: reloadActivity } = activity;

  // The machine names the people in its change texts, and moves the ticket to an assignee's department.
  useEffect(() => setPeople([...assignees, ...boostAgents]), [setPeople, assignees, boostAgents]);

  // A save has ended (the machine reloaded the ticket): show its audit entries and tell the list.
  const wasSaving = useRef(false);
  useEffect(() => {
    if (wasSaving.current && !edit.saving) {
      reloadActivity();
      onChanged();
    }
    wasSaving.current = edit.saving;
  }, [edit.saving, reloadActivity, onChanged]);

  // A comment or attachment changed the ticket (counts, last updated) and its activity.
  const afterChange = useCallback(() => {
    api.tickets.get(ticket.id).then(
      (fresh) => actor.send({ type: 'ticketEdit.load', ticket: fresh }),
      (error: unknown) => console.error('Failed to reload the ticket', error),
    );
    reloadActivity();
    onChanged();
  }, [actor, ticket.id, reloadActivity, onChanged]);

  const fromChat = !!ticket.conversation_session_id || ticket.source === 'chat';

  return (
    <>
      <div className={styles.meta}>
        <Text size="sm" tone="secondary">
          {labels.createdBy(formatDisplayDate(ticket.created_at, { withTime: true }), ticket.requester_name)}
        </Text>
        {fromChat ? (
          <Badge tone="info" size="sm" icon={<MessagesSquare className={styles.icon} />}>
            Raised from a chat with {ASSISTANT_NAME}
          </Badge>
        ) : null}
      </div>
      <div className={styles.layout}>
        <div className={styles.column}>
          <TicketInformation ticket={ticket} />
          <Card>
            <TicketAttachments ticketId={ticket.id} uploadedBy={user.name} onUploaded={afterChange} />
          </Card>
          <Card>
            <TicketComments
              ticketId={ticket.id}
              authorName={user.name}
              canPostInternal={canUseInternalComments(user)}
              onAdded={afterChange}
            />
          </Card>
          <Card as="section" title="Activity">
            <ActivityTimeline
              entries={activity.entries}
              isLoading={activity.loading}
              errorMessage={activity.error}
            />
          </Card>
        </div>
        <div className={styles.column}>
          {canManage ? (
            <TicketQuickActions
              ticket={ticket}
              assignees={assignees}
              boostAgents={boostAgents}
              draft={edit.draft}
              onDraftChange={edit.change}
              isSaving={edit.saving}
              onSave={edit.save}
            />
          ) : null}
          <TicketSummary ticket={ticket} />
        </div>
      </div>
    </>
  );
}
