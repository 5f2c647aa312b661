import { labels } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { manySessions, sessions } from '../fixtures-assistant.ts';
import { ConversationList } from './ConversationList.tsx';

const meta = {
  title: 'Assistant/ConversationList',
  component: ConversationList,
  args: {
    sessions,
    activeSessionId: 'sess-1',
    approvedDocumentCount: 128,
    onSelect: fn(),
    onDelete: fn(),
    onNewConversation: fn(),
  },
  decorators: [(Story) => <div style={{ width: 300 }}>{Story()}</div>],
} satisfies Meta<typeof ConversationList>;
export default meta;
type Story = StoryObj<typeof meta>;

const opacityOf = (element: Element) => Number(getComputedStyle(element).opacity);

/** Title, message count, the active row selected, 'New Conversation' and the approved-documents count. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('128 approved documents')).toBeVisible();
    const active = canvas.getByRole('row', { name: /annual leave/ });
    await expect(active).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('4 messages')).toBeVisible();
    await expect(canvas.getByText('1 message')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: labels.newConversation }));
    await expect(args.onNewConversation).toHaveBeenCalledOnce();
  },
};

/** Pointer: clicking a row opens it; the delete icon appears on hover and deletes that conversation. */
export const PointerSelectAndDelete: Story = {
  play: async ({ args, canvas }) => {
    const row = canvas.getByRole('row', { name: /reset my password/ });
    const remove = canvas.getByRole('button', { name: 'Delete conversation: How do I reset my password?' });
    await expect(opacityOf(remove)).toBe(0);
    await userEvent.hover(row);
    await waitFor(() => expect(opacityOf(remove)).toBe(1));
    await userEvent.click(remove);
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await expect(args.onDelete).toHaveBeenCalledWith(sessions[1]);
    await expect(args.onSelect).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByText('How do I reset my password?'));
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(args.onSelect).toHaveBeenCalledWith('sess-2');
  },
};

/** Keyboard: arrows move between rows (the delete icon shows on the focused row), Enter opens, Right reaches delete. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: labels.newConversation }).focus();
    await userEvent.tab();
    const first = canvas.getByRole('row', { name: /annual leave/ });
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const second = canvas.getByRole('row', { name: /reset my password/ });
    await expect(second).toHaveFocus();
    const remove = canvas.getByRole('button', { name: 'Delete conversation: How do I reset my password?' });
    await waitFor(() => expect(opacityOf(remove)).toBe(1));
    await expect(args.onSelect).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(args.onSelect).toHaveBeenCalledWith('sess-2');
    await userEvent.keyboard('{ArrowRight}');
    await expect(remove).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await expect(args.onDelete).toHaveBeenCalledWith(sessions[1]);
  },
};

export const Empty: Story = {
  args: { sessions: [], activeSessionId: null, approvedDocumentCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No conversations yet')).toBeVisible();
    await expect(canvas.getByText('0 approved documents')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { isLoading: true, approvedDocumentCount: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading conversations' })).toBeInTheDocument();
  },
};

export const ManyItems: Story = {
  args: { sessions: manySessions, activeSessionId: 'sess-many-3', approvedDocumentCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(manySessions.length);
    await expect(canvas.getByText('1 approved document')).toBeVisible();
  },
};

/** While a reply streams, switching is disabled. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: labels.newConversation })).toBeDisabled();
    await userEvent.click(canvas.getByText('How do I reset my password?'));
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/** Without `onDelete` there are no delete icons. */
export const WithoutDelete: Story = {
  args: { onDelete: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /Delete conversation/ })).toBeNull();
  },
};

/** Folded (narrow screens): the heading with the count; the list stays out of the way. */
export const Collapsible: Story = {
  args: { collapsible: true },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /^Recent conversations/ });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveTextContent(String(sessions.length));
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

/** Folded, by pointer: opening shows the list; choosing a conversation opens it and folds the list again. */
export const CollapsibleChoose: Story = {
  args: { collapsible: true },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: /^Recent conversations/ });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByText('How do I reset my password?'));
    await expect(args.onSelect).toHaveBeenCalledWith('sess-2');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
  },
};

/**
 * Folded, by keyboard: Enter on the heading opens the list, Tab reaches it, Enter opens the row in
 * focus and the keyboard returns to the heading.
 */
export const CollapsibleKeyboard: Story = {
  args: { collapsible: true, activeSessionId: null },
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: labels.newConversation }).focus();
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: /^Recent conversations/ });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('row', { name: /annual leave/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('sess-1');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    await expect(trigger).toHaveFocus();
  },
};

/** Folded while the conversations load: no count yet. */
export const CollapsibleLoading: Story = {
  args: { collapsible: true, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Recent conversations' })).toBeVisible();
  },
};
