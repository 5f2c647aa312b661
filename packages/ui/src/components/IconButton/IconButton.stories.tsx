import type { Meta, StoryObj } from '@storybook/react-vite';
import { Copy, MoreHorizontal, Trash2, X } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { IconButton, iconButtonSizes, iconButtonVariants } from './IconButton.tsx';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  argTypes: {
    variant: { control: 'inline-radio', options: iconButtonVariants },
    size: { control: 'inline-radio', options: iconButtonSizes },
    children: { control: false },
  },
  args: { 'aria-label': 'Close', children: <X />, onPress: fn() },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Close' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    // The icon is decoration: the name comes from aria-label only.
    await expect(button.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

export const Keyboard: Story = {
  args: { 'aria-label': 'Copy link', children: <Copy />, variant: 'secondary' },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Copy link' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const AllVariantsAndSizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {iconButtonSizes.map((size) => (
        <div key={size} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          {iconButtonVariants.map((variant) => (
            <IconButton
              key={variant}
              {...args}
              variant={variant}
              size={size}
              aria-label={`More actions (${variant} ${size})`}
            >
              <MoreHorizontal />
            </IconButton>
          ))}
        </div>
      ))}
    </div>
  ),
};

export const Danger: Story = {
  args: { 'aria-label': 'Delete attachment', children: <Trash2 />, variant: 'danger' },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Close' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { 'aria-label': 'Deleting attachment', isPending: true, variant: 'secondary', children: <Trash2 /> },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Deleting attachment' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
