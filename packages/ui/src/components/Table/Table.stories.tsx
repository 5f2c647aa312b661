import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inbox, MoreHorizontal } from 'lucide-react';
import { useMemo, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { Menu, MenuItem, MenuTrigger } from '../Menu/Menu.tsx';
import { Cell, Column, Row, type SortDescriptor, Table, TableBody, TableHeader } from './Table.tsx';

interface Ticket {
  id: string;
  title: string;
  status: string;
  updated: string;
}

const tickets: Ticket[] = [
  { id: 'BOOST-103', title: 'Printer on floor 2 jams', status: 'Open', updated: '2026-03-04' },
  { id: 'BOOST-101', title: 'VPN disconnects', status: 'Resolved', updated: '2026-03-06' },
  { id: 'BOOST-102', title: 'Access to the finance share', status: 'In progress', updated: '2026-03-01' },
];

const onRowMenu = fn();

function TicketTable({ items, withActions = false }: { items: Ticket[]; withActions?: boolean }) {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'id', direction: 'ascending' });
  const sorted = useMemo(() => {
    const key = sort.column as keyof Ticket;
    const rows = [...items].sort((a, b) => a[key].localeCompare(b[key]));
    return sort.direction === 'descending' ? rows.reverse() : rows;
  }, [items, sort]);
  return (
    <Table aria-label="My tickets" sortDescriptor={sort} onSortChange={setSort}>
      <TableHeader>
        <Column id="id" isRowHeader allowsSorting>
          Ticket
        </Column>
        <Column id="title" allowsSorting>
          Title
        </Column>
        <Column id="status">Status</Column>
        <Column id="updated" allowsSorting align="end">
          Updated
        </Column>
        {withActions ? (
          <Column id="actions" align="end">
            Actions
          </Column>
        ) : null}
      </TableHeader>
      <TableBody
        items={sorted}
        renderEmptyState={() => (
          <EmptyState
            icon={<Inbox size={24} />}
            title="No tickets yet"
            description="Tickets you report appear here."
            headingLevel={3}
          />
        )}
      >
        {(ticket) => (
          <Row id={ticket.id}>
            <Cell>{ticket.id}</Cell>
            <Cell>{ticket.title}</Cell>
            <Cell>{ticket.status}</Cell>
            <Cell align="end">{ticket.updated}</Cell>
            {withActions ? (
              <Cell align="end">
                <MenuTrigger placement="bottom end">
                  <Button variant="ghost" size="sm" aria-label={`Actions for ${ticket.id}`}>
                    <MoreHorizontal size={16} aria-hidden="true" />
                  </Button>
                  <Menu onAction={(action) => onRowMenu(ticket.id, action)}>
                    <MenuItem id="open">Open</MenuItem>
                    <MenuItem id="close">Close ticket</MenuItem>
                  </Menu>
                </MenuTrigger>
              </Cell>
            ) : null}
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

const meta = {
  title: 'Primitives/Table',
  component: Table,
  beforeEach: () => {
    onRowMenu.mockClear();
  },
  render: () => <TicketTable items={tickets} />,
} satisfies Meta<typeof Table>;
export default meta;
type Story = StoryObj<typeof meta>;

const firstColumnTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

/** Pointer: clicking a sortable header toggles ascending and descending (`aria-sort`). */
export const Sortable: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: 'My tickets' });
    const ticket = canvas.getByRole('columnheader', { name: 'Ticket' });
    await expect(ticket).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstColumnTexts(table)).toEqual(['BOOST-101', 'BOOST-102', 'BOOST-103']);
    await userEvent.click(ticket);
    await expect(ticket).toHaveAttribute('aria-sort', 'descending');
    await expect(firstColumnTexts(table)).toEqual(['BOOST-103', 'BOOST-102', 'BOOST-101']);
    const updated = canvas.getByRole('columnheader', { name: 'Updated' });
    await userEvent.click(updated);
    await expect(updated).toHaveAttribute('aria-sort', 'ascending');
    await expect(ticket).not.toHaveAttribute('aria-sort', 'descending');
    await expect(firstColumnTexts(table)).toEqual(['BOOST-102', 'BOOST-103', 'BOOST-101']);
    await expect(canvas.getByRole('columnheader', { name: 'Status' })).not.toHaveAttribute('aria-sort');
  },
};

