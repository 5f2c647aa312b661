import {
  departmentValues,
  labels,
  type Option,
  prefixSubject,
  type Ticket,
  ticketPriorityOptions,
} from '@portal/contract';
import {
  type CategoryTree,
  categoryOptions,
  subcategoryOptions,
  type TicketFormField,
} from '@portal/state-machines';
import type { useTicketForm } from '@portal/state-machines/react';
import { Button, Form, FormActions, Select, SelectItem, TextArea, TextField } from '@portal/ui';
import { type ReactNode, useEffect, useRef } from 'react';
import { toast } from '../../app/toasts.ts';
import * as styles from './TicketForm.css.ts';
import type { TicketFormOptions } from './TicketFormOptions.tsx';

const fieldLabels: Record<TicketFormField, string> = {
  support_department: 'Support department',
  category: 'Category',
  subcategory: 'Subcategory',
  subject: 'Subject',
  description: 'Description',
  classification: 'Classification',
  priority: 'Priority',
  justification: 'Justification',
  business_unit_id: 'Business unit (optional)',
  assignee_id: 'Assignee (optional)',
};

const optionalFields: ReadonlySet<TicketFormField> = new Set(['business_unit_id', 'assignee_id']);

/** Departments in the contract's order, then any others the server's tree has. */
function departmentsOf(categories: CategoryTree): string[] {
  const known = departmentValues.filter((d) => d in categories);
  return [...known, ...Object.keys(categories).filter((d) => !(known as string[]).includes(d))];
}

export interface TicketFormProps {
  /** The ticket-form machine's values, errors and commands (`useTicketForm`). */
  form: ReturnType<typeof useTicketForm>;
  /** What the lists offer (`TicketFormOptionsGate`). */
  choices: TicketFormOptions;
  /** The classifications this way of filing offers (the chat dialog offers fewer). */
  classifications: readonly Option<string>[];
  'aria-label'?: string;
  /** Above the fields (the chat dialog's link to its conversation). */
  header?: ReactNode;
  /** Between the description and the priority (the new-ticket dialog's document suggestions). */
  afterDescription?: ReactNode;
  onCancel: () => void;
  /** The server filed it (after the success toast). */
  onCreated: (ticket: Ticket) => void;
}

/** (ours) Neither spec names the message for a filed ticket, nor its link. */
const TICKET_CREATED_TITLE = 'Ticket Created';
const OPEN_TICKET = 'Open ticket';

/**
 * The ticket form both dialogs show (a new ticket; a ticket from a chat answer), so the two file
 * tickets the same way: the same fields and words, child lists that follow their parent, the subject
 * as it will be filed, and after a refused submit each missing field named and the keyboard on the
 * first. Justification appears only with Critical priority, the one case that requires it.
 */
export function TicketForm({
  form,
  choices,
  classifications,
  'aria-label': ariaLabel,
  header,
  afterDescription,
  onCancel,
  onCreated,
}: TicketFormProps) {
  const { values, errors, actor } = form;
  const formRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const subscription = actor.on('ticketForm.created', (event) => {
      const ticket = event.ticket as Ticket;
      // The toast opens what it names: from the chat as from the list, the link shows the ticket.
      toast.success(TICKET_CREATED_TITLE, [ticket.ticket_number, ticket.subject].filter(Boolean).join(': '), {
        link: { label: OPEN_TICKET, href: `/boost/tickets/${encodeURIComponent(ticket.id)}` },
      });
      onCreated(ticket);
    });
    return () => subscription.unsubscribe();
  }, [actor, onCreated]);

  // After a refused submit, the keyboard goes to the first field that needs attention.
  const errorCount = Object.keys(errors).length;
  useEffect(() => {
    if (errorCount === 0) return;
    formRef.current
      ?.querySelector<HTMLElement>('[data-invalid] button, [data-invalid] input, [data-invalid] textarea')
      ?.focus();
  }, [errorCount]);

  const invalid = (field: TicketFormField) => ({
    isInvalid: !!errors[field],
    errorMessage: field === 'justification' ? errors.justification : `${fieldLabels[field]} is required`,
  });

  const select = (field: TicketFormField, options: readonly { id: string; label: string }[]) => (
    <Select
      label={fieldLabels[field]}
      isRequired={!optionalFields.has(field)}
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
  const fromContract = (list: readonly Option<string>[]) =>
    list.map((o) => ({ id: o.value, label: o.label }));
  const filedAs = values.subject.trim()
    ? prefixSubject(values.subject, values.support_department, values.category)
    : '';

  return (
    <div ref={formRef}>
      <Form
        validationBehavior="aria"
        aria-label={ariaLabel}
        onSubmit={(event) => {
          event.preventDefault();
          form.submit();
        }}
      >
        {header}
        <div className={styles.grid}>
          {select('support_department', asOptions(departmentsOf(choices.categories)))}
          {select('category', asOptions(categoryOptions(choices.categories, values.support_department)))}
          {select(
            'subcategory',
            asOptions(subcategoryOptions(choices.categories, values.support_department, values.category)),
          )}
          {select('classification', fromContract(classifications))}
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
        {afterDescription}
        <div className={styles.grid}>
          {select('priority', fromContract(ticketPriorityOptions))}
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
        {values.priority === 'urgent' ? (
          <TextArea
            label={fieldLabels.justification}
            isRequired
            rows={2}
            description="Why this cannot wait: required for Critical priority."
            value={values.justification}
            onChange={(value) => form.change('justification', value)}
            {...invalid('justification')}
          />
        ) : null}
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
