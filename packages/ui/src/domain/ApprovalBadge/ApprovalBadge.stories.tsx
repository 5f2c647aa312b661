import { documentApprovalStatusLabels, documentApprovalStatusValues } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ApprovalBadge } from './ApprovalBadge.tsx';

const meta = {
  title: 'Knowledge base/ApprovalBadge',
  component: ApprovalBadge,
  argTypes: { status: { control: 'inline-radio', options: documentApprovalStatusValues } },
  args: { status: 'pending_approval' },
} satisfies Meta<typeof ApprovalBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pending Approval')).toBeVisible();
  },
};
export const Approved: Story = { args: { status: 'approved' } };
export const Rejected: Story = { args: { status: 'rejected' } };

export const AllStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {documentApprovalStatusValues.map((status) => (
        <ApprovalBadge key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const label of Object.values(documentApprovalStatusLabels))
      await expect(canvas.getByText(label)).toBeVisible();
  },
};
