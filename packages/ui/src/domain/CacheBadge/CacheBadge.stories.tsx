import { cacheHourValues } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CacheBadge } from './CacheBadge.tsx';

const meta = {
  title: 'Assistant/CacheBadge',
  component: CacheBadge,
  argTypes: { hours: { control: 'select', options: cacheHourValues } },
} satisfies Meta<typeof CacheBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Without settings: the default, 24h. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Response cache: 24h');
  },
};

export const EveryOption: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {cacheHourValues.map((hours) => (
        <CacheBadge key={hours} hours={hours} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const hours of cacheHourValues) await expect(canvasElement).toHaveTextContent(`${hours}h`);
  },
};

export const OneWeek: Story = {
  args: { hours: 168 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Response cache: 168h');
  },
};