/** Keyboard: Tab into the grid, arrow up to the headers, Enter sorts the focused column. */
export const KeyboardSort: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid');
    await userEvent.tab();
    await expect(table.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{ArrowUp}');
    const ticket = canvas.getByRole('columnheader', { name: 'Ticket' });
    await waitFor(() => expect(ticket).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    const title = canvas.getByRole('columnheader', { name: 'Title' });
    await expect(title).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(title).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstColumnTexts(table)).toEqual(['BOOST-102', 'BOOST-103', 'BOOST-101']);
    await userEvent.keyboard('{Enter}');
    await expect(title).toHaveAttribute('aria-sort', 'descending');
  },
};

/** No rows: `renderEmptyState` fills the body. */
export const Empty: Story = {
  render: () => <TicketTable items={[]} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No tickets yet' })).toBeVisible();
    await expect(canvas.queryByText(/BOOST-/)).toBeNull();
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
  },
};

/** A row action menu in the last cell, by pointer and by keyboard. */
export const RowActions: Story = {
  parameters: { visual: { target: 'viewport' } },
  render: () => <TicketTable items={tickets} withActions />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for BOOST-102' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Close ticket' }));
    await expect(onRowMenu).toHaveBeenCalledWith('BOOST-102', 'close');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    const trigger = canvas.getByRole('button', { name: 'Actions for BOOST-101' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Open' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(onRowMenu).toHaveBeenLastCalledWith('BOOST-101', 'open');
    // Leave a menu open for the screenshot.
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for BOOST-103' }));
    await screen.findByRole('menu');
  },
};

const longTickets: Ticket[] = [
  {
    id: 'BOOST-200',
    title:
      'After the last update the VPN client disconnects every few minutes when connected through the office guest network, and reconnecting takes several attempts',
    status: 'Waiting for customer',
    updated: '2026-03-07',
  },
  ...tickets,
];

export const LongText: Story = {
  render: () => (
    <div style={{ width: 640 }}>
      <TicketTable items={longTickets} />
    </div>
  ),
};

const manyTickets: Ticket[] = Array.from({ length: 25 }, (_, i) => ({
  id: `BOOST-${String(300 + i)}`,
  title: `Ticket number ${i + 1}`,
  status: i % 3 === 0 ? 'Open' : i % 3 === 1 ? 'In progress' : 'Resolved',
  updated: `2026-02-${String((i % 28) + 1).padStart(2, '0')}`,
}));

export const ManyRows: Story = {
  render: () => <TicketTable items={manyTickets} />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(26);
  },
};

/** Selectable rows (`selectionMode`); one row disabled. */
export const Selection: Story = {
  render: () => (
    <Table aria-label="Articles" selectionMode="multiple" disabledKeys={['c']}>
      <TableHeader>
        <Column isRowHeader>Article</Column>
        <Column>Views</Column>
      </TableHeader>
      <TableBody>
        <Row id="a">
          <Cell>Reset your password</Cell>
          <Cell>1,204</Cell>
        </Row>
        <Row id="b">
          <Cell>Connect to the VPN</Cell>
          <Cell>880</Cell>
        </Row>
        <Row id="c">
          <Cell>Archived article</Cell>
          <Cell>12</Cell>
        </Row>
      </TableBody>
    </Table>
  ),
  play: async ({ canvas }) => {
    const row = canvas.getByRole('row', { name: /Connect to the VPN/ });
    await userEvent.click(row);
    await expect(row).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('row', { name: /Reset your password/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('row', { name: /Archived article/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
