import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ADMIN_TIME_ZONE, businessUnitLong, businessUnits } from '../../fixtures/admin.ts';
import { BusinessUnitCard } from './BusinessUnitCard.tsx';

const meta = {
  title: 'Administration/BusinessUnitCard',
  component: BusinessUnitCard,
  args: { unit: businessUnits[0], onEdit: fn(), onDelete: fn(), timeZone: ADMIN_TIME_ZONE },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
} satisfies Meta<typeof BusinessUnitCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Name, code, created date, type and status; Edit and Delete call back (pointer). */
export const Active: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Africa Division' })).toBeVisible();
    await expect(canvas.getByText('AFR')).toBeVisible();
    await expect(canvas.getByText('4 Mar 2025')).toHaveAttribute('datetime', '2025-03-04T09:15:00.000Z');
    await expect(canvas.getByText('Active')).toHaveAttribute('data-status', 'Active');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Africa Division' }));
    await expect(args.onEdit).toHaveBeenCalledWith(businessUnits[0]);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Africa Division' }));
    await expect(args.onDelete).toHaveBeenCalledWith(businessUnits[0]);
  },
};

/** Inactive, without a description. Keyboard: Tab to Edit, Enter. */
export const InactiveNoDescription: Story = {
  args: { unit: businessUnits[3] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Inactive')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Edit Finance Team' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onEdit).toHaveBeenCalledWith(businessUnits[3]);
  },
};

export const NoCode: Story = {
  args: { unit: { ...businessUnits[1], code: null } as (typeof businessUnits)[number] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('None')).toBeVisible();
  },
};

export const LongText: Story = { args: { unit: businessUnitLong } };

/** Many units in a grid, as on the Business Units tab. */
export const ManyUnits: Story = {
  decorators: [(Story) => <div style={{ width: 900 }}>{Story()}</div>],
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
      {[...businessUnits, businessUnitLong].map((unit) => (
        <BusinessUnitCard key={unit.id} {...args} unit={unit} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(businessUnits.length + 1);
  },
};
