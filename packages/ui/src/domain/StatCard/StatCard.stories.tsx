import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileText, Ticket } from 'lucide-react';
import { expect } from 'storybook/test';
import { StatCard, statCardTones } from './StatCard.tsx';

const meta = {
  title: 'Shell/StatCard',
  component: StatCard,
  argTypes: { tone: { control: 'inline-radio', options: statCardTones } },
  args: { label: 'Total Tickets', value: 1284, icon: <Ticket size={18} /> },
  decorators: [(Story) => <div style={{ width: 280 }}>{Story()}</div>],
} satisfies Meta<typeof StatCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The figure is grouped by the locale and the card is a region named by its label. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Total Tickets' })).toBeVisible();
    await expect(canvas.getByTestId('stat-value')).toHaveTextContent('1,284');
  },
};

export const WithTrendUp: Story = {
  args: {
    label: 'Open Tickets',
    value: 37,
    tone: 'warning',
    trend: { direction: 'up', label: '+8 this week' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('+8 this week')).toHaveAttribute('data-trend', 'up');
  },
};

export const WithTrendDown: Story = {
  args: {
    label: 'Documents',
    value: 412,
    tone: 'success',
    icon: <FileText size={18} />,
    trend: { direction: 'down', label: '-3 since last month' },
    description: '398 processed',
  },
};

/** While loading, a skeleton replaces the value and the region is busy. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Total Tickets' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByTestId('stat-value')).toBeNull();
  },
};

/** No figure yet (the call failed): a dash. */
export const Empty: Story = {
  args: { value: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('stat-value')).toHaveTextContent('-');
  },
};

export const LongLabel: Story = {
  args: { label: 'Conversations that ended in a support ticket (last 30 days)', value: 123456789 },
};

export const AllTones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {statCardTones.map((tone) => (
        <StatCard key={tone} {...args} label={`Tone ${tone}`} tone={tone} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const tone of statCardTones) {
      await expect(canvas.getByRole('region', { name: `Tone ${tone}` })).toHaveAttribute('data-tone', tone);
    }
  },
};
