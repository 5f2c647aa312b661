import {
  type Ticket,
  type TicketPriority,
  type TicketStatus,
  type TicketTier,
  type TicketUpdateRequest,
  ticketPriorityOptions,
  ticketStatusOptions,
  ticketTierOptions,
} from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { fromPromise } from 'xstate';
import { type BoostAgentUpdateInput, ticketEditMachine } from '../machines/ticket-edit.ts';
import { useTicketEdit } from '../react/index.ts';
import { ticketFixture } from './fixtures.ts';
import { failLater, later, StateLine, ToastLog, useToastLog } from './kit.tsx';

const people = [
  { id: 'p1', name: 'Pat Agent', department: 'IT' as const },
  { id: 'p2', name: 'Fay Finance', department: 'Finance' as const },
];
const ticket = ticketFixture;

function fakeEdit(failUpdate: boolean, failReload: boolean) {
  let server = { ...ticket };
  return ticketEditMachine.provide({
    actors: {
      updateTicket: fromPromise<Ticket | undefined, { id: string; patch: TicketUpdateRequest }>(
        ({ input }) => {
          if (failUpdate)
            return failLater(150, { status: 409, detail: 'Ticket was changed by someone else' });
          server = { ...server, ...input.patch };
          return later(150, server);
        },
      ),
      setBoostAgent: fromPromise<Ticket | undefined, BoostAgentUpdateInput>(({ input }) => {
        server = {
          ...server,
          boost_agent_id: input.boost_agent_id,
          boost_agent_name: input.boost_agent_name ?? null,
        };
        return later(100, server);
      }),
      reloadTicket: fromPromise<Ticket, { id: string }>(() =>
        failReload ? failLater(100, { status: 500 }) : later(100, server),
      ),
    },
  });
}

function QuickActionsDemo({ failUpdate, failReload }: { failUpdate: boolean; failReload: boolean }) {
  const [machine] = useState(() => fakeEdit(failUpdate, failReload));
  const log = useToastLog();
  const edit = useTicketEdit(machine, { ticket, people }, log.push);
  return (
    <div>
      <StateLine value={edit.saving ? 'saving' : 'editing'} />
      <p>
        <label>
          Status{' '}
          <select
            value={edit.draft.status}
            onChange={(e) => edit.change({ status: e.target.value as TicketStatus })}
          >
            {ticketStatusOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>{' '}
        <label>
          Priority{' '}
          <select
            value={edit.draft.priority}
            onChange={(e) => edit.change({ priority: e.target.value as TicketPriority })}
          >
            {ticketPriorityOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>{' '}
        <label>
          Tier{' '}
          <select
            value={edit.draft.tier}
            onChange={(e) => edit.change({ tier: Number(e.target.value) as TicketTier })}
          >
            {ticketTierOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
      </p>
      <p>
        <label>
          Assignee{' '}
          <select
            value={edit.draft.owner_id ?? 'unassigned'}
            onChange={(e) =>
              edit.change({ owner_id: e.target.value === 'unassigned' ? null : e.target.value })
            }
          >
            <option value="unassigned">Unassigned</option>
            {people.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </label>{' '}
        <label>
          Boost agent{' '}
          <select
            value={edit.draft.boost_agent_id ?? 'unassigned'}
            onChange={(e) =>
              edit.change({ boost_agent_id: e.target.value === 'unassigned' ? null : e.target.value })
            }
          >
            <option value="unassigned">Unassigned</option>
            {people.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
      </p>
      <button type="button" disabled={!edit.canSave} onClick={edit.save}>
        Save Changes
      </button>
      <ToastLog toasts={log.toasts} />
    </div>
  );
}

const meta = {
  title: 'Machines/TicketEdit',
  component: QuickActionsDemo,
  args: { failUpdate: false, failReload: false },
} satisfies Meta<typeof QuickActionsDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Save Changes enables on a change; saving updates, reloads and lists the changes. */
export const SaveChanges: Story = {
  play: async ({ canvas }) => {
    const save = canvas.getByRole('button', { name: 'Save Changes' });
    await expect(save).toBeDisabled();
    await userEvent.selectOptions(canvas.getByLabelText('Status'), 'in_progress');
    await userEvent.selectOptions(canvas.getByLabelText('Assignee'), 'p2');
    await userEvent.selectOptions(canvas.getByLabelText('Boost agent'), 'p1');
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await expect(await canvas.findByText('Ticket Updated Successfully')).toBeInTheDocument();
    await expect(await canvas.findByText('Boost Agent Updated')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeDisabled());
    await waitFor(() => expect(canvas.getByLabelText('Machine state')).toHaveTextContent('editing'));
  },
};

/** The update is saved but the reload fails: the change is kept as saved, and only loading failed. */
export const ReloadFails: Story = {
  args: { failReload: true },
  play: async ({ canvas }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Priority'), 'high');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(await canvas.findByText('Ticket Updated Successfully')).toBeInTheDocument();
    await expect(await canvas.findByText('Failed to load ticket')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Priority')).toHaveValue('high');
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  },
};

export const UpdateFails: Story = {
  args: { failUpdate: true },
  play: async ({ canvas }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Priority'), 'high');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(await canvas.findByText('❌ Update Failed')).toBeInTheDocument();
    await expect(canvas.getByText(/Ticket was changed by someone else/)).toBeInTheDocument();
  },
};
