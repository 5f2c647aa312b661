import { notificationConnectionValues } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ConnectionBadge } from './ConnectionBadge.tsx';

const meta = {
  title: 'Notifications/ConnectionBadge',
  component: ConnectionBadge,
  argTypes: { status: { control: 'inline-radio', options: notificationConnectionValues } },
  args: { status: 'live' },
} satisfies Meta<typeof ConnectionBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Live: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Notifications connection: Live');
  },
};
export const Polling: Story = {
  args: { status: 'polling' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Polling');
  },
};
export const Offline: Story = {
  args: { status: 'offline' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Offline');
  },
};
export const Medium: Story = { args: { status: 'live', size: 'md' } };
