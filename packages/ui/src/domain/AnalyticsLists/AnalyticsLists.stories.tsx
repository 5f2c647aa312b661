import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ADMIN_TIME_ZONE, chatAnalytics, emptyChatAnalytics } from '../../fixtures/admin.ts';
import { AnalyticsLists } from './AnalyticsLists.tsx';

const meta = {
  title: 'Administration/AnalyticsLists',
  component: AnalyticsLists,
  args: { analytics: chatAnalytics, onOpenConversation: fn(), timeZone: ADMIN_TIME_ZONE },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 16, width: 1000 }}>{Story()}</div>],
} satisfies Meta<typeof AnalyticsLists>;
export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvas: ReturnType<typeof within>, name: string) =>
  within(canvas.getByRole('region', { name }));

/** Top 10 questions, top 8 conversations, top 10 gaps (the fixtures hold more); pointer opens a conversation. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(section(canvas, 'Most Asked Questions').getAllByRole('listitem')).toHaveLength(10);
    await expect(section(canvas, 'Knowledge Gaps').getAllByRole('listitem')).toHaveLength(10);
    const conversations = section(canvas, 'Conversations Leading to Tickets');
    const buttons = conversations.getAllByRole('button');
    await expect(buttons).toHaveLength(8);
    await userEvent.click(buttons[1] as HTMLElement);
    await expect(args.onOpenConversation).toHaveBeenCalledWith('sess-0002-a1b2c3');
  },
};

/** Keyboard: Tab to a conversation, Enter opens it. */
export const Keyboard: Story = {
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenConversation).toHaveBeenCalledWith('sess-0001-a1b2c3');
  },
};

/** Nothing yet: each list says so. */
export const Empty: Story = {
  args: { analytics: emptyChatAnalytics },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No questions yet' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'No tickets from chat' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'No knowledge gaps' })).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    analytics: {
      ...chatAnalytics,
      most_asked_questions: [
        {
          question:
            'Can you explain, step by step, how to claim travel expenses for a multi-country trip where part of the costs were paid by a partner organisation and part in local currency?',
          count: 12,
        },
      ],
      conversations_leading_to_tickets: chatAnalytics.conversations_leading_to_tickets.slice(0, 1),
      knowledge_gaps: chatAnalytics.knowledge_gaps.slice(0, 1),
    },
  },
};

export const Phone: Story = {
  decorators: [(Story) => <div style={{ width: 343 }}>{Story()}</div>],
};
