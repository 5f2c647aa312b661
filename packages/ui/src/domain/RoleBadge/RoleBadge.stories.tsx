import { roleValues } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RoleBadge } from './RoleBadge.tsx';

const meta = {
  title: 'Shell/RoleBadge',
  component: RoleBadge,
  argTypes: { role: { control: 'select', options: [...roleValues, 'Contractor', null] } },
  args: { role: 'admin' },
} satisfies Meta<typeof RoleBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Admin is red. */
export const Admin: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Admin')).toHaveAttribute('data-tone', 'danger');
  },
};

export const Manager: Story = {
  args: { role: 'manager' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Manager')).toHaveAttribute('data-tone', 'info');
  },
};

export const Agent: Story = {
  args: { role: 'agent' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Agent')).toHaveAttribute('data-tone', 'success');
  },
};

export const User: Story = {
  args: { role: 'user' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('User')).toHaveAttribute('data-tone', 'neutral');
  },
};

/** Read case-insensitively: 'MANAGER' is a manager. */
export const MixedCase: Story = {
  args: { role: ' MANAGER ' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Manager')).toHaveAttribute('data-tone', 'info');
  },
};

/** A role the portal does not know is grey and shows its own text. */
export const UnknownRole: Story = {
  args: { role: 'Contractor' },
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Contractor');
    await expect(badge).toHaveAttribute('data-tone', 'neutral');
    await expect(badge).toHaveAttribute('data-role', 'other');
  },
};

export const Missing: Story = {
  args: { role: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Unknown')).toHaveAttribute('data-tone', 'neutral');
  },
};
