import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { fromPromise } from 'xstate';
import {
  type CategoryTree,
  categoryOptions,
  subcategoryOptions,
  type TicketCreateBody,
  type TicketFormField,
  ticketFormMachine,
} from '../machines/ticket-form.ts';
import { useTicketForm } from '../react/index.ts';
import { failLater, later, StateLine, ToastLog, useToastLog } from './kit.tsx';

const categories: CategoryTree = {
  IT: { Hardware: ['Laptop', 'Monitor'], Access: ['Password reset', 'New account'] },
  Finance: { Expenses: ['Claim', 'Card'] },
};

function TicketFormDemo({ failCreate, fromChat }: { failCreate: boolean; fromChat: boolean }) {
  const [sent, setSent] = useState<TicketCreateBody | null>(null);
  const [machine] = useState(() =>
    ticketFormMachine.provide({
      actors: {
        createTicket: fromPromise<unknown, TicketCreateBody>(({ input }) => {
          setSent(input);
          return failCreate
            ? failLater(150, { status: 500 })
            : later(150, { id: 'new', ticket_number: 'T-1042' });
        }),
      },
    }),
  );
  const log = useToastLog();
  const form = useTicketForm(
    machine,
    { categories, requester: { id: 'u1', name: 'Ann Lee', email: 'ann@example.com' } },
    log.push,
  );
  const { values, errors } = form;
  const select = (field: TicketFormField, label: string, options: string[]) => (
    <p>
      <label>
        {label}{' '}
        <select
          value={values[field]}
          aria-invalid={!!errors[field]}
          onChange={(e) => form.change(field, e.target.value)}
        >
          <option value="">Choose...</option>
          {options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      </label>
    </p>
  );
  const text = (field: TicketFormField, label: string) => (
    <p>
      <label>
        {label}{' '}
        <input
          value={values[field]}
          aria-invalid={!!errors[field]}
          onChange={(e) => form.change(field, e.target.value)}
        />
      </label>
    </p>
  );
  return (
    <div>
      <StateLine value={form.submitted ? 'submitted' : form.submitting ? 'submitting' : 'editing'} />
      {fromChat && (
        <button
          type="button"
          onClick={() =>
            form.prefillFromChat(
              'My laptop screen is broken and I cannot finish the monthly report',
              'Try restarting the laptop while holding the power button for ten seconds.',
              'session-7',
            )
          }
        >
          Create Ticket from answer
        </button>
      )}
      {select('support_department', 'Support department', Object.keys(categories))}
      {select('category', 'Category', categoryOptions(categories, values.support_department))}
      {select(
        'subcategory',
        'Subcategory',
        subcategoryOptions(categories, values.support_department, values.category),
      )}
      {text('subject', 'Subject')}
      {text('description', 'Description')}
      {select('classification', 'Classification', ['Incident', 'ServiceRequest', 'Change'])}
      {select('priority', 'Priority', ['low', 'medium', 'high', 'urgent'])}
      {text('justification', 'Justification')}
      {errors.justification && <p role="alert">{errors.justification}</p>}
      <button type="button" disabled={form.submitting || form.submitted} onClick={form.submit}>
        Create Ticket
      </button>
      {sent && <p>Sent subject: {sent.subject}</p>}
      <ToastLog toasts={log.toasts} />
    </div>
  );
}

const meta = {
  title: 'Machines/TicketForm',
  component: TicketFormDemo,
  args: { failCreate: false, fromChat: false },
} satisfies Meta<typeof TicketFormDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Validation first, dependent resets, then a successful create with the prefixed subject. */
export const CreateTicket: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create Ticket' }));
    await expect(canvas.getByText('Validation Error')).toBeInTheDocument();
    await userEvent.selectOptions(canvas.getByLabelText('Support department'), 'IT');
    await userEvent.selectOptions(canvas.getByLabelText('Category'), 'Hardware');
    await userEvent.selectOptions(canvas.getByLabelText('Subcategory'), 'Laptop');
    await userEvent.selectOptions(canvas.getByLabelText('Category'), 'Access');
    await expect(canvas.getByLabelText('Subcategory')).toHaveValue('');
    await userEvent.selectOptions(canvas.getByLabelText('Subcategory'), 'Password reset');
    await userEvent.type(canvas.getByLabelText('Subject'), 'Locked out');
    await userEvent.type(canvas.getByLabelText('Description'), 'Password expired overnight');
    await userEvent.selectOptions(canvas.getByLabelText('Classification'), 'ServiceRequest');
    await userEvent.selectOptions(canvas.getByLabelText('Priority'), 'urgent');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Ticket' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Critical priority requires justification');
    await userEvent.type(canvas.getByLabelText('Justification'), 'Cannot run payroll');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Ticket' }));
    await expect(await canvas.findByText('Sent subject: [IT - Access] Locked out')).toBeInTheDocument();
    await expect(await canvas.findByText('submitted', { selector: 'output' })).toBeInTheDocument();
  },
};

/** Prefilled from a chat answer (subject 47 + '...', guessed fields), then a failed create. */
export const FromChatCreateFails: Story = {
  args: { failCreate: true, fromChat: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create Ticket from answer' }));
    await expect(canvas.getByLabelText('Subject')).toHaveValue(
      'My laptop screen is broken and I cannot finish ...',
    );
    await expect(canvas.getByLabelText('Support department')).toHaveValue('IT');
    await expect(canvas.getByLabelText('Classification')).toHaveValue('Incident');
    await userEvent.selectOptions(canvas.getByLabelText('Category'), 'Hardware');
    await userEvent.selectOptions(canvas.getByLabelText('Subcategory'), 'Laptop');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Ticket' }));
    await expect(await canvas.findByText('Failed to Create Ticket')).toBeInTheDocument();
  },
};
