import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../../theme/contract.css.ts';
import { Skeleton, skeletonShapes } from './Skeleton.tsx';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
  render: (args) => (
    <div style={{ width: 320 }}>
      <Skeleton {...args} />
    </div>
  ),
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  args: { shape: 'text', lines: 3 },
  play: async ({ canvasElement }) => {
    const group = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(group?.children).toHaveLength(3);
    const [first, , last] = Array.from(group?.children ?? []);
    await expect(last?.getBoundingClientRect().width).toBeLessThan(first?.getBoundingClientRect().width ?? 0);
  },
};

export const Rect: Story = { args: { shape: 'rect' } };
export const Circle: Story = { args: { shape: 'circle' } };
export const CustomSize: Story = {
  args: { shape: 'rect', width: vars.space['16'], height: vars.space['8'] },
};

/** A loading card: the region is `aria-busy` and a hidden status says what is loading. */
export const LoadingCard: Story = {
  render: () => (
    <div aria-busy="true" style={{ width: 360, display: 'grid', gap: 12 }}>
      <span
        role="status"
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        Loading ticket
      </span>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <Skeleton shape="circle" />
        <Skeleton shape="text" width="50%" />
      </div>
      <Skeleton shape="text" lines={4} />
      <Skeleton shape="rect" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading ticket');
  },
};

/** The shimmer stops for people who ask for reduced motion (checked in CSS, not by this story). */
export const HiddenFromAssistiveTechnology: Story = {
  args: { shape: 'text', lines: 2 },
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.firstElementChild?.firstElementChild;
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
  },
};
