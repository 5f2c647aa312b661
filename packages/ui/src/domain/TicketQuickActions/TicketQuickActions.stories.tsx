import { type QuickActionValues, quickActionValuesOf, type Ticket } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { assigneesSample, boostAgentsSample, ticketAssigned, ticketOpen } from '../../fixtures/tickets.ts';
import { TicketQuickActions, type TicketQuickActionsProps } from './TicketQuickActions.tsx';

/** The panel is controlled: the stories keep its draft, as the ticket-edit machine does in the portal. */
function WithDraft(props: TicketQuickActionsProps) {
  const [draft, setDraft] = useState<QuickActionValues>(props.draft);
  return (
    <TicketQuickActions
      {...props}
      draft={draft}
      onDraftChange={(next) => {
        setDraft(next);
        props.onDraftChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Tickets/TicketQuickActions',
  component: TicketQuickActions,
  args: {
    ticket: ticketAssigned,
    draft: quickActionValuesOf(ticketAssigned),
    onDraftChange: fn(),
    assignees: assigneesSample,
    boostAgents: boostAgentsSample,
    onSave: fn(),
  },
  render: (args) => <WithDraft {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TicketQuickActions>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function pick(canvasElement: HTMLElement, label: RegExp, option: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: label }));
  const listbox = await body(canvasElement).findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name: option }));
  await waitFor(() => expect(body(canvasElement).queryByRole('listbox')).toBeNull());
}

/** Nothing changed yet: Save Changes is disabled. */
export const Unchanged: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Status/ })).toHaveTextContent('In Progress');
    await expect(canvas.getByRole('button', { name: /Assignee/ })).toHaveTextContent('Chloe Martin (IT)');
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  },
};

/** Changing fields enables Save Changes; it reports exactly what changed. */
export const ChangeAndSave: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await pick(canvasElement, /Status/, 'Waiting on User');
    await pick(canvasElement, /Priority/, 'Critical');
    await pick(canvasElement, /Tier/, '3 - Complex');
    await pick(canvasElement, /Boost agent/, 'Unassigned');
    await expect(canvas.getByText('Status: In Progress → Waiting on User')).toBeVisible();
    const save = canvas.getByRole('button', { name: 'Save Changes' });
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    const [changes, draft] = (args.onSave as ReturnType<typeof fn>).mock.calls[0] ?? [];
    await expect(changes.map((c: { field: string }) => c.field)).toEqual([
      'status',
      'priority',
      'tier',
      'boost_agent_id',
    ]);
    await expect(draft).toEqual({
      status: 'waiting_customer',
      priority: 'urgent',
      tier: 3,
      owner_id: ticketAssigned.owner_id,
      boost_agent_id: null,
    });
  },
};

/** Choosing the same value again leaves nothing to save; Reset undoes the draft. */
export const ChangeBackAndReset: Story = {
  play: async ({ canvas, canvasElement }) => {
    await pick(canvasElement, /Priority/, 'High');
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    await pick(canvasElement, /Priority/, 'Medium');
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await pick(canvasElement, /Assignee/, 'Unassigned');
    await userEvent.click(canvas.getByRole('button', { name: /Reset/ }));
    await expect(canvas.getByRole('button', { name: /Assignee/ })).toHaveTextContent('Chloe Martin (IT)');
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  },
};

/** An unassigned ticket: assign it by keyboard and save with Enter. */
export const AssignByKeyboard: Story = {
  args: { ticket: ticketOpen, draft: quickActionValuesOf(ticketOpen) },
  play: async ({ args, canvas }) => {
    const assignee = canvas.getByRole('button', { name: /Assignee/ });
    await expect(assignee).toHaveTextContent('Unassigned');
    assignee.focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(assignee).toHaveTextContent('Chloe Martin (IT)');
    // The list closes and hands focus back to its trigger after a frame; tab from there.
    await waitFor(() => expect(assignee).toHaveFocus());
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith(
      [expect.objectContaining({ field: 'owner_id', from: null, to: assigneesSample[0]?.id })],
      expect.objectContaining({ owner_id: assigneesSample[0]?.id }),
    );
  },
};

/** The status list is open, for review. */
export const StatusOpen: Story = {
  parameters: { visual: { target: 'viewport' } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
    const listbox = await body(canvasElement).findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Closed' })).toBeVisible();
  },
};

export const Saving: Story = {
  args: { isSaving: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Save Changes/ })).toBeDisabled();
  },
};

/** The owner is no longer an active assignee: still shown and kept. */
export const InactiveOwner: Story = {
  args: { assignees: assigneesSample.slice(1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Assignee/ })).toHaveTextContent('Chloe Martin');
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  },
};

/** Saves as the ticket dialog does: busy, then the reloaded ticket comes back with the new values. */
function SavingQuickActions() {
  const [ticket, setTicket] = useState<Ticket>(ticketAssigned);
  const [draft, setDraft] = useState(() => quickActionValuesOf(ticketAssigned));
  const [saving, setSaving] = useState(false);
  return (
    <TicketQuickActions
      ticket={ticket}
      draft={draft}
      onDraftChange={setDraft}
      assignees={assigneesSample}
      boostAgents={boostAgentsSample}
      isSaving={saving}
      onSave={(_, saved) => {
        setSaving(true);
        setTimeout(() => {
          setTicket((current) => ({ ...current, ...saved }));
          // The reloaded ticket starts the draft over.
          setDraft(saved);
          setSaving(false);
        }, 50);
      }}
    />
  );
}

/**
 * Saved from the keyboard: once the ticket reloads nothing is left to save and Save Changes is
 * disabled, which would drop the focus to the page; it moves to the first field instead, so Tab and
 * Escape (closing the dialog) still work from there.
 */
export const SaveByKeyboardKeepsFocus: Story = {
  render: () => <SavingQuickActions />,
  play: async ({ canvas }) => {
    const priority = canvas.getByRole('button', { name: /Priority/ });
    priority.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(document.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'High' }));
    await waitFor(() => expect(priority).toHaveFocus());
    const save = canvas.getByRole('button', { name: 'Save Changes' });
    save.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(priority).toHaveTextContent('High'));
    await waitFor(() => expect(save).toBeDisabled());
    await expect(canvas.getByRole('button', { name: /Status/ })).toHaveFocus();
  },
};

/** Reset from the keyboard disables both buttons: focus moves to the first field too. */
export const ResetByKeyboardKeepsFocus: Story = {
  play: async ({ canvas, canvasElement }) => {
    await pick(canvasElement, /Tier/, '4 - Very Complex');
    const reset = canvas.getByRole('button', { name: /Reset/ });
    reset.focus();
    await userEvent.keyboard('{Enter}');
    await expect(reset).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Status/ })).toHaveFocus();
  },
};
