import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inbox, SearchX } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from './EmptyState.tsx';

const onCreate = fn();

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  args: {
    icon: <Inbox size={24} />,
    title: 'No tickets yet',
    description: 'When you report a problem or ask for something, your tickets appear here.',
    action: (
      <Button variant="primary" onPress={onCreate}>
        New ticket
      </Button>
    ),
  },
  beforeEach: () => {
    onCreate.mockClear();
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'No tickets yet' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'New ticket' }));
    await expect(onCreate).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardAction: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'New ticket' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onCreate).toHaveBeenCalledTimes(1);
  },
};

export const NoResults: Story = {
  args: {
    icon: <SearchX size={24} />,
    title: 'No articles match "vpn on linux"',
    description: 'Check the spelling or try fewer words.',
    action: undefined,
  },
};

export const TitleOnly: Story = { args: { icon: undefined, description: undefined, action: undefined } };

export const LongText: Story = {
  args: {
    title:
      'Nothing to show for the filters "Waiting for customer", "High priority" and "Assigned to my team"',
    description:
      'No ticket matches every filter you chose. Remove a filter to widen the search, or reset all the filters to see every ticket your team can access in the portal.',
  },
  render: (args) => (
    <div style={{ width: 375 }}>
      <EmptyState {...args} />
    </div>
  ),
};
