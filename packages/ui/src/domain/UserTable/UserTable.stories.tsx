import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { adminUserLong, adminUsers, manyAdminUsers } from '../../fixtures/admin.ts';
import { linesOf } from '../../story-geometry.ts';
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
  // A desktop screen's table (/admin at 1280 px): below about 1,240 px it scrolls sideways in its box.
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof UserTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens a row's '...' menu and returns its items. */
async function openRowMenu(canvas: ReturnType<typeof within>, name: string) {
  await userEvent.click(canvas.getByRole('button', { name: `More actions for ${name}` }));
  return screen.findByRole('menu', { name: `More actions for ${name}` });
}

/**
 * Every column; '------' for a missing code; Manage and Edit (quiet buttons) and Delete (in the row's
 * '...' menu, red only there) call back with the user (pointer).
 */
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
    // No red Delete button in the table: it is in each row's menu.
    await expect(canvas.queryByRole('button', { name: /^Delete/ })).toBeNull();
    await openRowMenu(canvas, 'Chloe Martin');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(adminUsers[2]);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // Not the designated administrator: no Add User, no code regeneration.
    await expect(canvas.queryByRole('button', { name: 'Add User' })).toBeNull();
    await openRowMenu(canvas, 'Alice Mwangi');
    await expect(screen.queryByRole('menuitem', { name: 'New code' })).toBeNull();
    await userEvent.keyboard('{Escape}');
  },
};

/** The designated user administrator also gets 'Add User' and 'New code' per row. */
export const DesignatedAdministrator: Story = {
  args: { isUserAdministrator: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add User' }));
    await expect(args.onAddUser).toHaveBeenCalledTimes(1);
    await openRowMenu(canvas, 'Alice Mwangi');
    await userEvent.click(screen.getByRole('menuitem', { name: 'New code' }));
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

/**
 * The signed-in administrator's own row: Delete is there but disabled, saying why (the server
 * refuses it too, 409). Everyone else's row can be deleted.
 */
export const OwnRow: Story = {
  args: { viewerId: adminUsers[0]?.id },
  parameters: { visual: { target: 'viewport' } },
  play: async ({ args, canvas }) => {
    await openRowMenu(canvas, 'Ben Okafor');
    await expect(screen.getByRole('menuitem', { name: 'Delete' })).not.toHaveAttribute('aria-disabled');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await openRowMenu(canvas, 'Priya Shah');
    const own = screen.getByRole('menuitem', { name: /^Delete/ });
    await expect(own).toHaveAttribute('aria-disabled', 'true');
    await expect(own).toHaveTextContent('You cannot delete your own account');
    await userEvent.click(own);
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/**
 * At desktop width (1280 px, the /admin content width) every name and address is on one line
 * ('alex.morgan@exam' / 'ple.com' before) and the table needs no sideways scrolling; the actions
 * are one line of two quiet buttons and the '...' menu.
 */
export const AtDesktopWidth: Story = {
  args: { users: [...adminUsers, ...manyAdminUsers.slice(0, 4)], isUserAdministrator: true },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, canvasElement }) => {
    for (const row of canvas.getAllByRole('row').slice(1)) {
      const [name, email] = Array.from(row.querySelectorAll('td'));
      await expect(linesOf(name as HTMLElement)).toBe(1);
      await expect(linesOf(email as HTMLElement)).toBe(1);
      const actions = within(row).getAllByRole('button');
      const tops = new Set(actions.map((b) => Math.round(b.getBoundingClientRect().top)));
      await expect(tops.size).toBe(1);
    }
    const box = canvasElement.querySelector('[role="grid"]')?.parentElement as HTMLElement;
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  },
};

/** Tablet (800 px): names and addresses still whole; the table scrolls sideways in its box. */
export const AtTabletWidth: Story = {
  args: { users: adminUsers, isUserAdministrator: true },
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvas }) => {
    for (const row of canvas.getAllByRole('row').slice(1)) {
      const [name, email] = Array.from(row.querySelectorAll('td'));
      await expect(linesOf(name as HTMLElement)).toBe(1);
      await expect(linesOf(email as HTMLElement)).toBe(1);
    }
  },
};

/** Phone (375 px): the same, in a box that scrolls sideways. */
export const AtPhoneWidth: Story = { ...AtTabletWidth, globals: { viewport: { value: 'phone' } } };
