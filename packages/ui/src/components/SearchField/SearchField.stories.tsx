import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SearchField } from './SearchField.tsx';

const meta = {
  title: 'Primitives/SearchField',
  component: SearchField,
  args: {
    label: 'Search articles',
    placeholder: 'Search the knowledge base',
    onChange: fn(),
    onSubmit: fn(),
    onClear: fn(),
  },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
} satisfies Meta<typeof SearchField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search articles' });
    await userEvent.click(input);
    await userEvent.type(input, 'vpn');
    await expect(args.onChange).toHaveBeenLastCalledWith('vpn');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(input).toHaveFocus();
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const input = canvas.getByRole('searchbox', { name: 'Search articles' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('printer{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('printer');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    // The clear button is for pointers only; Tab leaves the field.
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

export const WithValue: Story = { args: { defaultValue: 'password reset' } };

export const WithDescription: Story = {
  args: { description: 'Searches titles and article text.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search articles' })).toHaveAccessibleDescription(
      'Searches titles and article text.',
    );
  },
};

export const Invalid: Story = {
  args: { defaultValue: 'a', isInvalid: true, errorMessage: 'Type at least 2 characters to search.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search articles' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Type at least 2 characters to search.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'vpn' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search articles' })).toBeDisabled();
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search articles' })).toBeRequired();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'vpn' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search articles' });
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('vpn');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Search every article, attachment and comment in all the knowledge bases you can read',
    defaultValue: 'how to configure the multi-factor authentication app on a replacement phone',
  },
};
