import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { businessUnitsSample } from '../../fixtures/tickets.ts';
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

/**
 * Defaults: status 'All Open', nothing else filtered, so no 'Clear filters'. Folded, the bar is one
 * line of search, status and 'More filters' (it was three rows of six fields).
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('search', { name: 'Filter tickets' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Status/ })).toHaveTextContent('All Open');
    await expect(canvas.queryByRole('button', { name: /Clear filters/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'More filters' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.queryByRole('button', { name: /Priority/ })).toBeNull();
    await expect(canvas.getByRole('search').getBoundingClientRect().height).toBeLessThanOrEqual(48);
  },
};

/** 'More filters' opens the four others under the toolbar; its badge counts those in use. */
export const MoreFiltersInUse: Story = {
  args: { value: { ...defaultTicketFilters, priority: 'high', assigned_filter: 'unassigned' } },
  play: async ({ canvas }) => {
    const more = canvas.getByRole('button', { name: 'More filters 2 in use' });
    await userEvent.click(more);
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: /Priority/ })).toHaveTextContent('High');
    await expect(canvas.getByRole('button', { name: /Assignment/ })).toHaveTextContent('Unassigned');
    await expect(canvas.getByRole('button', { name: /Clear filters/ })).toBeEnabled();
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
    await userEvent.click(canvas.getByRole('button', { name: 'More filters' }));
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

// The phone and tablet stories last: a story shot at the whole viewport must not follow one at another size.
/**
 * On a phone the folded bar is two lines (search; status and the buttons) under which the tickets
 * start; it was six stacked fields, the whole first screen.
 */
export const OnPhone: Story = {
  decorators: [(Story) => <div style={{ width: 'calc(100vw - 32px)' }}>{Story()}</div>],
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('search', { name: 'Filter tickets' });
    await expect(bar.getBoundingClientRect().height).toBeLessThanOrEqual(100);
    await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
  },
};

/** The same bar opened on a phone: the four selects stack under it. */
export const OnPhoneExpanded: Story = {
  ...OnPhone,
  args: { defaultExpanded: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Business unit/ })).toBeVisible();
  },
};

/** At tablet width: one line. */
export const OnTablet: Story = {
  decorators: [(Story) => <div style={{ width: 'calc(100vw - 48px)' }}>{Story()}</div>],
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('search').getBoundingClientRect().height).toBeLessThanOrEqual(48);
  },
};
