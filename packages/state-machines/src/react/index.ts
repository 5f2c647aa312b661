/**
 * React bindings: one hook per machine, each taking the machine with its actors already
 * provided (`loginMachine.provide({ actors: ... })`), returning narrow values and commands.
 * Components re-render only when what they read changes (`useSelector`).
 */
import type { SuggestedTicket } from '@portal/contract';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ChatStreamingMachine, ChatThreadMessage } from '../machines/chat-streaming.ts';
import type { ApprovalDocument, DocumentApprovalMachine } from '../machines/document-approval.ts';
import type { LoginInput, LoginMachine } from '../machines/login.ts';
import type { NewsCarouselMachine } from '../machines/news-carousel.ts';
import type {
  CategoryTree,
  TicketFormField,
  TicketFormMachine,
  TicketFormRequester,
} from '../machines/ticket-form.ts';
import type { QueueFile, UploadQueueInput, UploadQueueMachine } from '../machines/upload-queue.ts';
import type { Toast } from '../shared.ts';
import { useToasts } from './toasts.ts';

/** Sign-in state and commands. */
export function useLogin(machine: LoginMachine, input?: LoginInput) {
  // Read once, when the actor starts (a server render's user); later changes are events.
  const actor = useActorRef(machine, { input });
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
  input: { sessionId?: string | null; messages?: ChatThreadMessage[] } = {},
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
      loadMessages: (id: string, list: ChatThreadMessage[]) =>
        actor.send({ type: 'chat.loadMessages', sessionId: id, messages: list }),
    }),
    [actor, messages, busy, streaming, error, sessionId],
  );
}

/** One document's approval controls; `confirming` while a flagged document's passages wait for confirm or cancel. */
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
  // The instruction-like passages are on screen, waiting for confirm or cancel.
  const confirming = useSelector(actor, (s) => s.matches('confirming'));
  const outcome = useSelector(actor, (s) => s.context.outcome);
  const error = useSelector(actor, (s) => s.context.error);
  return useMemo(
    () => ({
      actor,
      status,
      busy,
      canDecide,
      confirming,
      outcome,
      error,
      approve: () => actor.send({ type: 'document.approve' }),
      confirm: () => actor.send({ type: 'document.confirm' }),
      cancel: () => actor.send({ type: 'document.cancel' }),
      reject: (notes: string) => actor.send({ type: 'document.reject', notes }),
    }),
    [actor, status, busy, canDecide, confirming, outcome, error],
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
      prefillFromChat: (
        question: string,
        answer: string,
        sessionId?: string | null,
        suggestedTicket?: SuggestedTicket | null,
      ) => actor.send({ type: 'ticketForm.prefillFromChat', question, answer, sessionId, suggestedTicket }),
      submit: () => actor.send({ type: 'ticketForm.submit' }),
      reset: () => actor.send({ type: 'ticketForm.reset' }),
    }),
    [actor, values, errors, submitting, submitted],
  );
}

/** Attachment uploads (or documents, with `input.maxBytes`). */
export function useUploadQueue(
  machine: UploadQueueMachine,
  onToast?: (toast: Toast) => void,
  input?: UploadQueueInput,
) {
  const actor = useActorRef(machine, { input });
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

/**
 * The news carousel: the current slide, whether automatic rotation is on (`playing`, the play / stop
 * button) and whether it is advancing right now (`rotating`: playing, not hovered or focused, more
 * than one slide), with commands for the pointer, focus, the button, dots and previous / next.
 * Fits `NewsCarousel` of `@portal/ui` prop for prop (`carouselProps`).
 */
export function useNewsCarousel(machine: NewsCarouselMachine, count: number) {
  const actor = useActorRef(machine, { input: { count } });
  const index = useSelector(actor, (s) => s.context.index);
  const playing = useSelector(actor, (s) => s.matches('playing'));
  const rotating = useSelector(actor, (s) => s.matches({ playing: 'rotating' }) && s.context.count > 1);
  return useMemo(() => {
    const hover = () => actor.send({ type: 'carousel.hover' });
    const leave = () => actor.send({ type: 'carousel.leave' });
    const focus = () => actor.send({ type: 'carousel.focus' });
    const blur = () => actor.send({ type: 'carousel.blur' });
    const play = () => actor.send({ type: 'carousel.play' });
    const stop = () => actor.send({ type: 'carousel.stop' });
    const goTo = (i: number) => actor.send({ type: 'carousel.goTo', index: i });
    return {
      actor,
      index,
      playing,
      rotating,
      /** Not advancing right now (held, stopped, or a single slide). */
      paused: !rotating,
      hover,
      leave,
      focus,
      blur,
      play,
      stop,
      goTo,
      next: () => actor.send({ type: 'carousel.next' }),
      previous: () => actor.send({ type: 'carousel.previous' }),
      /** The controlled props of a carousel component: index, playing, rotating and the callbacks. */
      carouselProps: {
        index,
        playing,
        rotating,
        onIndexChange: goTo,
        onPlayingChange: (value: boolean) => (value ? play() : stop()),
        onHoverChange: (value: boolean) => (value ? hover() : leave()),
        onFocusWithinChange: (value: boolean) => (value ? focus() : blur()),
      },
    };
  }, [actor, index, playing, rotating]);
}

// Hooks whose machines carry run-time helpers live in their own modules, so an app bundling
// only `useLogin` does not pull in the notification or ticket-edit machines.
export { useNotificationConnection } from './notifications.ts';
export { useTicketEdit } from './ticket-edit.ts';
export { useToasts } from './toasts.ts';
export type { ActorRefFrom };
