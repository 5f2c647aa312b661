import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from './Box.tsx';

const meta = {
  title: 'Primitives/Box',
  component: Box,
  args: { children: 'A box with padding 4 on the raised surface' },
} satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { padding: '4', background: 'raised', borderRadius: 'md', boxShadow: 'md' },
  play: async ({ canvas }) => {
    const box = canvas.getByText(/A box with padding/);
    await expect(getComputedStyle(box).paddingTop).toBe('16px');
  },
};

export const AsSemanticElement: Story = {
  args: { as: 'section', 'aria-label': 'Summary', padding: '3', background: 'sunken', borderRadius: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Summary' })).toBeVisible();
  },
};

/** Padding grows from phone (2) to tablet (4) to desktop (8); this viewport is a desktop. */
export const Responsive: Story = {
  args: {
    padding: { mobile: '2', tablet: '4', desktop: '8' },
    background: 'surface',
    borderRadius: 'md',
    children: 'Responsive padding',
  },
  play: async ({ canvas }) => {
    const box = canvas.getByText('Responsive padding');
    await expect(getComputedStyle(box).paddingLeft).toBe('32px');
  },
};

export const FlexLayout: Story = {
  render: () => (
    <Box display="flex" gap="3" alignItems="center" padding="3" background="surface" borderRadius="md">
      <Box padding="2" background="sunken" borderRadius="sm">
        One
      </Box>
      <Box padding="2" background="sunken" borderRadius="sm" flexGrow="1">
        Two grows to fill the row
      </Box>
      <Box padding="2" background="sunken" borderRadius="sm" color="secondary">
        Three
      </Box>
    </Box>
  ),
};
