import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { systemKpis } from '../../fixtures/admin.ts';
import { ChatPerformancePanel, DocumentProcessingPanel, TicketResolutionPanel } from './KpiPanels.tsx';

const meta = {
  title: 'Administration/KpiPanels',
  component: TicketResolutionPanel,
  args: { byPriority: systemKpis.ticket_analytics.by_priority },
  decorators: [
    (Story, { parameters }) => <div style={{ width: parameters.frameWidth ?? 900 }}>{Story()}</div>,
  ],
} satisfies Meta<typeof TicketResolutionPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Resolution by priority: High red, Medium amber, others green (the spec's groups), and Critical the
 * strongest red, never the green of Low; each card names its priority.
 */
export const TicketResolution: Story = {
  play: async ({ canvasElement, canvas }) => {
    const card = (priority: string) =>
      canvasElement.querySelector(`[data-priority="${priority}"]`) as HTMLElement;
    await expect(card('high')).toHaveAttribute('data-tone', 'danger');
    await expect(card('medium')).toHaveAttribute('data-tone', 'warning');
    await expect(card('low')).toHaveAttribute('data-tone', 'success');
    await expect(card('urgent')).toHaveAttribute('data-tone', 'critical');
    // Critical is not coloured like Low (it was the same green), and reads at least as urgent as High.
    const colours = (priority: string) => {
      const style = getComputedStyle(card(priority));
      return `${style.backgroundColor} ${style.borderTopColor}`;
    };
    await expect(colours('urgent')).not.toBe(colours('low'));
    await expect(getComputedStyle(card('urgent')).backgroundColor).toBe(
      getComputedStyle(card('high')).backgroundColor,
    );
    await expect(getComputedStyle(card('urgent')).borderTopColor).not.toBe(
      getComputedStyle(card('high')).borderTopColor,
    );
    await expect(within(card('urgent')).getByRole('heading', { name: 'Critical' })).toBeVisible();
    await expect(within(card('high')).getByText('12.8 h')).toBeVisible();
    await expect(canvas.getByRole('meter', { name: 'High resolved' })).toHaveAttribute(
      'aria-valuenow',
      '89.0625',
    );
  },
};

/** The KPI tab on a phone: the cards stack, Critical still the strongest red. */
export const TicketResolutionOnPhone: Story = {
  ...TicketResolution,
  parameters: { frameWidth: 'calc(100vw - 32px)' },
  globals: { viewport: { value: 'phone' } },
};

/** On a tablet: two cards a row. */
export const TicketResolutionOnTablet: Story = {
  ...TicketResolutionOnPhone,
  globals: { viewport: { value: 'tablet' } },
};

export const TicketResolutionNoneResolved: Story = {
  args: {
    byPriority: { high: { total: 3, resolved: 0, open: 3, avg_resolution_hours: null } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Not set')).toBeVisible();
  },
};

export const TicketResolutionEmpty: Story = {
  args: { byPriority: {} },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No tickets in this period.')).toBeVisible();
  },
};

export const TicketResolutionLoading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading ticket KPIs' })).toBeInTheDocument();
  },
};

const chat = (seconds: number) => ({ ...systemKpis.chat_analytics, avg_response_time_seconds: seconds });

/** Under 15 s: Excellent. */
export const ChatExcellent: Story = {
  render: () => <ChatPerformancePanel chat={chat(11.2)} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Excellent')).toHaveAttribute('data-rating', 'excellent');
    await expect(canvas.getByTestId('avg-response')).toHaveTextContent('11.2 s');
  },
};

/** 15 s exactly is no longer Excellent: Good (under 30 s). */
export const ChatGood: Story = {
  render: () => <ChatPerformancePanel chat={chat(15)} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Good')).toHaveAttribute('data-rating', 'good');
  },
};

/** 30 s or more: Needs Improvement. */
export const ChatNeedsImprovement: Story = {
  render: () => <ChatPerformancePanel chat={chat(30)} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Needs Improvement')).toHaveAttribute('data-rating', 'needs_improvement');
  },
};

export const ChatLoading: Story = {
  render: () => <ChatPerformancePanel chat={null} isLoading />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading chat KPIs' })).toBeInTheDocument();
  },
};

const docs = (rate: number) => ({ ...systemKpis.document_processing, processing_success_rate: rate });

/** 95% or more: default (healthy). */
export const DocumentsHealthy: Story = {
  render: () => <DocumentProcessingPanel documents={docs(95)} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Healthy')).toHaveAttribute('data-health', 'default');
    await expect(canvas.getByRole('meter', { name: 'Success rate' })).toHaveAttribute('aria-valuenow', '95');
  },
};

/** 80% to under 95%: secondary. */
export const DocumentsFair: Story = {
  render: () => <DocumentProcessingPanel documents={docs(94.9)} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Fair')).toHaveAttribute('data-health', 'secondary');
  },
};

/** Below 80%: warning. */
export const DocumentsWarning: Story = {
  render: () => <DocumentProcessingPanel documents={docs(79.9)} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Needs attention')).toHaveAttribute('data-health', 'warning');
  },
};

export const DocumentsLoading: Story = {
  render: () => <DocumentProcessingPanel documents={null} isLoading />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading document KPIs' })).toBeInTheDocument();
  },
};

/** The three panels together, as on the KPI Dashboard tab. */
export const Dashboard: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <TicketResolutionPanel {...args} />
      <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))' }}>
        <ChatPerformancePanel chat={systemKpis.chat_analytics} />
        <DocumentProcessingPanel documents={systemKpis.document_processing} />
      </div>
    </div>
  ),
};
