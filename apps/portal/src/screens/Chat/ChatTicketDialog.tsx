import { chatTicketClassificationOptions, labels, type SuggestedTicket } from '@portal/contract';
import type { ChatThreadMessage } from '@portal/state-machines';
import { useTicketForm } from '@portal/state-machines/react';
import { Dialog, Link, Modal, Text, VisuallyHidden } from '@portal/ui';
import { ExternalLink } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useCurrentUser } from '../../app/session.tsx';
import { showToast } from '../../app/toasts.ts';
import { TicketForm } from '../Boost/TicketForm.tsx';
import {
  loadTicketFormOptions,
  type TicketFormOptions,
  TicketFormOptionsGate,
} from '../Boost/TicketFormOptions.tsx';
import * as styles from './ChatTicketDialog.css.ts';
import { portalTicketFormMachine } from './chat-machines.ts';

let optionsRequest: Promise<TicketFormOptions> | null = null;

/** Loaded on first open and kept for the visit; a failure is not kept, so opening again retries. */
function loadTicketOptions(): Promise<TicketFormOptions> {
  optionsRequest ??= loadTicketFormOptions().catch((error: unknown) => {
    optionsRequest = null;
    throw error;
  });
  return optionsRequest;
}

/** Starts loading the dialog's choices early (e.g. when the first answer arrives), so it opens at once. */
export function prefetchTicketOptions(): void {
  loadTicketOptions().catch(() => {
    // Opening the dialog shows the failure and retries.
  });
}

/** The answer being escalated. */
export interface ChatTicketSource {
  question: string;
  answer: ChatThreadMessage['content'];
  sessionId: string;
  /** The answer's `suggested_ticket` metadata, if any: its department, priority and classification win. */
  suggestedTicket?: unknown;
}

export interface ChatTicketDialogProps {
  /** The answer to escalate; `null` keeps the dialog closed. */
  source: ChatTicketSource | null;
  onClose: () => void;
}

/**
 * The chat-created ticket dialog ('Create Ticket' under an answer): the ticket form prefilled from
 * the question and answer by the ticket-form machine's rules, a 'View Conversation' link, and the
 * conversation carried as conversation_session_id.
 */
export function ChatTicketDialog({ source, onClose }: ChatTicketDialogProps) {
  return (
    <Modal
      isOpen={source !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable
      size="lg"
    >
      <Dialog title={labels.createTicket}>
        {source ? <DialogBody source={source} onClose={onClose} /> : null}
      </Dialog>
    </Modal>
  );
}

function DialogBody({ source, onClose }: { source: ChatTicketSource; onClose: () => void }) {
  return (
    <TicketFormOptionsGate load={loadTicketOptions}>
      {(options) => <ChatTicketForm source={source} options={options} onClose={onClose} />}
    </TicketFormOptionsGate>
  );
}

function ChatTicketForm({
  source,
  options,
  onClose,
}: {
  source: ChatTicketSource;
  options: TicketFormOptions;
  onClose: () => void;
}) {
  const user = useCurrentUser();
  const [assigneeNames] = useState(() =>
    Object.fromEntries(options.assignees.map((person) => [person.id, person.name])),
  );
  const form = useTicketForm(
    portalTicketFormMachine,
    {
      categories: options.categories,
      requester: { id: user.id, name: user.name, email: user.email },
      assigneeNames,
    },
    showToast,
  );

  // Prefill once, from the machine's (the contract's) rules: subject, description, department,
  // priority, classification and the conversation id.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opened dialog.
  useEffect(() => {
    const answer = typeof source.answer === 'string' ? source.answer : JSON.stringify(source.answer);
    // Our server's metadata; the prefill rule checks each field against its catalogue (no schema
    // parse here: it would bring the validation library into the chat screen's code).
    const suggested =
      typeof source.suggestedTicket === 'object' && source.suggestedTicket !== null
        ? (source.suggestedTicket as SuggestedTicket)
        : null;
    form.prefillFromChat(source.question, answer, source.sessionId, suggested);
  }, []);

  return (
    <TicketForm
      form={form}
      choices={options}
      classifications={chatTicketClassificationOptions}
      header={
        <p className={styles.conversation}>
          <Text size="sm" tone="secondary">
            This ticket will link to the conversation it came from.
          </Text>{' '}
          <Link
            href={`/chat?session=${encodeURIComponent(source.sessionId)}`}
            target="_blank"
            rel="noopener"
            className={styles.link}
          >
            {labels.viewConversation}
            <ExternalLink aria-hidden="true" className={styles.linkIcon} />
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </Link>
        </p>
      }
      onCancel={onClose}
      onCreated={onClose}
    />
  );
}
