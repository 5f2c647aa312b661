import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Stack, stackAligns } from './Stack.tsx';

const item = (label: string) => (
  <Box key={label} padding="3" background="raised" borderRadius="md" boxShadow="sm">
    {label}
  </Box>
);

const meta = {
  title: 'Primitives/Stack',
  component: Stack,
  argTypes: {
    align: { control: 'inline-radio', options: stackAligns },
    gap: { control: 'select', options: ['0', '1', '2', '3', '4', '6', '8'] },
  },
  args: { children: ['First', 'Second', 'Third'].map(item) },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const first = canvas.getByText('First');
    const second = canvas.getByText('Second');
    const gap = second.getBoundingClientRect().top - first.getBoundingClientRect().bottom;
    await expect(gap).toBe(16);
  },
};

export const SmallGap: Story = { args: { gap: '1' } };
export const LargeGap: Story = { args: { gap: '8' } };

export const Aligned: Story = {
  render: (args) => (
    <Box display="grid" gap="6" gridTemplateColumns="4">
      {stackAligns.map((align) => (
        <Stack key={align} {...args} align={align} gap="2">
          {item(`align ${align}`)}
          {item('a wider item here')}
        </Stack>
      ))}
    </Box>
  ),
};

export const AsList: Story = {
  args: {
    as: 'ul',
    gap: '2',
    children: ['Tickets', 'Knowledge base', 'Administration'].map((label) => <li key={label}>{label}</li>),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const ManyItems: Story = {
  args: { gap: '2', children: Array.from({ length: 12 }, (_, i) => item(`Item ${i + 1}`)) },
};
