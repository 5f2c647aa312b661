import { saveFile, toApiError } from '@portal/api-client';
import {
  type ChatSession,
  canAccessAdmin,
  type FeedbackRating,
  labels,
  type ReferencedDocument,
  userHasPermission,
} from '@portal/contract';
import { useChatStreaming } from '@portal/state-machines/react';
import {
  CacheBadge,
  ChatComposer,
  ConversationList,
  Heading,
  ModelBadge,
  media,
  NoMessages,
  PopularQuestions,
  Spinner,
  Text,
  useMediaQuery,
  VisuallyHidden,
} from '@portal/ui';
import {
  memo,
  type ReactNode,
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../app/api.ts';
import { useFirstData } from '../../app/first-data.ts';
import { HydratesApart } from '../../app/hydration.tsx';
import { usePageTitle } from '../../app/page-title.ts';
import { useCurrentUser } from '../../app/session.tsx';
import { showToast, toast } from '../../app/toasts.ts';
import * as layout from '../../shell/page.css.ts';
import * as styles from './ChatScreen.css.ts';
import { ChatTicketDialog, type ChatTicketSource, prefetchTicketOptions } from './ChatTicketDialog.tsx';
import { newSessionId, portalChatMachine, storedMessageId, toMachineMessages } from './chat-machines.ts';
import { type AnswerSettings, type ChatFirstData, fetchChatFirstData } from './first-data.ts';
import { type EscalatedAnswer, MessageList } from './MessageList.tsx';

// A streamed answer updates the screen every frame: the parts that do not depend on the messages
// are memoised so only the message being written re-renders.
const Conversations = memo(ConversationList);
const Composer = memo(ChatComposer);
const Questions = memo(PopularQuestions);
const TicketDialog = memo(ChatTicketDialog);

/**
 * The title and the badges of what answers and of the cache. The badges wait for the server's
 * settings and stay away when they cannot be read: a default shown meanwhile ('GPT-5' while the
 * built-in engine answers) would be a claim the portal cannot make.
 */
const ChatHeader = memo(function ChatHeader({ settings }: { settings: AnswerSettings | null }) {
  return (
    <header className={layout.pageHeader}>
      <Heading level={1}>{labels.askAssistant}</Heading>
      <div className={styles.badges}>
        {settings ? (
          <>
            <ModelBadge engine={settings.engine} model={settings.model} />
            <CacheBadge hours={settings.hours} />
          </>
        ) : null}
      </div>
    </header>
  );
});

/** (ours) The spec names no messages for these. */
const CONVERSATION_DELETED = 'Conversation deleted';
const DELETE_CONVERSATION_FAILED = 'Failed to delete conversation';
const DOWNLOAD_FAILED = 'Download failed';
const READ_ONLY_NOTICE = "This is another person's conversation: you can read it, not continue it.";
/** A pointer that hovers and is precise: a mouse or trackpad, so a keyboard is at hand. */
const KEYBOARD_FIRST = '(hover: hover) and (pointer: fine)';

type LoadState = { id: string; status: 'loading' | 'loaded' | 'error' } | null;

/**
 * The assistant: conversations on the left, the conversation and the question box in the middle.
 * `?session={id}` is the conversation on screen; it is set when a new conversation gets its first
 * answer (the server creates it then) or one is picked, so a reload or a shared link shows it.
 */
export default function ChatScreen() {
  usePageTitle(labels.askAssistant);
  const user = useCurrentUser();
  const isAdmin = canAccessAdmin(user);
  // Deleting a conversation is a permission (by default managers and admins); the server refuses it too.
  const canDelete = userHasPermission(user, 'delete_conversations');
  const [params, setParams] = useSearchParams();
  const sessionParam = params.get('session');
  // Below desktop width the conversations fold behind their heading, so the conversation comes first.
  const desktop = useMediaQuery(media.desktop);

  const first = useFirstData<ChatFirstData>();
  // The conversation of `?session=` as the server read it for this page: on screen from the first render.
  const [firstConversation] = useState(() =>
    first?.conversation && first.conversation.id === sessionParam ? first.conversation : null,
  );
  // With `?session=` the conversation is loaded below (unless the page came with it); otherwise a new
  // one starts.
  const [initial] = useState(() =>
    firstConversation
      ? { sessionId: firstConversation.id, messages: toMachineMessages(firstConversation.messages) }
      : { sessionId: sessionParam ? null : newSessionId() },
  );
  const chat = useChatStreaming(portalChatMachine, initial, showToast);
  const { actor, busy, messages, sessionId } = chat;

  const [load, setLoad] = useState<LoadState>(() =>
    firstConversation ? { id: firstConversation.id, status: 'loaded' } : null,
  );
  const fetched = useRef(first !== null);
  const [sessions, setSessions] = useState<ChatSession[]>(first?.sessions ?? []);
  const [sessionsLoading, setSessionsLoading] = useState(first === null);
  const [approvedCount, setApprovedCount] = useState<number | 'loading' | undefined>(
    first ? first.approvedCount : 'loading',
  );
  const [settings, setSettings] = useState<AnswerSettings | null>(first?.settings ?? null);
  const [ratings, setRatings] = useState<Record<string, FeedbackRating>>({});
  const [ticketSource, setTicketSource] = useState<ChatTicketSource | null>(null);
  const composerRef = useRef<HTMLDivElement>(null);
  const conversationRef = useRef<HTMLElement>(null);
  const titleId = useId();

  const refreshSessions = useCallback(() => {
    api.chat.sessions().then(
      // One render for the list and the end of loading (as a transition: a long list renders in
      // slices), so nothing reads the new loading state with the old list.
      (list) =>
        startTransition(() => {
          setSessions(list);
          setSessionsLoading(false);
        }),
      // The list is secondary: the conversation itself still works; the next answer retries.
      () => setSessionsLoading(false),
    );
  }, []);

  useEffect(() => {
    // The server render's first data: nothing to fetch again.
    if (fetched.current) {
      fetched.current = false;
      return;
    }
    refreshSessions();
    void fetchChatFirstData(api).then((data) => {
      setApprovedCount(data.approvedCount);
      setSettings(data.settings);
    });
  }, [refreshSessions]);

  // The URL decides which conversation is on screen.
  useEffect(() => {
    const current = actor.getSnapshot().context;
    if (!sessionParam) {
      // /chat without a session (New Conversation, or Back): a fresh conversation, unless it already is one.
      if (current.messages.length > 0 || !current.sessionId) {
        actor.send({ type: 'chat.newConversation', sessionId: newSessionId() });
      }
      setLoad(null);
      return;
    }
    // Already on screen: it was just created here, or already loaded.
    if (sessionParam === current.sessionId) return;
    let active = true;
    // Leave the conversation on screen (stopping an answer still coming in, e.g. after Back).
    actor.send({ type: 'chat.newConversation', sessionId: null });
    setLoad({ id: sessionParam, status: 'loading' });
    api.chat.messages(sessionParam).then(
      (list) => {
        if (!active) return;
        actor.send({ type: 'chat.loadMessages', sessionId: sessionParam, messages: toMachineMessages(list) });
        setLoad({ id: sessionParam, status: 'loaded' });
      },
      () => active && setLoad({ id: sessionParam, status: 'error' }),
    );
    return () => {
      active = false;
    };
  }, [sessionParam, actor]);

  // When an answer finishes: refresh the list (titles, counts), and put a new conversation in the URL
  // once the server has stored it (an answer with a stored id).
  const wasBusy = useRef(false);
  useEffect(() => {
    if (busy) {
      wasBusy.current = true;
      return;
    }
    if (!wasBusy.current) return;
    wasBusy.current = false;
    const { context } = actor.getSnapshot();
    const stored = context.messages.some((m) => storedMessageId(m));
    if (stored && context.sessionId) {
      refreshSessions();
      prefetchTicketOptions();
      if (new URLSearchParams(window.location.search).get('session') !== context.sessionId) {
        setParams({ session: context.sessionId }, { replace: true });
      }
    }
    // The box was disabled while the answer came (focus fell to the page): give it back.
    if (document.activeElement === document.body || document.activeElement === null) {
      composerRef.current?.querySelector('textarea')?.focus();
    }
  }, [busy, actor, refreshSessions, setParams]);

  // A new question scrolls into view once; following every frame would fight the reader.
  const messageCount = messages.length;
  const lastCount = useRef(messageCount);
  useEffect(() => {
    if (messageCount > lastCount.current && busy) {
      const rows = conversationRef.current?.querySelectorAll('[data-message-row]');
      const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      rows?.[rows.length - 2]?.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
    }
    lastCount.current = messageCount;
  }, [messageCount, busy]);

  const send = useCallback((text: string) => actor.send({ type: 'chat.send', text }), [actor]);

  const selectConversation = useCallback(
    (id: string) => {
      if (id !== new URLSearchParams(window.location.search).get('session')) setParams({ session: id });
    },
    [setParams],
  );

  const newConversation = useCallback(() => {
    if (new URLSearchParams(window.location.search).get('session')) setParams({});
    else actor.send({ type: 'chat.newConversation', sessionId: newSessionId() });
    setLoad(null);
  }, [actor, setParams]);

  // Called once the person confirmed (the list asks first: a deleted conversation cannot come back).
  const deleteConversation = useCallback(
    (session: ChatSession) => {
      api.chat.deleteSession(session.id).then(
        () => {
          setSessions((list) => list.filter((s) => s.id !== session.id));
          toast.success(CONVERSATION_DELETED, session.title);
          if (new URLSearchParams(window.location.search).get('session') === session.id) {
            setParams({}, { replace: true });
          }
        },
        (error: unknown) => toast.error(DELETE_CONVERSATION_FAILED, toApiError(error).userMessage),
      );
    },
    [setParams],
  );

  // A rating can be changed but not withdrawn (the API has no removal): pressing it again keeps it.
  const rate = useCallback((messageId: string, rating: FeedbackRating | null) => {
    if (!rating) return;
    let previous: FeedbackRating | undefined;
    setRatings((all) => {
      previous = all[messageId];
      return { ...all, [messageId]: rating };
    });
    api.chat.feedback({ message_id: messageId, rating }).catch((error: unknown) => {
      setRatings((all) => {
        const next = { ...all };
        if (previous) next[messageId] = previous;
        else delete next[messageId];
        return next;
      });
      toast.error(toApiError(error).userMessage);
    });
  }, []);

  const download = useCallback((doc: ReferencedDocument) => {
    api.documents.download(doc.document_id).then(
      (file) => saveFile(file, doc.source),
      (error: unknown) => toast.error(DOWNLOAD_FAILED, toApiError(error).userMessage),
    );
  }, []);

  const openTicket = useCallback(
    (answer: EscalatedAnswer) => {
      const id = actor.getSnapshot().context.sessionId;
      if (id)
        setTicketSource({
          question: answer.question,
          answer: answer.answer,
          sessionId: id,
          suggestedTicket: answer.suggestedTicket,
        });
    },
    [actor],
  );
  const closeTicket = useCallback(() => setTicketSource(null), []);

  const loading = load?.status === 'loading';
  const loadFailed = load?.status === 'error';
  const viewingLoaded = load?.status === 'loaded' && load.id === sessionId;
  // Only admins can open someone else's conversation (e.g. from Chat Analytics); the server lets
  // them read it but not add to it, rate it or escalate it. Theirs are in their own list.
  const readOnly = isAdmin && viewingLoaded && !sessionsLoading && !sessions.some((s) => s.id === sessionId);

  // Arriving at the chat puts the keyboard in the question box (it took 12 Tab presses from the
  // navigation), once the box can take a question. Only where a physical keyboard is the norm: on a
  // touch screen focusing the box would raise the on-screen keyboard over half the screen before the
  // person chose to ask anything, so there the box waits for a tap (as ChatGPT's and Slack's mobile
  // web apps do). Never taken from something the person already focused in the screen.
  const composerReady = !(
    loading ||
    loadFailed ||
    !sessionId ||
    readOnly ||
    (viewingLoaded && sessionsLoading)
  );
  const arrived = useRef(false);
  useEffect(() => {
    if (arrived.current || !composerReady) return;
    arrived.current = true;
    if (!window.matchMedia(KEYBOARD_FIRST).matches) return;
    if (conversationRef.current?.closest('main')?.contains(document.activeElement)) return;
    composerRef.current?.querySelector('textarea')?.focus({ preventScroll: true });
  }, [composerReady]);

  // Sending re-renders every row of the conversation list to disable it: deferred, that happens in
  // a second, interruptible render, so Enter paints the question without waiting for the list
  // (portal-inp's chat_send). A row chosen in between is handled: leaving stops the answer.
  const conversationsDisabled = useDeferredValue(busy);

  let body: ReactNode;
  if (loading) {
    body = (
      <div className={styles.centered}>
        <Spinner label="Loading conversation" />
      </div>
    );
  } else if (loadFailed) {
    body = <NoMessages isError headingLevel={3} />;
  } else if (messages.length === 0) {
    body = viewingLoaded ? (
      <NoMessages headingLevel={3} />
    ) : (
      <Questions onAsk={send} isDisabled={busy} headingLevel={3} />
    );
  } else {
    body = (
      <MessageList
        messages={messages}
        ratings={ratings}
        onCreateTicket={readOnly ? undefined : openTicket}
        onFeedback={readOnly ? undefined : rate}
        onDownloadDocument={download}
      />
    );
  }

  return (
    <div className={`${layout.page} ${layout.fillsViewport} ${styles.screen}`}>
      <ChatHeader settings={settings} />
      <div className={styles.layout}>
        <aside className={styles.panel}>
          <HydratesApart>
            <Conversations
              sessions={sessions}
              activeSessionId={sessionParam}
              onSelect={selectConversation}
              onDelete={canDelete ? deleteConversation : undefined}
              onNewConversation={newConversation}
              approvedDocumentCount={approvedCount}
              isLoading={sessionsLoading}
              isDisabled={conversationsDisabled}
              collapsible={!desktop}
            />
          </HydratesApart>
        </aside>
        <section ref={conversationRef} aria-labelledby={titleId} className={styles.conversation}>
          <VisuallyHidden>
            <Heading level={2} id={titleId}>
              Conversation
            </Heading>
          </VisuallyHidden>
          <div className={styles.messagesArea} data-testid="chat-messages">
            <HydratesApart>{body}</HydratesApart>
          </div>
          <div ref={composerRef} className={styles.composer}>
            <HydratesApart>
              {readOnly ? (
                <Text elementType="p" tone="secondary">
                  {READ_ONLY_NOTICE}
                </Text>
              ) : (
                <Composer onSend={send} isBusy={busy} isDisabled={loading || loadFailed || !sessionId} />
              )}
            </HydratesApart>
          </div>
        </section>
      </div>
      <TicketDialog source={ticketSource} onClose={closeTicket} />
    </div>
  );
}
