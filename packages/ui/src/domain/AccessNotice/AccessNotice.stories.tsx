import { messages } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AccessNotice } from './AccessNotice.tsx';

const meta = {
  title: 'Knowledge base/AccessNotice',
  component: AccessNotice,
  args: { hasAdminAccess: true },
} satisfies Meta<typeof AccessNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(messages.adminAccess);
  },
};

export const ViewOnly: Story = {
  args: { hasAdminAccess: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('View Only Access - Upload access restricted');
  },
};

export const ViewOnlyNarrow: Story = {
  args: { hasAdminAccess: false },
  decorators: [(Story) => <div style={{ width: 240 }}>{Story()}</div>],
};
