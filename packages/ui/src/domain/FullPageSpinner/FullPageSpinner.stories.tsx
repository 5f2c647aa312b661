import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FullPageSpinner } from './FullPageSpinner.tsx';

const meta = {
  title: 'Shell/FullPageSpinner',
  component: FullPageSpinner,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FullPageSpinner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** While the session is restored: a centred spinner with an accessible name. */
export const SessionRestore: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Restoring your session...' })).toBeInTheDocument();
  },
};

export const CustomLabel: Story = {
  args: { label: 'Loading dashboard...', fullHeight: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading dashboard...' })).toBeInTheDocument();
  },
};
