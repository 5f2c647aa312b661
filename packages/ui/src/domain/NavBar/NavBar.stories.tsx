import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell } from 'lucide-react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { IconButton } from '../../components/IconButton/IconButton.tsx';
import { shellAdmin, shellAgent, shellLongName, shellManager, shellUser } from '../../fixtures/shell.ts';
import { NavBar } from './NavBar.tsx';

const navigate = fn();

/** Stands in for the NotificationBell in the slot. */
const bell = (
  <IconButton aria-label="Notifications">
    <Bell />
  </IconButton>
);

const meta = {
  title: 'Shell/NavBar',
  component: NavBar,
  args: {
    title: 'Staff Portal',
    currentPath: '/',
    user: shellAdmin,
    notificationSlot: bell,
    onLogout: fn(),
  },
  // `barWidth`: the width the bar gets (a desktop by default; the story viewport is 1200 px wide).
  parameters: { layout: 'fullscreen', barWidth: 1160 },
  decorators: [
    (Story, { parameters }) => <div style={{ width: parameters.barWidth as number }}>{Story()}</div>,
    (Story) => <RouterProvider navigate={navigate}>{Story()}</RouterProvider>,
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof NavBar>;
export default meta;
type Story = StoryObj<typeof meta>;

const overlap = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** An admin sees the Admin link; the active link has `aria-current="page"`; links go through the router. */
export const AdminOnDashboard: Story = {
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    for (const name of ['Dashboard', 'Ask James', 'BOOST Support', 'Knowledge Base', 'Admin']) {
      await expect(canvas.getByRole('link', { name })).toBeVisible();
    }
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Admin' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByText('Admin', { selector: '[data-role]' })).toHaveAttribute(
      'data-tone',
      'danger',
    );
    await expect(canvas.getByText('Priya Shah')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toBeVisible();
    // The menu toggle is only for narrow bars.
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'BOOST Support' }));
    await expect(navigate).toHaveBeenCalledWith('/boost', undefined);
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** Sub-paths highlight their section: /boost/tickets/... marks BOOST Support (as its section, not the page). */
export const ManagerOnTicket: Story = {
  args: { user: shellManager, currentPath: '/boost/tickets/tkt-7f3a2c1e-0001' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'BOOST Support' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    await expect(canvas.queryByRole('link', { name: 'Admin' })).toBeNull();
    await expect(canvas.getByText('Manager', { selector: '[data-role]' })).toHaveAttribute(
      'data-tone',
      'info',
    );
  },
};

export const AgentOnChat: Story = {
  args: { user: shellAgent, currentPath: '/chat?session=abc' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Ask James' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('link', { name: 'Admin' })).toBeNull();
    await expect(canvas.getByText('Agent', { selector: '[data-role]' })).toHaveAttribute(
      'data-tone',
      'success',
    );
  },
};

/** A user with no stored display name: it is derived from the e-mail. Grey badge. */
export const UserNameFromEmail: Story = {
  args: { user: { ...shellUser, display_name: '' }, currentPath: '/documents' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Alice Mwangi')).toBeVisible();
    await expect(canvas.getByText('User', { selector: '[data-role]' })).toHaveAttribute(
      'data-tone',
      'neutral',
    );
    await expect(canvas.getByRole('link', { name: 'Knowledge Base' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/**
 * BOOST admin is part of BOOST (its link is on the BOOST Support screen): BOOST Support is highlighted
 * as the section (`aria-current="true"`), Admin is not.
 */
export const AdminOnBoostAdmin: Story = {
  args: { currentPath: '/boost/admin' },
  play: async ({ canvas }) => {
    const boost = canvas.getByRole('link', { name: 'BOOST Support' });
    await expect(boost).toHaveAttribute('aria-current', 'true');
    await expect(boost).not.toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Admin' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    // Highlighted like the page's own link.
    const highlight = getComputedStyle(boost).backgroundColor;
    await expect(highlight).not.toBe(
      getComputedStyle(canvas.getByRole('link', { name: 'Dashboard' })).backgroundColor,
    );
  },
};

/** The Admin link follows the effective role (boost_role Admin), the badge the role field only. */
export const BoostAdminWithUserRole: Story = {
  args: { user: { ...shellUser, role: 'user', boost_role: 'Admin' }, currentPath: '/admin' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Admin' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('User', { selector: '[data-role]' })).toBeVisible();
  },
};

/** Keyboard: Tab moves from the title through the links; Enter follows a link. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Staff Portal' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/chat', undefined);
  },
};

export const LongName: Story = {
  args: { user: shellLongName, currentPath: '/boost' },
};

/** From 1,120 px everything shares one row: links, role, name, Logout, the bell and the slot's neighbours. */
export const OneRow: Story = {
  play: async ({ canvas }) => {
    const bell = canvas.getByRole('button', { name: 'Notifications' }).getBoundingClientRect();
    const logout = canvas.getByRole('button', { name: 'Logout' }).getBoundingClientRect();
    const link = canvas.getByRole('link', { name: 'Dashboard' }).getBoundingClientRect();
    await expect(Math.abs(logout.top + logout.height / 2 - (bell.top + bell.height / 2))).toBeLessThan(4);
    await expect(Math.abs(link.top + link.height / 2 - (bell.top + bell.height / 2))).toBeLessThan(4);
    await expect(overlap(logout, bell)).toBe(false);
  },
};

/**
 * At tablet widths (here 800 px, an administrator with a long name) the links and the user take a
 * second row under the brand and the bell; the name truncates, nothing overlaps. (On one row, Logout
 * slid under the bell.)
 */
export const TwoRows: Story = {
  parameters: { barWidth: 800 },
  args: { user: { ...shellLongName, role: 'admin' } },
  play: async ({ canvas }) => {
    const bell = canvas.getByRole('button', { name: 'Notifications' }).getBoundingClientRect();
    const logout = canvas.getByRole('button', { name: 'Logout' }).getBoundingClientRect();
    const admin = canvas.getByRole('link', { name: 'Admin' }).getBoundingClientRect();
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
    await expect(admin.top).toBeGreaterThanOrEqual(bell.bottom);
    await expect(overlap(logout, bell)).toBe(false);
    await expect(overlap(logout, admin)).toBe(false);
    await expect(logout.right).toBeLessThanOrEqual(800);
  },
};

/** At 375px the links fold into 'Menu'; the bell stays. Escape closes the menu and returns focus. */
export const PhoneMenu: Story = {
  parameters: { barWidth: 375 },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(toggle).toHaveFocus());
  },
};

/** The open phone menu: links stacked, then role, name and Logout. Following a link closes it. */
export const PhoneMenuOpen: Story = {
  parameters: { barWidth: 375 },
  args: { currentPath: '/boost' },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    await userEvent.click(canvas.getByRole('link', { name: 'Knowledge Base' }));
    await expect(navigate).toHaveBeenCalledWith('/documents', undefined);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'BOOST Support' })).toHaveAttribute('aria-current', 'page');
  },
};
