import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { defaultTools, ToolTiles } from './ToolTiles.tsx';

const meta = {
  title: 'Shell/ToolTiles',
  component: ToolTiles,
  decorators: [(Story) => <div style={{ width: 900 }}>{Story()}</div>],
} satisfies Meta<typeof ToolTiles>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The IR35 assessor, the project-finance SOP creator and further tools, each 'Coming Soon'. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'IR35 Assessor' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Project Finance SOP Creator' })).toBeVisible();
    await expect(canvas.getAllByText('Coming Soon')).toHaveLength(defaultTools.length);
    // Not available yet: nothing to press.
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};

export const ManyTools: Story = {
  args: {
    tools: [
      ...defaultTools,
      ...[
        'Grant Reporting Wizard',
        'Travel Risk Checker',
        'Procurement Threshold Guide',
        'Timesheet Auditor',
      ].map((name, index) => ({ id: `extra-${index}`, name, description: 'Planned for next quarter.' })),
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(defaultTools.length + 4);
  },
};

export const LongText: Story = {
  args: {
    tools: [
      {
        id: 'long',
        name: 'Multi-country payroll reconciliation and statutory deductions assistant for field offices',
        description:
          'Reconciles payroll exports from every country office against the finance ledger, flags statutory deduction mismatches, and drafts the month-end journal for review by the regional finance lead before submission.',
      },
    ],
  },
};

/** On a phone the tiles stack. */
export const Phone: Story = {
  decorators: [(Story) => <div style={{ width: 343 }}>{Story()}</div>],
};
