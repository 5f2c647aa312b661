import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading, headingLevels, headingSizes } from './Heading.tsx';

const meta = {
  title: 'Primitives/Heading',
  component: Heading,
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    size: { control: 'inline-radio', options: headingSizes },
  },
  args: { children: 'My tickets' },
} satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'My tickets' })).toBeVisible();
  },
};

export const Levels: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {headingLevels.map((level) => (
        <Heading key={level} level={level}>{`Level ${level} heading`}</Heading>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const level of headingLevels) {
      await expect(canvas.getByRole('heading', { level })).toHaveTextContent(`Level ${level} heading`);
    }
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {headingSizes.map((size) => (
        <Heading key={size} level={2} size={size}>{`Size ${size}`}</Heading>
      ))}
    </div>
  ),
};

/** The outline level and the look are independent: an h1 can be small. */
export const SmallLevelOne: Story = { args: { level: 1, size: 'sm', children: 'Administration' } };

export const LongText: Story = {
  args: {
    children:
      'BOOST-12345: The VPN client disconnects every few minutes when connected through the office guest network',
  },
  render: (args) => (
    <div style={{ width: 360 }}>
      <Heading {...args} />
    </div>
  ),
};

export const Truncated: Story = {
  args: { ...LongText.args, truncate: true },
  render: LongText.render,
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading');
    await expect(heading.scrollWidth).toBeGreaterThan(heading.clientWidth);
  },
};
