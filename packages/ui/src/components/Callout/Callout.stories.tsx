import type { Meta, StoryObj } from '@storybook/react-vite';
import { CircleAlert, CircleCheck, Lightbulb, Lock, ShieldAlert } from 'lucide-react';
import { expect } from 'storybook/test';
import { Callout } from './Callout.tsx';

const meta = {
  title: 'Primitives/Callout',
  component: Callout,
  args: {
    tone: 'info',
    icon: <Lightbulb />,
    elementType: 'aside',
    'aria-label': 'Cost-saving tip',
    children:
      'Answers served from the response cache cost nothing: keep the cache at 24 hours unless policies change often.',
  },
} satisfies Meta<typeof Callout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tip: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('complementary', { name: 'Cost-saving tip' })).toBeVisible();
  },
};

export const WarningWithTitle: Story = {
  args: {
    tone: 'warning',
    icon: <ShieldAlert />,
    elementType: 'div',
    'aria-label': undefined,
    role: 'status',
    title: 'Failed to fetch users. Admin access required.',
    children: 'BOOST admin manages users and business units. Ask an administrator if you need access.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      /^Failed to fetch users\. Admin access required\./,
    );
  },
};

export const ErrorAlert: Story = {
  args: {
    tone: 'danger',
    icon: <CircleAlert />,
    elementType: 'div',
    'aria-label': undefined,
    role: 'alert',
    children: 'Invalid email or code. Please check your details and try again.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid email or code.');
  },
};

export const Success: Story = {
  args: {
    tone: 'success',
    icon: <CircleCheck />,
    elementType: 'div',
    'aria-label': undefined,
    children: 'Saved.',
  },
};

/** One line beside other content: a view-only notice. */
export const SmallNeutral: Story = {
  args: {
    tone: 'neutral',
    size: 'sm',
    icon: <Lock />,
    elementType: 'p',
    'aria-label': undefined,
    children: 'View Only Access - Upload access restricted',
  },
};

export const NoIcon: Story = { args: { icon: undefined } };

/** On a phone the text wraps and the icon keeps its size (it used to be squeezed to a few pixels). */
export const NarrowLongText: Story = {
  args: { title: 'Cost-saving tip' },
  decorators: [(Story) => <div style={{ width: 240 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const icon = canvasElement.querySelector('svg');
    await expect(icon?.getBoundingClientRect().width).toBe(16);
    await expect(icon?.getBoundingClientRect().height).toBe(16);
  },
};
