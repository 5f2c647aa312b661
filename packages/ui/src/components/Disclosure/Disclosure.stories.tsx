import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Text } from '../Text/Text.tsx';
import { Disclosure, DisclosureGroup } from './Disclosure.tsx';

const meta = {
  title: 'Primitives/Disclosure',
  component: Disclosure,
  args: {
    title: 'How do I reset my password?',
    children: (
      <Text elementType="p">Open the sign-in page, choose "Forgot password" and follow the email.</Text>
    ),
  },
  render: (args) => (
    <div style={{ width: 480 }}>
      <Disclosure {...args} />
    </div>
  ),
} satisfies Meta<typeof Disclosure>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'How do I reset my password?' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(/Forgot password/)).not.toBeVisible();
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/Forgot password/)).toBeVisible();
  },
};

/** Keyboard: Tab to the heading's button, Enter expands, Space collapses. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'How do I reset my password?' });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('heading', { level: 3 })).toContainElement(trigger);
  },
};

export const DefaultExpanded: Story = { args: { defaultExpanded: true } };

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button');
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const LongText: Story = {
  args: {
    defaultExpanded: true,
    title:
      'Why does the VPN disconnect every few minutes on the office guest network, and what can I do about it until it is fixed?',
    children: (
      <Text elementType="p">
        The guest network drops idle connections after two minutes. Until the network team changes that,
        connect through the staff network or keep a video call open. Unbreakable text like
        https://portal.example.com/kb/articles/vpn-disconnects-on-guest-network wraps too.
      </Text>
    ),
  },
};

/** An accordion: only one open at a time unless `allowsMultipleExpanded`. */
export const Group: Story = {
  render: () => (
    <div style={{ width: 480 }}>
      <DisclosureGroup defaultExpandedKeys={['a']}>
        <Disclosure id="a" title="Sign-in">
          <Text elementType="p">Use your company account.</Text>
        </Disclosure>
        <Disclosure id="b" title="Personal code">
          <Text elementType="p">Find it under Settings.</Text>
        </Disclosure>
        <Disclosure id="c" title="Notifications">
          <Text elementType="p">Choose what we email you.</Text>
        </Disclosure>
      </DisclosureGroup>
    </div>
  ),
  play: async ({ canvas }) => {
    const signIn = canvas.getByRole('button', { name: 'Sign-in' });
    const code = canvas.getByRole('button', { name: 'Personal code' });
    await expect(signIn).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(code);
    await expect(code).toHaveAttribute('aria-expanded', 'true');
    await expect(signIn).toHaveAttribute('aria-expanded', 'false');
  },
};
