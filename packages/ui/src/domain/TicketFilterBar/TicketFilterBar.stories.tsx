import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { businessUnitsSample } from '../fixtures-tickets.ts';
import { defaultTicketFilters, TicketFilterBar, type TicketFilterBarProps } from './TicketFilterBar.tsx';

/** Holds the filters like the screen does, reporting each change. */
function Controlled(props: TicketFilterBarProps) {
  const [value, setValue] = useState(props.value);
  return (
    <TicketFilterBar
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Tickets/TicketFilterBar',
  component: TicketFilterBar,
  args: { value: defaultTicketFilters, onChange: fn(), businessUnits: businessUnitsSample },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof TicketFilterBar>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Defaults: status 'All Open', nothing else filtered; 'Clear filters' is disabled. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('search', { name: 'Filter tickets' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Status/ })).toHaveTextContent('All Open');
    await expect(canvas.getByRole('button', { name: /Clear filters/ })).toBeDisabled();
  },
};

/** A user or agent: no 'Closed' status. */
export const StatusOptionsWithoutClosed: Story = {
  parameters: { visual: { target: 'viewport' } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
    const listbox = await body(canvasElement).findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'All Open' })).toBeVisible();
    await expect(within(listbox).getByRole('option', { name: 'Waiting on User' })).toBeVisible();
    await expect(within(listbox).queryByRole('option', { name: 'Closed' })).toBeNull();
  },
};

/** Manager and admin: 'Closed' is offered. */
export const StatusOptionsWithClosed: Story = {
  args: { canFilterClosed: true },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
    const listbox = await body(canvasElement).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Closed' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...defaultTicketFilters, status: 'closed' });
  },
};

/** Every filter changes its own key; 'Clear filters' puts the defaults back. */
export const ChangeEveryFilter: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const pick = async (label: RegExp, option: string) => {
      await userEvent.click(canvas.getByRole('button', { name: label }));
      const listbox = await body(canvasElement).findByRole('listbox');
      await userEvent.click(within(listbox).getByRole('option', { name: option }));
      await waitFor(() => expect(body(canvasElement).queryByRole('listbox')).toBeNull());
    };
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'vpn');
    await pick(/Priority/, 'Critical');
    await pick(/Department/, 'HR/P&T');
    await pick(/Business unit/, 'London Office');
    await pick(/Assignment/, 'Unassigned');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      search: 'vpn',
      status: 'all_open',
      priority: 'urgent',
      support_department: 'HR/P&T',
      business_unit_id: 'bu-london-0001',
      assigned_filter: 'unassigned',
    });
    await userEvent.click(canvas.getByRole('button', { name: /Clear filters/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(defaultTicketFilters);
  },
};

/** Keyboard: the status select opens with the arrow keys and picks with Enter. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('searchbox', { name: 'Search' }));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Status/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...defaultTicketFilters, status: 'all' });
  },
};

/** A stored 'closed' filter for someone who may not use it shows as 'All Open'. */
export const StoredClosedNotAllowed: Story = {
  args: { value: { ...defaultTicketFilters, status: 'closed' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Status/ })).toHaveTextContent('All Open');
  },
};

export const NoBusinessUnits: Story = { args: { businessUnits: [] } };
