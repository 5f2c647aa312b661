import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField, textFieldTypes } from './TextField.tsx';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  argTypes: { type: { control: 'inline-radio', options: textFieldTypes } },
  args: { label: 'Full name', onChange: fn() },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { placeholder: 'Jane Doe' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    await userEvent.click(input);
    await expect(input).toHaveFocus();
    await userEvent.type(input, 'Ada');
    await expect(input).toHaveValue('Ada');
    await expect(args.onChange).toHaveBeenLastCalledWith('Ada');
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Grace');
    await expect(args.onChange).toHaveBeenLastCalledWith('Grace');
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('Grac');
  },
};

export const WithDescription: Story = {
  args: { label: 'Email', type: 'email', description: 'We send ticket updates to this address.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAccessibleDescription('We send ticket updates to this address.');
  },
};

export const Invalid: Story = {
  args: {
    label: 'Email',
    type: 'email',
    defaultValue: 'not-an-email',
    isInvalid: true,
    errorMessage: 'Enter an email address like name@example.com.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter an email address like name@example.com.');
  },
};

/** Client validation with `validate`: the message appears on blur and clears once fixed. */
export const ValidateOnBlur: Story = {
  args: {
    label: 'Username',
    validationBehavior: 'aria',
    validate: (value: string) => (value.length > 0 && value.length < 3 ? 'Use at least 3 characters.' : null),
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Username' });
    await userEvent.type(input, 'ab');
    await expect(await canvas.findByText('Use at least 3 characters.')).toBeVisible();
    await userEvent.type(input, 'c');
    await expect(canvas.queryByText('Use at least 3 characters.')).toBeNull();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Ada Lovelace' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('Ada Lovelace');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toBeRequired();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'ada@example.com', label: 'Email' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('ada@example.com');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Describe the business impact of this outage in a sentence that people in other teams can follow',
    description:
      'This text appears in the weekly report to the steering committee, so avoid internal abbreviations and ticket numbers wherever possible.',
    defaultValue:
      'All customer-facing ordering in the northern region stopped for forty minutes during the peak period',
  },
};
