import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select, SelectItem } from './Select.tsx';

const options = (
  <>
    <SelectItem id="open">Open</SelectItem>
    <SelectItem id="in-progress">In progress</SelectItem>
    <SelectItem id="waiting">Waiting for customer</SelectItem>
    <SelectItem id="resolved">Resolved</SelectItem>
  </>
);

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: { label: 'Status', placeholder: 'Choose a status', children: options, onChange: fn() },
  decorators: [(Story) => <div style={{ width: 280 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The list lives in a portal on <body>. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: /Status/ });
    await expect(trigger).toHaveTextContent('Choose a status');
    await userEvent.click(trigger);
    const listbox = await page(canvasElement).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Resolved' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('resolved');
    await expect(trigger).toHaveTextContent('Resolved');
    await waitFor(() => expect(page(canvasElement).queryByRole('listbox')).toBeNull());
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: /Status/ });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await page(canvasElement).findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Open' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('in-progress');
    await waitFor(() => expect(trigger).toHaveFocus());
    // Type-ahead on the closed trigger.
    await userEvent.keyboard('w');
    await expect(args.onChange).toHaveBeenLastCalledWith('waiting');
  },
};

/** The open list, for review and screenshots. */
export const Open: Story = {
  args: { defaultValue: 'waiting' },
  parameters: { visual: { target: 'viewport' } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
    const listbox = await page(canvasElement).findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Waiting for customer' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const WithDescription: Story = {
  args: { description: 'Customers see the status on their ticket page.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Customers see the status on their ticket page.')).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose a status before saving.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose a status before saving.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'open' },
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: /Status/ });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger);
    await waitFor(() => expect(page(canvasElement).queryByRole('listbox')).toBeNull());
  },
};

export const Required: Story = {
  args: { isRequired: true, validationBehavior: 'aria' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('*')).toBeVisible();
    // The hidden native select carries the required state for forms and assistive technology.
    await expect(canvas.getByRole('button', { name: /Status/ }).closest('[data-required]')).not.toBeNull();
  },
};

export const LongText: Story = {
  args: {
    label: 'Queue that receives tickets created from emails sent to the shared support address',
    defaultValue: 'long',
    children: (
      <>
        <SelectItem id="long">
          Second-level infrastructure support for the northern region data centres
        </SelectItem>
        <SelectItem id="short">Service desk</SelectItem>
      </>
    ),
  },
};
