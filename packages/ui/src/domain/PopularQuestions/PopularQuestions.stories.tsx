import { POPULAR_QUESTION_COUNT, POPULAR_QUESTIONS } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PopularQuestions } from './PopularQuestions.tsx';

const meta = {
  title: 'Assistant/PopularQuestions',
  component: PopularQuestions,
  args: { onAsk: fn() },
} satisfies Meta<typeof PopularQuestions>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Six cards; pointer: clicking one asks its question. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const cards = canvas.getAllByRole('button');
    await expect(cards).toHaveLength(POPULAR_QUESTION_COUNT);
    for (const name of [
      'Annual Leave',
      'Password Reset',
      'Expense Reporting',
      'Safeguarding',
      'Monitoring & Evaluation Framework',
      'Deploying to a New Country',
    ]) {
      await expect(canvas.getByRole('button', { name: new RegExp(`^${name}`) })).toBeVisible();
    }
    await userEvent.click(canvas.getByRole('button', { name: /^Safeguarding/ }));
    await expect(args.onAsk).toHaveBeenCalledTimes(1);
    await expect(args.onAsk).toHaveBeenCalledWith(POPULAR_QUESTIONS[3]);
  },
};

/** Keyboard: Tab to a card, Enter asks it. */
export const Keyboard: Story = {
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAsk).toHaveBeenCalledTimes(1);
    await expect(args.onAsk).toHaveBeenCalledWith(POPULAR_QUESTIONS[1]);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    const [first] = canvas.getAllByRole('button');
    await expect(first).toBeDisabled();
    if (first) await userEvent.click(first);
    await expect(args.onAsk).not.toHaveBeenCalled();
  },
};

export const Narrow: Story = {
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
};
