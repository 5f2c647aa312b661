import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Radio, RadioGroup, radioGroupOrientations } from './RadioGroup.tsx';

const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  argTypes: { orientation: { control: 'inline-radio', options: radioGroupOrientations } },
  args: {
    label: 'Priority',
    onChange: fn(),
    children: (
      <>
        <Radio value="low">Low</Radio>
        <Radio value="medium">Medium</Radio>
        <Radio value="high">High</Radio>
      </>
    ),
  },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Priority' })).toBeVisible();
    await userEvent.click(canvas.getByText('High'));
    await expect(canvas.getByRole('radio', { name: 'High' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('high');
  },
};

export const Keyboard: Story = {
  args: { defaultValue: 'low' },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Low' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Medium' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('medium');
    // The group is one tab stop.
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'High' })).not.toHaveFocus();
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: 'medium' } };

export const WithDescription: Story = {
  args: { description: 'High priority pages the on-call agent.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Priority' })).toHaveAccessibleDescription(
      'High priority pages the on-call agent.',
    );
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose a priority.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Priority' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByText('Choose a priority.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'low' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByText('High'));
    await expect(canvas.getByRole('radio', { name: 'Low' })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Priority' })).toHaveAttribute(
      'aria-required',
      'true',
    );
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'medium' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByText('High'));
    await expect(canvas.getByRole('radio', { name: 'Medium' })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    label: 'How should we contact you once an agent has looked at your request',
    children: (
      <>
        <Radio value="email">
          By email to the address in your profile, with the full conversation attached
        </Radio>
        <Radio value="phone">By phone during office hours, Monday to Friday between 8:00 and 17:00</Radio>
      </>
    ),
  },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
};
