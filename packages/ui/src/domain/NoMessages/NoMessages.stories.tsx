import { messages } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../../components/Button/Button.tsx';
import { NoMessages } from './NoMessages.tsx';

const meta = {
  title: 'Assistant/NoMessages',
  component: NoMessages,
} satisfies Meta<typeof NoMessages>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: messages.noMessages })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

const onRetry = fn();

export const WithAction: Story = {
  args: {
    description: 'Ask a question below to start this conversation.',
    action: <Button onPress={onRetry}>Ask a question</Button>,
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ask a question' }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

/** The conversation failed to load. */
export const LoadFailed: Story = {
  args: { isError: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.conversationMessagesLoadFailed);
  },
};
