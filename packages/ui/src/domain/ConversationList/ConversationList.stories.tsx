import { type ChatSession, labels } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { manySessions, sessions } from '../../fixtures/assistant.ts';
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

const page = () => within(document.body);
const confirmation = () => page().findByRole('alertdialog', { name: 'Delete this conversation?' });

/**
 * Pointer: clicking a row opens it; the delete icon appears on hover and, once confirmed, deletes that
 * conversation.
 */
export const PointerSelectAndDelete: Story = {
  play: async ({ args, canvas }) => {
    const row = canvas.getByRole('row', { name: /reset my password/ });
    const remove = canvas.getByRole('button', { name: 'Delete conversation: How do I reset my password?' });
    await expect(opacityOf(remove)).toBe(0);
    await userEvent.hover(row);
    await waitFor(() => expect(opacityOf(remove)).toBe(1));
    await userEvent.click(remove);
    const dialog = await confirmation();
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull());
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
    // Asked first; Cancel has the focus, Tab reaches Delete.
    const dialog = await confirmation();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await expect(args.onDelete).toHaveBeenCalledWith(sessions[1]);
  },
};

/** The confirmation, for review: the conversation's title and message count, Cancel first (viewport). */
export const DeleteConfirmation: Story = {
  parameters: { visual: { target: 'viewport' } },
  play: async ({ canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Delete conversation: How do I reset my password?' }),
    );
    const dialog = await confirmation();
    await expect(dialog).toHaveTextContent(
      '"How do I reset my password?" and its 2 messages will be deleted. This cannot be undone.',
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
  },
};

/** Reaches a row's delete icon as a keyboard does: Tab into the list, arrows down, Right. */
async function keyboardToDelete(canvas: ReturnType<typeof within>, rowsDown: number) {
  canvas.getByRole('button', { name: labels.newConversation }).focus();
  await userEvent.tab();
  for (let i = 0; i < rowsDown; i++) await userEvent.keyboard('{ArrowDown}');
  await userEvent.keyboard('{ArrowRight}');
  const remove = document.activeElement as HTMLElement;
  await expect(remove).toHaveAccessibleName(/^Delete conversation:/);
  return remove;
}

/** Escape (or Cancel) keeps the conversation, and the keyboard is back on its row. */
export const DeleteCancelled: Story = {
  args: { activeSessionId: null },
  play: async ({ args, canvas }) => {
    await keyboardToDelete(canvas, 1);
    const row = canvas.getByRole('row', { name: /reset my password/ });
    await userEvent.keyboard('{Enter}');
    await confirmation();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(row.contains(document.activeElement)).toBe(true));
    await userEvent.click(
      canvas.getByRole('button', { name: 'Delete conversation: How do I reset my password?' }),
    );
    await userEvent.click(within(await confirmation()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(row.contains(document.activeElement)).toBe(true));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await expect(canvas.getAllByRole('row')).toHaveLength(sessions.length);
  },
};

/** The list as the chat screen keeps it: a confirmed deletion leaves once the server answered. */
function DeletingList({ initial }: { initial: ChatSession[] }) {
  const [list, setList] = useState(initial);
  return (
    <ConversationList
      sessions={list}
      activeSessionId={null}
      onSelect={() => {}}
      onNewConversation={() => {}}
      onDelete={(gone) => setTimeout(() => setList((all) => all.filter((s) => s.id !== gone.id)), 100)}
    />
  );
}

/** By keyboard: once the row is gone, the keyboard is on the row that took its place, not the page. */
export const DeleteByKeyboardKeepsFocus: Story = {
  render: () => <DeletingList initial={sessions} />,
  play: async ({ canvas }) => {
    await keyboardToDelete(canvas, 1);
    await userEvent.keyboard('{Enter}');
    await confirmation();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(sessions.length - 1));
    await waitFor(() => expect(canvas.getByRole('row', { name: /Nairobi workshop/ })).toHaveFocus());
  },
};

/** The last conversation deleted: the keyboard stays on the list, which says it is empty. */
export const DeleteLastKeepsFocus: Story = {
  render: () => <DeletingList initial={sessions.slice(0, 1)} />,
  play: async ({ canvas }) => {
    await keyboardToDelete(canvas, 0);
    await userEvent.keyboard('{Enter}');
    await confirmation();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('No conversations yet')).toBeVisible();
    const list = canvas.getByRole('grid', { name: 'Recent conversations' });
    await waitFor(() => expect(list).toHaveFocus());
    await expect(list).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const Empty: Story = {
  args: { sessions: [], activeSessionId: null, approvedDocumentCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No conversations yet')).toBeVisible();
    await expect(canvas.getByText('0 approved documents')).toBeVisible();
  },
};

/** As the chat opens: the conversations and the document count both loading. */
export const Loading: Story = {
  args: { isLoading: true, approvedDocumentCount: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading conversations' })).toBeInTheDocument();
    await expect(canvas.queryByText(/approved document/)).not.toBeInTheDocument();
  },
};

/**
 * The count still loading: its line is held, one line high, so the list below does not move when the
 * count arrives.
 */
export const DocumentCountLoading: Story = {
  args: { approvedDocumentCount: 'loading' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('grid', { name: 'Recent conversations' })).toBeVisible();
    await expect(canvas.queryByText(/approved document/)).not.toBeInTheDocument();
    const line = canvasElement.querySelector('nav > p');
    await expect(line).not.toBeNull();
    // The same height as the loaded line: the text's line height (the icon is shorter).
    const lineHeight = Number.parseFloat(getComputedStyle(line as Element).lineHeight);
    await expect((line as HTMLElement).getBoundingClientRect().height).toBeCloseTo(lineHeight, 0);
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
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: /^Recent conversations/ });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveTextContent(String(sessions.length));
    // Not rendered at all while folded (not merely hidden): a grid is costly to hydrate.
    await expect(canvasElement.querySelector('[role="grid"]')).toBeNull();
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

/** Folded while the conversations and the document count load, as the chat opens on a phone. */
export const CollapsibleLoading: Story = {
  args: { collapsible: true, isLoading: true, approvedDocumentCount: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Recent conversations' })).toBeVisible();
  },
};
