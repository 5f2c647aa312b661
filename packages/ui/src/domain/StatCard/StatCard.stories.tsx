import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileText, Ticket } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { boxOf } from '../../story-geometry.ts';
import { StatCard, statCardTones } from './StatCard.tsx';

const meta = {
  title: 'Shell/StatCard',
  component: StatCard,
  argTypes: { tone: { control: 'inline-radio', options: statCardTones } },
  args: { label: 'Total Tickets', value: 1284, icon: <Ticket size={18} /> },
  decorators: [
    (Story, { parameters }) => <div style={{ width: parameters.frameWidth ?? 280 }}>{Story()}</div>,
  ],
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

/** Every tone: the same frame, the tone only in the icon's chip. */
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

const rowOfCards = (
  <>
    <StatCard label="Total Tickets" value={40} tone="info" />
    <StatCard label="Open Tickets" value={32} tone="warning" />
    <StatCard label="Documents" value={13} />
    <StatCard label="Overdue" value={3} tone="danger" icon={<Ticket size={18} />} />
  </>
);

/**
 * A row of cards as the admin screens show them, some with a tone and some without: every card has
 * the same frame (no coloured top edge on some only) and their labels and figures line up.
 */
export const RowOfCards: Story = {
  decorators: [
    (Story) => (
      // The admin screens' grid of cards.
      <div
        style={{
          display: 'grid',
          gap: 16,
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))',
        }}
      >
        {Story()}
      </div>
    ),
  ],
  render: () => rowOfCards,
  globals: { viewport: { value: 'desktop' } },
  parameters: { frameWidth: 'calc(100vw - 32px)' },
  play: async ({ canvas }) => {
    const cards = canvas.getAllByRole('region');
    await expect(cards).toHaveLength(4);
    const borders = new Set(cards.map((card) => getComputedStyle(card).borderTopWidth));
    const colours = new Set(cards.map((card) => getComputedStyle(card).borderTopColor));
    await expect([...borders]).toEqual(['1px']);
    await expect(colours.size).toBe(1);
    // Every label and figure sits at the same place in its card (with or without a tone or an icon).
    const offsets = (selector: (card: HTMLElement) => Element) =>
      new Set(cards.map((card) => boxOf(selector(card)).top - boxOf(card).top));
    await expect(offsets((card) => card.querySelector('h3') as Element).size).toBe(1);
    await expect(offsets((card) => within(card).getByTestId('stat-value')).size).toBe(1);
    await expect(new Set(cards.map((card) => boxOf(card).height)).size).toBe(1);
  },
};

/** Phone: two cards a row. */
export const RowOfCardsOnPhone: Story = { ...RowOfCards, globals: { viewport: { value: 'phone' } } };

/** Tablet. */
export const RowOfCardsOnTablet: Story = { ...RowOfCards, globals: { viewport: { value: 'tablet' } } };
