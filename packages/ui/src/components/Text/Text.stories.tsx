import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Text, textSizes, textTones, textWeights } from './Text.tsx';

const meta = {
  title: 'Primitives/Text',
  component: Text,
  argTypes: {
    size: { control: 'inline-radio', options: textSizes },
    tone: { control: 'inline-radio', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
  },
  args: { children: 'Your ticket was created and assigned to the service desk.' },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const text = canvas.getByText(/Your ticket was created/);
    await expect(text.tagName).toBe('SPAN');
    await expect(getComputedStyle(text).fontSize).toBe('16px');
  },
};

export const Paragraph: Story = { args: { elementType: 'p' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {textSizes.map((size) => (
        <Text key={size} {...args} size={size}>{`Size ${size}: the quick brown fox`}</Text>
      ))}
    </div>
  ),
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {textTones.map((tone) => (
        <Text key={tone} {...args} tone={tone}>{`Tone ${tone}`}</Text>
      ))}
    </div>
  ),
};

export const Weights: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {textWeights.map((weight) => (
        <Text key={weight} {...args} weight={weight}>{`Weight ${weight}`}</Text>
      ))}
    </div>
  ),
};

export const Mono: Story = { args: { mono: true, children: 'BOOST-004217' } };

export const LongText: Story = {
  args: {
    elementType: 'p',
    children:
      'A very long paragraph with an unbreakable identifier like https://portal.example.com/tickets/BOOST-004217/attachments/screenshot-of-the-error-dialog.png keeps inside its container instead of overflowing it.',
  },
  render: (args) => (
    <div style={{ width: 320 }}>
      <Text {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const text = canvas.getByText(/A very long paragraph/);
    await expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth);
  },
};

export const Truncated: Story = {
  args: { ...LongText.args, truncate: true, elementType: 'div' },
  render: LongText.render,
  play: async ({ canvas }) => {
    const text = canvas.getByText(/A very long paragraph/);
    await expect(text.scrollWidth).toBeGreaterThan(text.clientWidth);
  },
};
