import {
  chatTicketClassificationOptions,
  departmentOptions,
  labels,
  prefixSubject,
  ticketPriorityOptions,
} from '@portal/contract';
import {
  type ChatMessageView,
  categoryOptions,
  subcategoryOptions,
  type TicketFormField,
} from '@portal/state-machines';
import { useTicketForm } from '@portal/state-machines/react';
import {
  Button,
  Dialog,
  Form,
  Link,
  Modal,
  Select,
  SelectItem,
  Text,
  TextArea,
  TextField,
  VisuallyHidden,
} from '@portal/ui';
import { ExternalLink } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useCurrentUser } from '../../app/session.tsx';
import { showToast, toast } from '../../app/toasts.ts';
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

/** A created ticket as the server answers it (what the toast needs). */
interface CreatedTicket {
  id?: string;
  ticket_number?: string;
  subject?: string;
}

/** (ours) The spec names no success message for a chat-created ticket. */
const TICKET_CREATED_TITLE = 'Ticket Created';

/** The answer being escalated. */
export interface ChatTicketSource {
  question: string;
  answer: ChatMessageView['content'];
  sessionId: string;
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
      {(options) => <TicketForm source={source} options={options} onClose={onClose} />}
    </TicketFormOptionsGate>
  );
}

const NONE = 'none';

function TicketForm({
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
  const { values, errors, actor } = form;

  // Prefill once, from the machine's (the contract's) rules: subject, description, department,
  // priority, classification and the conversation id.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opened dialog.
  useEffect(() => {
    const answer = typeof source.answer === 'string' ? source.answer : JSON.stringify(source.answer);
    form.prefillFromChat(source.question, answer, source.sessionId);
  }, []);

  useEffect(() => {
    const subscription = actor.on('ticketForm.created', (event) => {
      const ticket = (event.ticket ?? {}) as CreatedTicket;
      toast.success(TICKET_CREATED_TITLE, [ticket.ticket_number, ticket.subject].filter(Boolean).join(': '));
      onClose();
    });
    return () => subscription.unsubscribe();
  }, [actor, onClose]);

  const change = (field: TicketFormField) => (value: string) => form.change(field, value);
  const selectChange = (field: TicketFormField) => (key: unknown) => {
    if (key !== null && key !== undefined) form.change(field, String(key));
  };
  const invalid = (field: TicketFormField) => ({
    isInvalid: !!errors[field],
    errorMessage: errors[field],
  });

  const categories = categoryOptions(options.categories, values.support_department).map((name) => ({
    id: name,
  }));
  const subcategories = subcategoryOptions(
    options.categories,
    values.support_department,
    values.category,
  ).map((name) => ({ id: name }));
  const finalSubject = prefixSubject(values.subject, values.support_department, values.category);

  return (
    <Form
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        form.submit();
      }}
      className={styles.form}
    >
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
      <div className={styles.grid}>
        <Select
          label="Support department"
          isRequired
          items={departmentOptions.map((o) => ({ id: o.value, name: o.label }))}
          value={values.support_department || null}
          onChange={selectChange('support_department')}
          {...invalid('support_department')}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
        <Select
          label="Category"
          isRequired
          isDisabled={categories.length === 0}
          items={categories}
          value={values.category || null}
          onChange={selectChange('category')}
          {...invalid('category')}
        >
          {(item) => <SelectItem id={item.id}>{item.id}</SelectItem>}
        </Select>
        <Select
          label="Subcategory"
          isRequired
          isDisabled={subcategories.length === 0}
          items={subcategories}
          value={values.subcategory || null}
          onChange={selectChange('subcategory')}
          {...invalid('subcategory')}
        >
          {(item) => <SelectItem id={item.id}>{item.id}</SelectItem>}
        </Select>
      </div>
      <TextField
        label="Subject"
        isRequired
        value={values.subject}
        onChange={change('subject')}
        description={finalSubject ? `Sent as: ${finalSubject}` : undefined}
        {...invalid('subject')}
      />
      <TextArea
        label="Description"
        isRequired
        rows={6}
        value={values.description}
        onChange={change('description')}
        {...invalid('description')}
      />
      <div className={styles.grid}>
        <Select
          label="Classification"
          isRequired
          items={chatTicketClassificationOptions.map((o) => ({ id: o.value, name: o.label }))}
          value={values.classification || null}
          onChange={selectChange('classification')}
          {...invalid('classification')}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
        <Select
          label="Priority"
          isRequired
          items={ticketPriorityOptions.map((o) => ({ id: o.value, name: o.label }))}
          value={values.priority || null}
          onChange={selectChange('priority')}
          {...invalid('priority')}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
      </div>
      {values.priority === 'urgent' ? (
        <TextArea
          label="Justification"
          isRequired
          rows={2}
          value={values.justification}
          onChange={change('justification')}
          {...invalid('justification')}
        />
      ) : null}
      <div className={styles.grid}>
        <Select
          label="Business unit (optional)"
          items={[{ id: NONE, name: labels.none }, ...options.businessUnits]}
          value={values.business_unit_id || NONE}
          onChange={selectChange('business_unit_id')}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
        <Select
          label="Assignee (optional)"
          items={[
            { id: NONE, name: labels.unassigned },
            ...options.assignees.map((person) => ({
              id: person.id,
              name: person.department ? `${person.name} (${person.department})` : person.name,
            })),
          ]}
          value={values.assignee_id || NONE}
          onChange={selectChange('assignee_id')}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onClose} isDisabled={form.submitting}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" isPending={form.submitting}>
          {labels.createTicket}
        </Button>
      </div>
    </Form>
  );
}
