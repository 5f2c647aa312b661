import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { externalLinks } from '../../fixtures/shell.ts';
import { ExternalLinks } from './ExternalLinks.tsx';

const meta = {
  title: 'Shell/ExternalLinks',
  component: ExternalLinks,
  args: { links: externalLinks },
  decorators: [(Story) => <div style={{ width: 900 }}>{Story()}</div>],
} satisfies Meta<typeof ExternalLinks>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Four systems, each opening in a new tab with a safe `rel` and an audible hint. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(4);
    for (const [index, link] of links.entries()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAttribute('href', externalLinks[index]?.href);
      await expect(link).toHaveAccessibleName(expect.stringContaining('(opens in a new tab)'));
    }
    await expect(canvas.getByRole('navigation', { name: 'Company systems' })).toBeVisible();
  },
};

/** Links are reachable with Tab in order. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /Time Log/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /Expenses/ })).toHaveFocus();
  },
};

export const Phone: Story = {
  decorators: [(Story) => <div style={{ width: 343 }}>{Story()}</div>],
};
