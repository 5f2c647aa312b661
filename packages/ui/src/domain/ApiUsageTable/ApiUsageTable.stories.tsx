import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ADMIN_TIME_ZONE, apiUsage, emptyApiUsage } from '../../fixtures/admin.ts';
import { ApiUsageTable } from './ApiUsageTable.tsx';

const meta = {
  title: 'Administration/ApiUsageTable',
  component: ApiUsageTable,
  args: { usage: apiUsage, timeZone: ADMIN_TIME_ZONE },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 16, width: 960 }}>{Story()}</div>],
} satisfies Meta<typeof ApiUsageTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Models by cost, costs to 4 decimals ($38.9123, $0.0000); recent calls with time and preview. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const models = within(canvas.getByRole('grid', { name: 'Usage by model' }));
    const rows = models.getAllByRole('row').slice(1);
    await expect(rows.map((row) => row.querySelector('[role="rowheader"]')?.textContent)).toEqual([
      'gpt-5',
      'gpt-5-mini',
      'built-in',
    ]);
    await expect(models.getByText('$38.9123')).toBeVisible();
    await expect(models.getByText('$2.1005')).toBeVisible();
    await expect(models.getByText('$0.0000')).toBeVisible();
    await expect(models.getByText('6,210,440')).toBeVisible();
    const recent = within(canvas.getByRole('grid', { name: 'Recent calls' }));
    await expect(recent.getAllByRole('row')).toHaveLength(apiUsage.recent_requests.length + 1);
    await expect(recent.getByText('$0.0073')).toBeVisible();
    await expect(recent.getByText('21 Nov 2025, 11:58')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { usage: emptyApiUsage },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No usage' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'No recent calls' })).toBeVisible();
  },
};

/** Keyboard: the tables are grids navigable with the arrow keys. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'Usage by model' });
    await userEvent.tab();
    await expect(grid).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{ArrowDown}');
    await expect(document.activeElement).toHaveTextContent('gpt-5-mini');
  },
};
