import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell } from 'lucide-react';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { VisuallyHidden } from './VisuallyHidden.tsx';

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Notifications' },
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An icon-only button named by hidden text. */
export const LabelsAnIconButton: Story = {
  render: (args) => (
    <Button variant="ghost">
      <Bell size={18} aria-hidden="true" />
      <VisuallyHidden {...args} />
    </Button>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Notifications' });
    await expect(button).toBeVisible();
    const hidden = canvas.getByText('Notifications');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** A skip link appears only while it has keyboard focus. */
export const FocusableSkipLink: Story = {
  args: { isFocusable: true, children: <a href="#main">Skip to content</a> },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Skip to content' });
    const wrapper = link.parentElement as HTMLElement;
    await expect(wrapper.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(wrapper.getBoundingClientRect().width).toBeGreaterThan(1);
  },
};
