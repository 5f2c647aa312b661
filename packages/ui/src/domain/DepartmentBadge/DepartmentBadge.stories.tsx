import { departmentValues } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DepartmentBadge } from './DepartmentBadge.tsx';

const meta = {
  title: 'Tickets/DepartmentBadge',
  component: DepartmentBadge,
  argTypes: { department: { control: 'select', options: departmentValues } },
  args: { department: 'HR/P&T' },
} satisfies Meta<typeof DepartmentBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('HR/P&T');
    await expect(badge).toBeVisible();
    // The icon is decoration only.
    await expect(badge.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

export const AllDepartments: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {departmentValues.map((department) => (
        <DepartmentBadge key={department} {...args} department={department} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const department of departmentValues) await expect(canvas.getByText(department)).toBeVisible();
  },
};
