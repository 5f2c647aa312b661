import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NumberField } from './NumberField.tsx';

const meta = {
  title: 'Primitives/NumberField',
  component: NumberField,
  args: { label: 'Seats', defaultValue: 5, minValue: 1, maxValue: 50, onChange: fn() },
  decorators: [(Story) => <div style={{ width: 240 }}>{Story()}</div>],
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Seats' });
    await userEvent.click(canvas.getByRole('button', { name: /Increase/ }));
    await expect(input).toHaveValue('6');
    await expect(args.onChange).toHaveBeenLastCalledWith(6);
    await userEvent.click(canvas.getByRole('button', { name: /Decrease/ }));
    await userEvent.click(canvas.getByRole('button', { name: /Decrease/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'Seats' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(7);
    await userEvent.keyboard('{End}');
    await expect(args.onChange).toHaveBeenLastCalledWith(50);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('50');
    // Typed values are clamped to the range on blur.
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await userEvent.tab();
    await expect(input).toHaveValue('1');
  },
};

export const Currency: Story = {
  args: {
    label: 'Budget',
    defaultValue: 1250,
    minValue: 0,
    maxValue: undefined,
    step: 50,
    formatOptions: { style: 'currency', currency: 'EUR' },
  },
};

export const WithDescription: Story = {
  args: { description: 'Licences to reserve, between 1 and 50.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Seats' })).toHaveAccessibleDescription(
      'Licences to reserve, between 1 and 50.',
    );
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Only 3 licences are left in your plan.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Seats' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Only 3 licences are left in your plan.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Seats' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Increase/ })).toBeDisabled();
  },
};

export const Required: Story = {
  args: { isRequired: true, defaultValue: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Seats' })).toBeRequired();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Seats' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('5');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    label:
      'Maximum number of open tickets a single agent may be assigned before new ones are routed elsewhere',
    description: 'Applies to every queue in this department, including the after-hours queue.',
  },
};
