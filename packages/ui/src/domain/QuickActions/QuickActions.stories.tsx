import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent } from 'storybook/test';
import { QuickActions } from './QuickActions.tsx';

const navigate = fn();

const meta = {
  title: 'Shell/QuickActions',
  component: QuickActions,
  decorators: [
    (Story) => <div style={{ width: 900 }}>{Story()}</div>,
    (Story) => <RouterProvider navigate={navigate}>{Story()}</RouterProvider>,
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof QuickActions>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three links; pressing one navigates through the app's router (pointer). */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Ask James/ })).toHaveAttribute('href', '/chat');
    await expect(canvas.getByRole('link', { name: /My Tickets/ })).toHaveAttribute('href', '/boost');
    await expect(canvas.getByRole('link', { name: /Manage Knowledge Base/ })).toHaveAttribute(
      'href',
      '/documents',
    );
    await userEvent.click(canvas.getByRole('link', { name: /My Tickets/ }));
    await expect(navigate).toHaveBeenCalledWith('/boost', undefined);
  },
};

/** The assistant's name is a prop. Keyboard: Tab to a link and Enter follows it. */
export const OtherAssistantName: Story = {
  args: { assistantName: 'Amara' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Ask Amara/ })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /Ask Amara/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/chat', undefined);
  },
};

export const Phone: Story = {
  decorators: [(Story) => <div style={{ width: 343 }}>{Story()}</div>],
};
