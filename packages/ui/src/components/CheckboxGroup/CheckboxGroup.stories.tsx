import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { CheckboxGroup, checkboxGroupOrientations } from './CheckboxGroup.tsx';

const meta = {
  title: 'Primitives/CheckboxGroup',
  component: CheckboxGroup,
  argTypes: { orientation: { control: 'inline-radio', options: checkboxGroupOrientations } },
  args: {
    label: 'Notify me about',
    onChange: fn(),
    children: (
      <>
        <Checkbox value="assigned">Tickets assigned to me</Checkbox>
        <Checkbox value="mentions">Mentions in comments</Checkbox>
        <Checkbox value="articles">New knowledge base articles</Checkbox>
      </>
    ),
  },
} satisfies Meta<typeof CheckboxGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Notify me about' })).toBeVisible();
    await userEvent.click(canvas.getByText('Tickets assigned to me'));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Mentions in comments' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['assigned', 'mentions']);
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Tickets assigned to me' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'New knowledge base articles' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(['articles']);
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: ['mentions'] } };

export const WithDescription: Story = {
  args: { description: 'We never send more than one email per hour.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Notify me about' })).toHaveAccessibleDescription(
      'We never send more than one email per hour.',
    );
  },
};

/** Required: submitting nothing marks the group invalid with the given message. */
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose at least one kind of notification.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose at least one kind of notification.')).toBeVisible();
    for (const checkbox of canvas.getAllByRole('checkbox')) {
      await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    }
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: ['assigned'] },
  play: async ({ args, canvas }) => {
    for (const checkbox of canvas.getAllByRole('checkbox')) await expect(checkbox).toBeDisabled();
    await userEvent.click(canvas.getByText('Mentions in comments'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Required means "at least one": unticking the last one shows the error at once. */
export const Required: Story = {
  args: {
    isRequired: true,
    validationBehavior: 'aria',
    errorMessage: 'Choose at least one kind of notification.',
  },
  play: async ({ canvas }) => {
    const first = canvas.getByRole('checkbox', { name: 'Tickets assigned to me' });
    await userEvent.click(first);
    await expect(canvas.queryByText('Choose at least one kind of notification.')).toBeNull();
    await userEvent.click(first);
    await expect(await canvas.findByText('Choose at least one kind of notification.')).toBeVisible();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: ['mentions'] },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Tickets assigned to me' }));
    await expect(canvas.getByRole('checkbox', { name: 'Tickets assigned to me' })).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Which changes to tickets in queues you follow should trigger an email notification',
    children: (
      <>
        <Checkbox value="status">
          Status changes, including reopening after a ticket was marked resolved
        </Checkbox>
        <Checkbox value="priority">Priority raised to critical by an agent or by an escalation rule</Checkbox>
      </>
    ),
  },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
};
