import { documentProcessingStatusValues } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProcessingBadge } from './ProcessingBadge.tsx';

const meta = {
  title: 'Knowledge base/ProcessingBadge',
  component: ProcessingBadge,
  argTypes: { status: { control: 'inline-radio', options: [...documentProcessingStatusValues, null] } },
  args: { status: 'pending' },
} satisfies Meta<typeof ProcessingBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The four labels of the spec, word for word. */
export const AllStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {documentProcessingStatusValues.map((status) => (
        <ProcessingBadge key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const label of ['Processing...', 'Processed', 'Indexed (timeout)', 'Processing failed']) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
  },
};

export const Processing: Story = {};
export const Processed: Story = { args: { status: 'completed' } };
export const Timeout: Story = { args: { status: 'timeout' } };

/** The processing error is offered as the tooltip text. */
export const Failed: Story = {
  args: { status: 'failed', error: 'No extractable text in the PDF.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Processing failed').closest('[title]')).toHaveAttribute(
      'title',
      'No extractable text in the PDF.',
    );
  },
};

/** Not processed yet (still pending approval): nothing is shown. */
export const NotStarted: Story = {
  args: { status: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('');
  },
};
