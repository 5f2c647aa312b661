import {
  departmentValues,
  labels,
  prefixSubject,
  type Ticket,
  ticketClassificationOptions,
  ticketPriorityOptions,
} from '@portal/contract';
import {
  type CategoryTree,
  categoryOptions,
  subcategoryOptions,
  type TicketCreateBody,
  type TicketFormField,
  ticketFormMachine,
} from '@portal/state-machines';
import { useTicketForm } from '@portal/state-machines/react';
import {
  Button,
  Dialog,
  Form,
  FormActions,
  Modal,
  Select,
  SelectItem,
  TextArea,
  TextField,
} from '@portal/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { api } from '../../app/api.ts';
import { useCurrentUser } from '../../app/session.tsx';
import { showToast, toast } from '../../app/toasts.ts';
import * as styles from './NewTicketDialog.css.ts';
import { type TicketFormOptions, TicketFormOptionsGate } from './TicketFormOptions.tsx';
import { TicketSuggestions } from './TicketSuggestions.tsx';

export interface NewTicketDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The ticket was filed (the list refreshes). */
  onCreated: (ticket: Ticket) => void;
}

/** The 'New Ticket' dialog: loads what its lists offer, then shows the form. */
export function NewTicketDialog({ isOpen, onOpenChange, onCreated }: NewTicketDialogProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="lg">
      <Dialog title={labels.newTicket}>
        {({ close }) => (
          <TicketFormOptionsGate>
            {(choices) => (
              <NewTicketForm
                choices={choices}
                onCancel={close}
                onCreated={(ticket) => {
                  close();
                  onCreated(ticket);
                }}
              />
            )}
          </TicketFormOptionsGate>
        )}
      </Dialog>
    </Modal>
  );
}

const fieldLabels: Record<TicketFormField, string> = {
  support_department: 'Support department',
  category: 'Category',
  subcategory: 'Subcategory',
  subject: 'Subject',
  description: 'Description',
  classification: 'Classification',
  priority: 'Priority',
  justification: 'Justification',
  business_unit_id: 'Business unit',
  assignee_id: 'Assignee',
};

/** Departments in the contract's order, then any others the server's tree has. */
function departmentsOf(categories: CategoryTree): string[] {
  const known = departmentValues.filter((d) => d in categories);
  return [...known, ...Object.keys(categories).filter((d) => !(known as string[]).includes(d))];
}

function NewTicketForm({
  choices,
  onCancel,
  onCreated,
}: {
  choices: TicketFormOptions;
  onCancel: () => void;
  onCreated: (ticket: Ticket) => void;
}) {
  const user = useCurrentUser();
  const suggestionSet = useRef<string | null>(null);
  const formRef = useRef<HTMLDivElement>(null);
  // The machine is made once per dialog; the suggestion set is read when the ticket is sent.
  const [machine] = useState(() =>
    ticketFormMachine.provide({
      actors: {
        createTicket: fromPromise<unknown, TicketCreateBody>(({ input }) =>
          api.tickets.create({
            ...(input as Parameters<typeof api.tickets.create>[0]),
            suggestion_set_id: suggestionSet.current,
          }),
        ),
      },
    }),
  );
  const form = useTicketForm(
    machine,
    {
      categories: choices.categories,
      requester: { id: user.id, name: user.name, email: user.email },
      assigneeNames: Object.fromEntries(choices.assignees.map((a) => [a.id, a.name])),
    },
    showToast,
  );
  const { values, errors } = form;

  useEffect(() => {
    const subscription = form.actor.on('ticketForm.created', (event) => {
      const ticket = event.ticket as Ticket;
      toast.success('Ticket Created', `${ticket.ticket_number}: ${ticket.subject}`);
      onCreated(ticket);
    });
    return () => subscription.unsubscribe();
  }, [form.actor, onCreated]);

  // After a refused submit, the keyboard goes to the first field that needs attention.
  const errorCount = Object.keys(errors).length;
  useEffect(() => {
    if (errorCount === 0) return;
    formRef.current
      ?.querySelector<HTMLElement>('[data-invalid] button, [data-invalid] input, [data-invalid] textarea')
      ?.focus();
  }, [errorCount]);

  const onSetChange = useCallback((id: string | null) => {
    suggestionSet.current = id;
  }, []);

  const invalid = (field: TicketFormField) => ({
    isInvalid: !!errors[field],
    errorMessage: field === 'justification' ? errors.justification : `${fieldLabels[field]} is required`,
  });

  const select = (field: TicketFormField, options: { id: string; label: string }[]) => (
    <Select
      label={fieldLabels[field]}
      isRequired={field !== 'business_unit_id' && field !== 'assignee_id'}
      placeholder="Choose..."
      value={values[field] || null}
      onChange={(key) => form.change(field, key === null ? '' : String(key))}
      items={options}
      isDisabled={options.length === 0}
      {...invalid(field)}
    >
      {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
    </Select>
  );
  const asOptions = (list: string[]) => list.map((value) => ({ id: value, label: value }));
  const urgent = values.priority === 'urgent';
  const filedAs = values.subject.trim()
    ? prefixSubject(values.subject, values.support_department, values.category)
    : '';

  return (
    <div ref={formRef}>
      <Form
        validationBehavior="aria"
        aria-label={labels.newTicket}
        onSubmit={(event) => {
          event.preventDefault();
          form.submit();
        }}
      >
        <div className={styles.grid}>
          {select('support_department', asOptions(departmentsOf(choices.categories)))}
          {select('category', asOptions(categoryOptions(choices.categories, values.support_department)))}
          {select(
            'subcategory',
            asOptions(subcategoryOptions(choices.categories, values.support_department, values.category)),
          )}
          {select(
            'classification',
            ticketClassificationOptions.map((o) => ({ id: o.value, label: o.label })),
          )}
        </div>
        <TextField
          label={fieldLabels.subject}
          isRequired
          value={values.subject}
          onChange={(value) => form.change('subject', value)}
          description={filedAs ? `Filed as: ${filedAs}` : undefined}
          {...invalid('subject')}
        />
        <TextArea
          label={fieldLabels.description}
          isRequired
          rows={5}
          value={values.description}
          onChange={(value) => form.change('description', value)}
          {...invalid('description')}
        />
        <TicketSuggestions
          subject={values.subject}
          description={values.description}
          department={values.support_department}
          onSetChange={onSetChange}
        />
        <div className={styles.grid}>
          {select(
            'priority',
            ticketPriorityOptions.map((o) => ({ id: o.value, label: o.label })),
          )}
          {select('business_unit_id', [
            { id: 'none', label: labels.none },
            ...choices.businessUnits.map((u) => ({ id: u.id, label: u.name })),
          ])}
          {select('assignee_id', [
            { id: 'none', label: labels.unassigned },
            ...choices.assignees.map((a) => ({
              id: a.id,
              label: a.department ? `${a.name} (${a.department})` : a.name,
            })),
          ])}
        </div>
        <TextArea
          label={fieldLabels.justification}
          isRequired={urgent}
          rows={2}
          description="Required for Critical priority."
          value={values.justification}
          onChange={(value) => form.change('justification', value)}
          {...invalid('justification')}
        />
        <FormActions>
          <Button variant="secondary" onPress={onCancel} isDisabled={form.submitting}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" isPending={form.submitting} pendingLabel="Creating ticket">
            {labels.createTicket}
          </Button>
        </FormActions>
      </Form>
    </div>
  );
}
