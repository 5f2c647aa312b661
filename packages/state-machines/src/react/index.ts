/**
 * React bindings: one hook per machine, each taking the machine with its actors already
 * provided (`loginMachine.provide({ actors: ... })`), returning narrow values and commands.
 * Components re-render only when what they read changes (`useSelector`).
 */
import { UNREAD_BADGE_MAX, UNREAD_BADGE_OVERFLOW_TEXT, unreadCount } from '@portal/contract';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import type { ChatMessageView, ChatStreamingMachine } from '../machines/chat-streaming.ts';
import type { ApprovalDocument, DocumentApprovalMachine } from '../machines/document-approval.ts';
import type { LoginMachine } from '../machines/login.ts';
import type { NewsCarouselMachine } from '../machines/news-carousel.ts';
import { connectionBadge, type NotificationConnectionMachine } from '../machines/notification-connection.ts';
import { canSaveTicket, type EditableTicket, type TicketEditMachine } from '../machines/ticket-edit.ts';
import type {
  CategoryTree,
  TicketFormField,
  TicketFormMachine,
  TicketFormRequester,
} from '../machines/ticket-form.ts';
import type { QueueFile, UploadQueueMachine } from '../machines/upload-queue.ts';
import type { Toast } from '../shared.ts';

/** The unread badge text: the count, '99+' above 99, nothing at 0. */
export function unreadBadgeText(count: number): string {
  if (count <= 0) return '';
  return count > UNREAD_BADGE_MAX ? UNREAD_BADGE_OVERFLOW_TEXT : String(count);
}

/** Calls `onToast` for every `toast` a machine emits, for as long as the component is mounted. */
export function useToasts(actor: AnyActorRef, onToast: ((toast: Toast) => void) | undefined): void {
  useEffect(() => {
    if (!onToast) return;
    const subscription = actor.on('toast', (event: { toast: Toast }) => onToast(event.toast));
    return () => subscription.unsubscribe();
  }, [actor, onToast]);
}

/** Sign-in state and commands. */
export function useLogin(machine: LoginMachine) {
  const actor = useActorRef(machine);
  const status = useSelector(actor, (s) =>
    s.matches('restoring')
      ? 'restoring'
      : s.matches('authenticating') || s.matches('signingOut')
        ? 'authenticating'
        : s.matches('signedIn')
          ? 'signedIn'
          : s.matches('callbackFailed')
            ? 'callbackFailed'
            : 'signedOut',
  );
  const user = useSelector(actor, (s) => s.context.user);
  const error = useSelector(actor, (s) => s.context.error);
  const corporateAvailable = useSelector(
    actor,
    (s) => s.context.corporateConfigLoaded && !!s.context.corporateConfig,
  );
  const corporateConfigLoaded = useSelector(actor, (s) => s.context.corporateConfigLoaded);
  return useMemo(
    () => ({
      actor,
      status,
      user,
      error,
      corporateAvailable,
      corporateConfigLoaded,
      submit: (email: string, personalCode: string) =>
        actor.send({ type: 'login.submit', email, personalCode }),
      signInCorporate: (email: string) => actor.send({ type: 'login.corporate', email }),
      completeCallback: (params: { code?: string | null; state?: string | null; error?: string | null }) =>
        actor.send({ type: 'login.callback', ...params }),
      signOut: () => actor.send({ type: 'login.signOut' }),
      sessionExpired: () => actor.send({ type: 'login.sessionExpired' }),
      dismissError: () => actor.send({ type: 'login.dismissError' }),
    }),
    [actor, status, user, error, corporateAvailable, corporateConfigLoaded],
  );
}

/** A conversation's messages and the send / stop commands. */
export function useChatStreaming(
  machine: ChatStreamingMachine,
  input: { sessionId?: string | null; messages?: ChatMessageView[] } = {},
  onToast?: (toast: Toast) => void,
) {
  const actor = useActorRef(machine, { input });
  useToasts(actor, onToast);
  const messages = useSelector(actor, (s) => s.context.messages);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const streaming = useSelector(actor, (s) => s.matches({ busy: 'streaming' }));
  const error = useSelector(actor, (s) => s.context.error);
  const sessionId = useSelector(actor, (s) => s.context.sessionId);
  return useMemo(
    () => ({
      actor,
      messages,
      busy,
      streaming,
      error,
      sessionId,
      send: (text: string) => actor.send({ type: 'chat.send', text }),
      stop: () => actor.send({ type: 'chat.stop' }),
      newConversation: (id: string | null) => actor.send({ type: 'chat.newConversation', sessionId: id }),
      loadMessages: (id: string, list: ChatMessageView[]) =>
        actor.send({ type: 'chat.loadMessages', sessionId: id, messages: list }),
    }),
    [actor, messages, busy, streaming, error, sessionId],
  );
}

/** One document's approval controls. */
export function useDocumentApproval(
  machine: DocumentApprovalMachine,
  document: ApprovalDocument,
  onToast?: (toast: Toast) => void,
) {
  const actor = useActorRef(machine, { input: { document } });
  useToasts(actor, onToast);
  const status = useSelector(actor, (s) => s.context.document.approval_status);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const canDecide = useSelector(actor, (s) => s.matches('pending_approval'));
  const outcome = useSelector(actor, (s) => s.context.outcome);
  const error = useSelector(actor, (s) => s.context.error);
  return useMemo(
    () => ({
      actor,
      status,
      busy,
      canDecide,
      outcome,
      error,
      approve: () => actor.send({ type: 'document.approve' }),
      reject: (notes: string) => actor.send({ type: 'document.reject', notes }),
    }),
    [actor, status, busy, canDecide, outcome, error],
  );
}

