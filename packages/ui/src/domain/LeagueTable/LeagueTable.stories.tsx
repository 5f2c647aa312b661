import type { AnalyticsPeriod } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { chatAnalytics } from '../../fixtures/admin.ts';
import { LeagueTable, type LeagueTableProps } from './LeagueTable.tsx';

function Stateful(props: LeagueTableProps) {
  const [period, setPeriod] = useState<AnalyticsPeriod>(props.period);
  return (
    <LeagueTable
      {...props}
      period={period}
      onPeriodChange={(next) => {
        setPeriod(next);
        props.onPeriodChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Administration/LeagueTable',
  component: LeagueTable,
  args: { entries: chatAnalytics.user_activity_league, period: 'all_time', onPeriodChange: fn() },
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div style={{ width: 720 }}>{Story()}</div>],
} satisfies Meta<typeof LeagueTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Top 10 of 12; the top 3 have medals with text alternatives. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByRole('img', { name: 'Gold medal, rank 1' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Silver medal, rank 2' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Bronze medal, rank 3' })).toBeVisible();
    await expect(canvas.getAllByRole('img', { name: /medal/ })).toHaveLength(3);
    await expect(canvas.getByRole('grid', { name: 'User activity league, All Time' })).toBeVisible();
  },
};

/** The period selector (pointer): choosing 'Last 7 Days' calls back. */
export const ChangePeriod: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Period/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Last 7 Days' }));
    await expect(args.onPeriodChange).toHaveBeenCalledWith('last_7_days');
    await expect(canvas.getByRole('button', { name: /Period/ })).toHaveTextContent('Last 7 Days');
  },
};

/** The period selector by keyboard. */
export const ChangePeriodKeyboard: Story = {
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: /Period/ }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(document.body).findByRole('listbox');
    await expect(listbox).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onPeriodChange).toHaveBeenCalledWith('last_30_days');
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading league table' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { entries: [], period: 'last_7_days' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No activity' })).toBeVisible();
  },
};

/** Two people: medals for both, none for an absent third. */
export const FewEntries: Story = {
  args: { entries: chatAnalytics.user_activity_league.slice(0, 2) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img', { name: /medal/ })).toHaveLength(2);
  },
};
