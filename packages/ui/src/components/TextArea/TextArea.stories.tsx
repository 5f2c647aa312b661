import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextArea, textAreaResizes } from './TextArea.tsx';

const meta = {
  title: 'Primitives/TextArea',
  component: TextArea,
  argTypes: { resize: { control: 'inline-radio', options: textAreaResizes } },
  args: { label: 'Comment', onChange: fn() },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { placeholder: 'Add a comment for the support team' },
  play: async ({ args, canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Comment' });
    await userEvent.click(textarea);
    await expect(textarea).toHaveFocus();
    await userEvent.type(textarea, 'First line');
    await expect(args.onChange).toHaveBeenLastCalledWith('First line');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const textarea = canvas.getByRole('textbox', { name: 'Comment' });
    await expect(textarea).toHaveFocus();
    // Enter inserts a new line instead of submitting anything.
    await userEvent.keyboard('One{Enter}Two');
    await expect(textarea).toHaveValue('One\nTwo');
  },
};

export const WithDescription: Story = {
  args: { description: 'Markdown is not supported. Up to 2000 characters.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Comment' })).toHaveAccessibleDescription(
      'Markdown is not supported. Up to 2000 characters.',
    );
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'A comment is required to reopen the ticket.' },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Comment' });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('A comment is required to reopen the ticket.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Locked while the ticket is closed.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Comment' })).toBeDisabled();
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Comment' })).toBeRequired();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'Resolved by restarting the print spooler.' },
  play: async ({ args, canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Comment' });
    await userEvent.type(textarea, 'x');
    await expect(textarea).toHaveValue('Resolved by restarting the print spooler.');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    rows: 3,
    resize: 'none',
    label: 'Steps to reproduce, including the exact order of screens and any messages you saw on the way',
    defaultValue:
      'Open the dashboard, choose the knowledge base, search for "VPN", open the second article, press Print, then return with the browser back button. The page shows an empty list and the search box keeps the old query. This happens in every browser we tried, also after clearing the cache and signing in again.',
  },
};