/** The bell: list, unread count and badge text, connection badge, and the list commands. */
export function useNotificationConnection(machine: NotificationConnectionMachine) {
  const actor = useActorRef(machine);
  const notifications = useSelector(actor, (s) => s.context.notifications);
  const count = useSelector(actor, (s) => unreadCount(s.context.notifications));
  const badge = useSelector(actor, (s) => connectionBadge(s));
  return useMemo(
    () => ({
      actor,
      notifications,
      unreadCount: count,
      unreadBadgeText: unreadBadgeText(count),
      badge,
      markRead: (id: string) => actor.send({ type: 'notifications.markRead', id }),
      markAllRead: () => actor.send({ type: 'notifications.markAllRead' }),
      clearAll: () => actor.send({ type: 'notifications.clearAll' }),
    }),
    [actor, notifications, count, badge],
  );
}

/** The ticket's Quick Actions. */
export function useTicketEdit(
  machine: TicketEditMachine,
  input: { ticket: EditableTicket; userName: string },
  onToast?: (toast: Toast) => void,
) {
  const actor = useActorRef(machine, { input });
  useToasts(actor, onToast);
  const draft = useSelector(actor, (s) => s.context.draft);
  const ticket = useSelector(actor, (s) => s.context.ticket);
  const canSave = useSelector(actor, canSaveTicket);
  const saving = useSelector(actor, (s) => s.hasTag('busy'));
  return useMemo(
    () => ({
      actor,
      draft,
      ticket,
      canSave,
      saving,
      setStatus: (value: string) => actor.send({ type: 'ticketEdit.set', field: 'status', value }),
      setPriority: (value: string) => actor.send({ type: 'ticketEdit.set', field: 'priority', value }),
      setTier: (tier: number) => actor.send({ type: 'ticketEdit.setTier', tier }),
      assign: (id: string, name?: string | null, department?: string | null) =>
        actor.send({ type: 'ticketEdit.assign', id, name, department }),
      setBoostAgent: (id: string, name?: string | null) =>
        actor.send({ type: 'ticketEdit.setBoostAgent', id, name }),
      save: () => actor.send({ type: 'ticketEdit.save' }),
      reset: () => actor.send({ type: 'ticketEdit.reset' }),
    }),
    [actor, draft, ticket, canSave, saving],
  );
}

/** The new-ticket dialog's values, errors and commands. */
export function useTicketForm(
  machine: TicketFormMachine,
  input: {
    categories: CategoryTree;
    requester?: TicketFormRequester | null;
    assigneeNames?: Record<string, string>;
  },
  onToast?: (toast: Toast) => void,
) {
  const actor = useActorRef(machine, { input });
  useToasts(actor, onToast);
  const values = useSelector(actor, (s) => s.context.values);
  const errors = useSelector(actor, (s) => s.context.errors);
  const submitting = useSelector(actor, (s) => s.hasTag('busy'));
  const submitted = useSelector(actor, (s) => s.status === 'done');
  return useMemo(
    () => ({
      actor,
      values,
      errors,
      submitting,
      submitted,
      change: (field: TicketFormField, value: string) =>
        actor.send({ type: 'ticketForm.change', field, value }),
      prefillFromChat: (question: string, answer: string, sessionId?: string | null) =>
        actor.send({ type: 'ticketForm.prefillFromChat', question, answer, sessionId }),
      submit: () => actor.send({ type: 'ticketForm.submit' }),
      reset: () => actor.send({ type: 'ticketForm.reset' }),
    }),
    [actor, values, errors, submitting, submitted],
  );
}

/** Attachment uploads. */
export function useUploadQueue(machine: UploadQueueMachine, onToast?: (toast: Toast) => void) {
  const actor = useActorRef(machine);
  useToasts(actor, onToast);
  const items = useSelector(actor, (s) => s.context.items);
  const uploading = useSelector(actor, (s) => s.hasTag('busy'));
  return useMemo(
    () => ({
      actor,
      items,
      uploading,
      add: (files: QueueFile[]) => actor.send({ type: 'uploads.add', files }),
      cancel: (id: string) => actor.send({ type: 'uploads.cancel', id }),
      clearFinished: () => actor.send({ type: 'uploads.clearFinished' }),
    }),
    [actor, items, uploading],
  );
}

/** The news carousel: current index, paused flag, and hover / dot commands. */
export function useNewsCarousel(machine: NewsCarouselMachine, count: number) {
  const actor = useActorRef(machine, { input: { count } });
  const index = useSelector(actor, (s) => s.context.index);
  const paused = useSelector(actor, (s) => s.matches('paused'));
  return useMemo(
    () => ({
      actor,
      index,
      paused,
      hover: () => actor.send({ type: 'carousel.hover' }),
      leave: () => actor.send({ type: 'carousel.leave' }),
      goTo: (i: number) => actor.send({ type: 'carousel.goTo', index: i }),
      next: () => actor.send({ type: 'carousel.next' }),
      previous: () => actor.send({ type: 'carousel.previous' }),
    }),
    [actor, index, paused],
  );
}

export type { ActorRefFrom };
