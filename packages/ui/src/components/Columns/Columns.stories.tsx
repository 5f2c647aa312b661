import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Columns, columnCounts } from './Columns.tsx';

const cell = (label: string) => (
  <Box key={label} padding="4" background="raised" borderRadius="md" boxShadow="sm">
    {label}
  </Box>
);

const meta = {
  title: 'Primitives/Columns',
  component: Columns,
  argTypes: { columns: { control: 'inline-radio', options: columnCounts } },
  args: { children: ['Open tickets', 'Waiting for you', 'Resolved this week'].map(cell) },
  render: (args) => (
    <div style={{ width: 720 }}>
      <Columns {...args} />
    </div>
  ),
} satisfies Meta<typeof Columns>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One column on phones, two from tablet up (this viewport). */
export const Default: Story = {
  play: async ({ canvas }) => {
    const a = canvas.getByText('Open tickets').getBoundingClientRect();
    const b = canvas.getByText('Waiting for you').getBoundingClientRect();
    await expect(b.top).toBe(a.top);
    await expect(b.width).toBeCloseTo(a.width, 0);
  },
};

export const Three: Story = { args: { columns: '3' } };
export const Four: Story = {
  args: { columns: '4', gap: '2', children: Array.from({ length: 8 }, (_, i) => cell(`Tile ${i + 1}`)) },
};
export const Responsive: Story = { args: { columns: { mobile: '1', tablet: '2', desktop: '3' } } };

export const LongText: Story = {
  args: {
    children: [
      cell('A very long tile title that wraps onto several lines without breaking the grid of columns'),
      cell('Short'),
    ],
  },
};
