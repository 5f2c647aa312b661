import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { commentsSample, FIXTURE_TIME_ZONE, hostileComment, makeComments } from '../../fixtures/tickets.ts';
import { CommentList } from './CommentList.tsx';

const meta = {
  title: 'Tickets/CommentList',
  component: CommentList,
  args: { comments: commentsSample, onSubmit: fn(), timeZone: FIXTURE_TIME_ZONE },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof CommentList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A staff member (agent, manager, admin): the internal checkbox shows. */
export const Staff: Story = {
  args: { canPostInternal: true },
  play: async ({ args, canvas }) => {
    const internal = canvas.getAllByRole('listitem').filter((li) => li.dataset.internal);
    await expect(internal).toHaveLength(1);
    await expect(internal[0]).toHaveTextContent('Internal');
    const send = canvas.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Add a comment' }), '  Called the approver.  ');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Internal comment (staff only)' }));
    await userEvent.click(send);
    await expect(args.onSubmit).toHaveBeenCalledWith({ body: 'Called the approver.', is_internal: true });
    await expect(canvas.getByRole('textbox', { name: 'Add a comment' })).toHaveValue('');
    await expect(canvas.getByRole('checkbox', { name: 'Internal comment (staff only)' })).not.toBeChecked();
  },
};

/** A user: no internal checkbox; what they send is never internal. */
export const Requester: Story = {
  args: { canPostInternal: false },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('checkbox', { name: 'Internal comment (staff only)' })).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Add a comment' }), 'Any news?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ body: 'Any news?', is_internal: false });
  },
};

/** Blank after trimming: Send stays disabled and nothing is sent, also by keyboard. */
export const BlankIsNotSent: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Add a comment' });
    await userEvent.type(box, '    {Enter}   ');
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Keyboard: type, Tab to Send, Enter sends. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Add a comment' }));
    await userEvent.keyboard('Thanks!');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Send' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ body: 'Thanks!', is_internal: false });
  },
};

/** A slow send keeps the text until it succeeds. */
export const Sending: Story = {
  args: { isSubmitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Send/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Many comments: the list keeps its height and scrolls. */
export const ManyComments: Story = {
  args: { comments: makeComments(30), canPostInternal: true },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Comment history' });
    await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
    await expect(region).toHaveAttribute('tabindex', '0');
  },
};

export const Empty: Story = {
  args: { comments: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No comments yet' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading comments' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { errorMessage: 'Comments could not be loaded.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Comments could not be loaded.');
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** Comment bodies are sanitized: a script in a comment does not run. */
export const HostileComment: Story = {
  args: {
    comments: [hostileComment],
  },
  play: async ({ canvas, canvasElement }) => {
    (window as { __xssFired?: unknown }).__xssFired = undefined;
    await expect(canvas.getByText('Looks fine')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect((window as { __xssFired?: unknown }).__xssFired).toBeUndefined();
    await expect(canvasElement.querySelector('script, [onerror]')).toBeNull();
  },
};
