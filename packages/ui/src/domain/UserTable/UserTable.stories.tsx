import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { adminUserLong, adminUsers, manyAdminUsers } from '../fixtures-admin.ts';
import { UserTable } from './UserTable.tsx';

const meta = {
  title: 'Administration/UserTable',
  component: UserTable,
  args: {
    users: adminUsers,
    onManage: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onAddUser: fn(),
    onRegenerateCode: fn(),
  },
} satisfies Meta<typeof UserTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every column; '------' for a missing code; Manage, Edit and Delete call back with the user (pointer). */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    for (const name of [
      'Name',
      'Email',
      'Role',
      'Department',
      'Business Unit',
      'Personal Code',
      'Permissions',
      'Actions',
    ]) {
      await expect(canvas.getByRole('columnheader', { name })).toBeVisible();
    }
    const alice = canvas.getByRole('row', { name: /Alice Mwangi/ });
    await expect(within(alice).getByTestId('code-placeholder')).toHaveTextContent('------');
    await expect(within(alice).getByText('Not set')).toBeVisible();
    await expect(within(alice).getAllByText('None')).toHaveLength(2);
    const chloe = canvas.getByRole('row', { name: /Chloe Martin/ });
    await expect(within(chloe).getByText('K7Q2-9XPM')).toBeVisible();
    await expect(within(chloe).getByText('8 of 23')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Manage permissions of Ben Okafor' }));
    await expect(args.onManage).toHaveBeenCalledWith(adminUsers[1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Alice Mwangi' }));
    await expect(args.onEdit).toHaveBeenCalledWith(adminUsers[3]);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Chloe Martin' }));
    await expect(args.onDelete).toHaveBeenCalledWith(adminUsers[2]);
    // Not the designated administrator: no Add User, no code regeneration.
    await expect(canvas.queryByRole('button', { name: 'Add User' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /New code/ })).toBeNull();
  },
};

/** The designated user administrator also gets 'Add User' and 'New code' per row. */
export const DesignatedAdministrator: Story = {
  args: { isUserAdministrator: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add User' }));
    await expect(args.onAddUser).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'New code for Alice Mwangi' }));
    await expect(args.onRegenerateCode).toHaveBeenCalledWith(adminUsers[3]);
  },
};

/** Keyboard: the table is a grid; arrows reach the action buttons and Enter presses them. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('grid')).toContainElement(document.activeElement as HTMLElement);
    // Tab lands on the first row. Move right from the Name cell through the cells to the first action of the row.
    for (let index = 0; index < 12 && document.activeElement?.tagName !== 'BUTTON'; index += 1) {
      await userEvent.keyboard('{ArrowRight}');
    }
    await expect(document.activeElement).toHaveAccessibleName('Manage permissions of Priya Shah');
    await userEvent.keyboard('{Enter}');
    await expect(args.onManage).toHaveBeenCalledWith(adminUsers[0]);
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading users' })).toBeInTheDocument();
    await expect(canvas.getByText('Loading users...')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { users: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No users' })).toBeVisible();
    await expect(canvas.getByText('0 users')).toBeVisible();
  },
};

export const ManyUsers: Story = {
  args: { users: manyAdminUsers },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(manyAdminUsers.length + 1);
  },
};

export const LongText: Story = { args: { users: [adminUserLong, ...adminUsers.slice(0, 1)] } };

/** BOOST role differing from the role is shown under the badge. */
export const BoostRoleDiffers: Story = {
  args: { users: [{ ...adminUsers[3], boost_role: 'Agent' } as (typeof adminUsers)[number]] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('BOOST: Agent')).toBeVisible();
  },
};
