import { messages } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ChatComposer } from './ChatComposer.tsx';

const meta = {
  title: 'Assistant/ChatComposer',
  component: ChatComposer,
  args: { onSend: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof ChatComposer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Enter sends the trimmed question and clears the box. */
export const EnterSends: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Ask James a question' });
    await userEvent.click(box);
    await userEvent.keyboard('  How do I reset my password?  {Enter}');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(args.onSend).toHaveBeenCalledWith('How do I reset my password?');
    await expect(box).toHaveValue('');
  },
};

/** Shift+Enter starts a new line and does not send. */
export const ShiftEnterNewLine: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('textbox');
    await userEvent.click(box);
    await userEvent.keyboard('First line{Shift>}{Enter}{/Shift}Second line');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(box).toHaveValue('First line\nSecond line');
  },
};

/** Pointer: the Send button sends. */
export const SendButton: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox'), 'What is our safeguarding policy?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(args.onSend).toHaveBeenCalledWith('What is our safeguarding policy?');
  },
};

/** Empty or blank text is never sent: Send stays disabled and Enter does nothing. */
export const EmptyDoesNotSend: Story = {
  play: async ({ args, canvas }) => {
    const send = canvas.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await userEvent.click(canvas.getByRole('textbox'));
    await userEvent.keyboard('{Enter}   {Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(send).toBeDisabled();
  },
};

/**
 * While a reply is in progress: 'AI Thinking...', nothing is sent (button or Enter) and nothing can be
 * typed; the box is read-only, not disabled, so it keeps the focus.
 */
export const Busy: Story = {
  args: { isBusy: true, defaultValue: 'How do I submit an expense report?' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: messages.aiThinking });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    const box = canvas.getByRole('textbox');
    await expect(box).toHaveAttribute('readonly');
    await userEvent.click(box);
    await userEvent.keyboard(' And receipts?{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(box).toHaveValue('How do I submit an expense report?');
    await expect(box).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    defaultValue:
      'I am being deployed to our new country office next month and I would like to understand everything I need to do beforehand, including insurance, vaccinations, security training and who signs off the deployment.',
  },
};
