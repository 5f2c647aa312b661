import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Link, linkVariants } from './Link.tsx';

const meta = {
  title: 'Primitives/Link',
  component: Link,
  argTypes: { variant: { control: 'inline-radio', options: linkVariants } },
  args: { children: 'View all tickets', onPress: fn() },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: (args) => (
    <p style={{ maxWidth: 420 }}>
      Your request was saved. <Link {...args} /> or return to the dashboard.
    </p>
  ),
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: 'View all tickets' });
    await userEvent.click(link);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Standalone: Story = { args: { variant: 'standalone' } };

export const Subtle: Story = {
  args: { variant: 'subtle', children: 'Privacy notice' },
};

export const WithHref: Story = {
  args: { href: '#tickets', onPress: undefined },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'View all tickets' });
    await expect(link.tagName).toBe('A');
    await expect(link).toHaveAttribute('href', '#tickets');
  },
};

export const Keyboard: Story = {
  args: { variant: 'standalone' },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'View all tickets' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: 'View all tickets' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  render: (args) => (
    <div style={{ width: 260 }}>
      <Link {...args}>
        Read the full article about configuring the VPN client on a personal laptop while travelling abroad
      </Link>
    </div>
  ),
};
