import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ComboBox, ComboBoxItem } from './ComboBox.tsx';

const agents = [
  { id: 'ada', name: 'Ada Lovelace' },
  { id: 'alan', name: 'Alan Turing' },
  { id: 'grace', name: 'Grace Hopper' },
  { id: 'katherine', name: 'Katherine Johnson' },
  { id: 'margaret', name: 'Margaret Hamilton' },
];

const meta = {
  title: 'Primitives/ComboBox',
  component: ComboBox,
  args: {
    label: 'Assignee',
    placeholder: 'Type a name',
    defaultItems: agents,
    children: (agent: object) => {
      const { id, name } = agent as (typeof agents)[number];
      return <ComboBoxItem id={id}>{name}</ComboBoxItem>;
    },
    onChange: fn(),
    onInputChange: fn(),
  },
  decorators: [(Story) => <div style={{ width: 280 }}>{Story()}</div>],
} satisfies Meta<typeof ComboBox>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvas.getByRole('combobox', { name: 'Assignee' });
    await userEvent.click(canvas.getByRole('button', { name: /Show suggestions|Assignee/ }));
    const listbox = await page(canvasElement).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(5);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Grace Hopper' }));
    await expect(input).toHaveValue('Grace Hopper');
    await expect(args.onChange).toHaveBeenLastCalledWith('grace');
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.tab();
    const input = canvas.getByRole('combobox', { name: 'Assignee' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('al');
    const listbox = await page(canvasElement).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(input).toHaveValue('Alan Turing');
    await expect(args.onChange).toHaveBeenLastCalledWith('alan');
    await waitFor(() => expect(page(canvasElement).queryByRole('listbox')).toBeNull());
  },
};

/** Typing filters the open list, for review and screenshots. */
export const Filtering: Story = {
  parameters: { visual: { target: 'viewport' } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Assignee' }), 'er');
    const listbox = await page(canvasElement).findByRole('listbox');
    // Matches anywhere in the name, ignoring case.
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Grace Hopper', 'Katherine Johnson']);
  },
};

export const WithDescription: Story = {
  args: { description: 'Only agents of this queue are listed.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Assignee' })).toHaveAccessibleDescription(
      'Only agents of this queue are listed.',
    );
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose someone from the list.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Assignee' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Choose someone from the list.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'ada' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Assignee' })).toBeDisabled();
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Assignee' })).toBeRequired();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'ada' },
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvas.getByRole('combobox', { name: 'Assignee' });
    await expect(input).toHaveValue('Ada Lovelace');
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('Ada Lovelace');
    await waitFor(() => expect(page(canvasElement).queryByRole('listbox')).toBeNull());
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Escalation contact who is called when a critical ticket is not answered within one hour',
    defaultItems: [
      { id: 'long', name: 'Maximilian Alexander von Hohenberg-Wittelsbach (Infrastructure on-call)' },
    ],
    defaultValue: 'long',
  },
};
