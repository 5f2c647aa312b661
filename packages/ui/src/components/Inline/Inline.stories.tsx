import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Button } from '../Button/Button.tsx';
import { Inline, inlineAligns, inlineAlignYs } from './Inline.tsx';

const chip = (label: string) => (
  <Box key={label} paddingX="3" paddingY="1" background="raised" borderRadius="full" boxShadow="sm">
    {label}
  </Box>
);

const meta = {
  title: 'Primitives/Inline',
  component: Inline,
  argTypes: {
    align: { control: 'inline-radio', options: inlineAligns },
    alignY: { control: 'inline-radio', options: inlineAlignYs },
  },
  args: { children: ['Open', 'In progress', 'Resolved'].map(chip) },
} satisfies Meta<typeof Inline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const open = canvas.getByText('Open').getBoundingClientRect();
    const next = canvas.getByText('In progress').getBoundingClientRect();
    await expect(next.top).toBe(open.top);
    await expect(next.left - open.right).toBe(8);
  },
};

export const Buttons: Story = {
  args: {
    gap: '3',
    children: [
      <Button key="c">Cancel</Button>,
      <Button key="s" variant="primary">
        Save
      </Button>,
    ],
  },
};

export const AlignedEndAndBetween: Story = {
  render: (args) => (
    <Box display="flex" flexDirection="column" gap="4" style={{ width: 480 }}>
      {inlineAligns.map((align) => (
        <Box key={align} padding="2" background="sunken" borderRadius="md">
          <Inline {...args} align={align}>
            {chip(align)}
            {chip('second')}
          </Inline>
        </Box>
      ))}
    </Box>
  ),
};

/** Many items wrap onto several lines in a narrow container. */
export const ManyItemsWrap: Story = {
  render: (args) => (
    <div style={{ width: 320 }}>
      <Inline {...args}>{Array.from({ length: 14 }, (_, i) => chip(`Tag ${i + 1}`))}</Inline>
    </div>
  ),
  play: async ({ canvas }) => {
    const first = canvas.getByText('Tag 1').getBoundingClientRect();
    const last = canvas.getByText('Tag 14').getBoundingClientRect();
    await expect(last.top).toBeGreaterThan(first.top);
  },
};

export const NoWrap: Story = { args: { wrap: false } };
