import { labels, type Ticket } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FIXTURE_TIME_ZONE, makeTickets, requesterAlice, ticketsSample } from '../../fixtures/tickets.ts';
import { TicketColumn } from './TicketColumn.tsx';

const many = makeTickets(24);
const huge = makeTickets(5000);
/** A long list loaded in pages by the parent: its first 10 (newest first) of 240 are loaded. */
const paged = makeTickets(240);
const pagedArgs = { tickets: paged.slice(0, 10), total: 240, hasMore: true, onLoadMore: fn() };

const meta = {
  title: 'Tickets/TicketColumn',
  component: TicketColumn,
  args: {
    title: labels.columnAssignedToMe,
    tickets: many,
    viewer: requesterAlice,
    timeZone: FIXTURE_TIME_ZONE,
    onView: fn(),
    onComment: fn(),
    onAttach: fn(),
    onMarkResolved: fn(),
    onSortChange: fn(),
    onExpandedChange: fn(),
  },
  // `maxWidth`: the room a story gets (one column by default).
  parameters: { maxWidth: 420 },
  decorators: [
    (Story, { parameters }) => <div style={{ maxWidth: parameters.maxWidth as number }}>{Story()}</div>,
  ],
} satisfies Meta<typeof TicketColumn>;
export default meta;
type Story = StoryObj<typeof meta>;

const rows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByTestId('ticket-column-list')).getAllByRole('listitem');

/** 24 tickets: the newest 10 show, then 'View all 24 tickets'. */
export const Collapsed: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(rows(canvasElement)).toHaveLength(10);
    await expect(canvas.getByRole('button', { name: 'View all 24 tickets' })).toBeVisible();
    await expect(rows(canvasElement)[0]).toHaveTextContent('(#1)');
  },
};

/** 'View all' shows every ticket, 'Show less' goes back to 10. */
export const ExpandAndCollapse: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View all 24 tickets' }));
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(true);
    const showLess = canvas.getByRole('button', { name: 'Show less' });
    await expect(showLess).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(rows(canvasElement).length).toBeGreaterThan(0));
    // Windowed: each rendered row states its place among all 24.
    await expect(rows(canvasElement)[0]).toHaveAttribute('aria-setsize', '24');
    await userEvent.click(showLess);
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(false);
    await expect(rows(canvasElement)).toHaveLength(10);
  },
};

/**
 * Rendered rows of the expanded list stack edge to edge: each sits where the one before it ends
 * (rows carry the gap as padding), so none overlap and none leave a hole.
 */
function expectStacked(list: HTMLElement[]) {
  const placed = list
    .map((row) => ({ at: Number(row.getAttribute('aria-posinset')), box: row.getBoundingClientRect() }))
    .sort((a, b) => a.at - b.at);
  for (const [i, row] of placed.entries()) {
    const before = placed[i - 1];
    if (before && before.at === row.at - 1) expect(row.box.top).toBeCloseTo(before.box.bottom, 0);
  }
}

/**
 * Sorting the expanded list keeps every card's measured height with its ticket, not with the place
 * it had: cards of different heights trade places without overlapping.
 */
export const SortWhileExpanded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View all 24 tickets' }));
    await waitFor(() => expect(rows(canvasElement).length).toBeGreaterThan(1));
    // Scroll through once, so every card has been measured (unmeasured ones are estimated).
    const box = canvas.getByRole('region', { name: /all tickets/ });
    await waitFor(() => {
      box.scrollTop = box.scrollHeight;
      expect(rows(canvasElement).some((row) => row.textContent?.includes('(#24)'))).toBe(true);
    });
    box.scrollTop = 0;
    await waitFor(() => expect(rows(canvasElement)[0]).toHaveTextContent('(#1)'));
    await waitFor(() => expectStacked(rows(canvasElement)));
    // Checked in the task of the press itself (React renders it in a microtask), i.e. what the next
    // frame paints, before any row is measured again: by place, the rows that traded places overlapped
    // for that frame.
    canvas.getByRole('button', { name: 'Sort: Newest first' }).click();
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    await expect(rows(canvasElement)[0]).toHaveTextContent('(#24)');
    expectStacked(rows(canvasElement));
  },
};

/** The toggle flips between newest and oldest first. */
export const SortOldestFirst: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const toggle = canvas.getByRole('button', { name: 'Sort: Newest first' });
    await userEvent.click(toggle);
    await expect(args.onSortChange).toHaveBeenLastCalledWith('oldest');
    await expect(canvas.getByRole('button', { name: 'Sort: Oldest first' })).toBeVisible();
    await expect(rows(canvasElement)[0]).toHaveTextContent('(#24)');
  },
};

/** Keyboard: the toggle, then each card's buttons in order; Enter presses. */
export const Keyboard: Story = {
  args: { tickets: ticketsSample },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Sort: Newest first' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Sort: Oldest first' })).toHaveFocus();
    await userEvent.tab();
    const first = rows(canvasElement)[0] as HTMLElement;
    await expect(within(first).getByRole('button', { name: 'View' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onView).toHaveBeenCalledTimes(1);
  },
};

export const FewTickets: Story = {
  args: { tickets: ticketsSample, title: labels.columnCreatedByMe },
  play: async ({ canvas, canvasElement }) => {
    await expect(rows(canvasElement)).toHaveLength(ticketsSample.length);
    await expect(canvas.queryByRole('button', { name: /View all/ })).toBeNull();
  },
};

export const Empty: Story = {
  args: { tickets: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No tickets' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Sort:/ })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: `Loading ${labels.columnAssignedToMe}` })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { errorMessage: 'Failed to load tickets', onRetry: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load tickets');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/**
 * 5,000 tickets, expanded: only the cards in view are in the DOM, so expanding and scrolling stay fast.
 */
export const FiveThousandTickets: Story = {
  args: { tickets: huge, title: labels.columnAllTickets },
  play: async ({ canvas, canvasElement }) => {
    await expect(rows(canvasElement)).toHaveLength(10);
    await userEvent.click(canvas.getByRole('button', { name: 'View all 5,000 tickets' }));
    const grid = canvas.getByRole('region', { name: /all tickets/ });
    await waitFor(() => expect(rows(canvasElement).length).toBeGreaterThan(0));
    await expect(rows(canvasElement)[0]).toHaveAttribute('aria-setsize', '5000');
    await expect(rows(canvasElement).length).toBeLessThan(40);
    grid.scrollTop = grid.scrollHeight / 2;
    await waitFor(() =>
      expect(rows(canvasElement).some((row) => /\(#2\d{3}\)/.test(row.textContent ?? ''))).toBe(true),
    );
    await expect(rows(canvasElement).length).toBeLessThan(40);
    grid.scrollTop = 0;
    await waitFor(() => expect(rows(canvasElement)[0]).toHaveTextContent('(#1)'));
    // Keyboard: the scrolling box is in the tab order, so arrow keys and Page Down scroll it.
    await expect(grid).toHaveAttribute('tabindex', '0');
    // Focus stays put: a focused card scrolled far out of view is kept rendered.
    const firstView = within(rows(canvasElement)[0] as HTMLElement).getByRole('button', { name: 'View' });
    firstView.focus();
    // Row heights are estimated until measured, so the end can move as it renders: keep scrolling
    // to the bottom, as a person would, until the last ticket is there.
    await waitFor(() => {
      grid.scrollTop = grid.scrollHeight;
      expect(rows(canvasElement).some((row) => /\(#5000\)/.test(row.textContent ?? ''))).toBe(true);
    });
    await expect(firstView).toHaveFocus();
    await expect(firstView.isConnected).toBe(true);
    // End at the top, so the screenshot does not depend on where a scroll happened to settle.
    grid.scrollTop = 0;
    await waitFor(() => expect(rows(canvasElement)[0]).toHaveTextContent('(#1)'));
  },
};

/**
 * Three columns side by side in a grid (as the ticket list places them): the long title wraps to two
 * lines, yet every header is as tall and the first cards start on one line; each lane keeps its own
 * height.
 */
export const SideBySide: Story = {
  parameters: { maxWidth: 1100 },
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 16 }}>
      <TicketColumn {...args} title={labels.columnAssignedToMe} tickets={ticketsSample.slice(0, 2)} />
      <TicketColumn {...args} title={labels.columnCreatedByMe} tickets={ticketsSample} />
      <TicketColumn {...args} title={labels.columnAllTickets} tickets={ticketsSample.slice(0, 4)} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const sections = [...canvasElement.querySelectorAll('section[aria-labelledby]')].filter((s) =>
      s.querySelector('h2, h3'),
    );
    await expect(sections).toHaveLength(3);
    const headings = sections.map((s) => (s.querySelector('h2, h3') as HTMLElement).getBoundingClientRect());
    await expect(Math.max(...headings.map((h) => h.height))).toBeGreaterThan(
      1.5 * Math.min(...headings.map((h) => h.height)),
    );
    const firstCards = sections.map((s) =>
      Math.round(s.querySelector('li')?.getBoundingClientRect().top ?? -1),
    );
    await expect(new Set(firstCards).size).toBe(1);
    // The lanes' cards (the column's second row) end where their own cards end.
    const lanes = sections.map((s) =>
      Math.round((s.children[1] as HTMLElement).getBoundingClientRect().height),
    );
    await expect(new Set(lanes).size).toBe(3);
  },
};

/**
 * Loaded in pages by the parent (`total`): 10 of 240 loaded, and the count and 'View all' say 240, with
 * the locale's separators past 999 (see EstimatedTotal).
 */
export const Paged: Story = {
  args: pagedArgs,
  play: async ({ args, canvas, canvasElement }) => {
    await expect(rows(canvasElement)).toHaveLength(10);
    await expect(canvas.getByText('240')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'View all 240 tickets' })).toBeVisible();
    // Collapsed, the 10 shown are all it needs: nothing more is asked for.
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/**
 * Paged, the toggle asks the parent for the other order (its server sorts); the column does not sort
 * the partial list it holds.
 */
export const PagedSortAsksTheParent: Story = {
  args: pagedArgs,
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sort: Newest first' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith('oldest');
    await expect(canvas.getByRole('button', { name: 'Sort: Oldest first' })).toBeVisible();
    // The same 10 in the order given, until the parent gives the oldest ones.
    await expect(rows(canvasElement)[0]).toHaveTextContent('(#1)');
  },
};

/**
 * A total the server estimated (it does not count hundreds of thousands of matches exactly): 'about',
 * rounded to three figures, in the count and in 'View all'.
 */
export const EstimatedTotal: Story = {
  args: { ...pagedArgs, title: labels.columnAllTickets, total: 713_842, totalIsEstimate: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'View all about 714,000 tickets' })).toBeVisible();
    await expect(canvas.getByText('714,000', { exact: true })).toHaveTextContent('≈about 714,000 tickets');
  },
};

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Scrolls the expanded list to its very end and waits until it stays there: the last card (`last`) is
 * rendered and measured, and the height does not change over two frames (measured heights replace the
 * estimates a frame after rows appear), so a screenshot taken there is the same on every run.
 */
async function scrollToEnd(box: HTMLElement, canvasElement: HTMLElement, last: string) {
  await waitFor(async () => {
    box.scrollTop = box.scrollHeight;
    const height = box.scrollHeight;
    await nextFrame();
    await nextFrame();
    expect(rows(canvasElement).some((row) => row.textContent?.includes(last))).toBe(true);
    expect(box.scrollHeight).toBe(height);
    expect(box.scrollTop + box.clientHeight).toBeGreaterThanOrEqual(box.scrollHeight - 1);
  });
}

/** Expanded, the next page is on its way: a row at the end says so (a live region, so it is announced). */
export const LoadingMore: Story = {
  args: { ...pagedArgs, defaultExpanded: true, isLoadingMore: true },
  play: async ({ args, canvas, canvasElement }) => {
    await waitFor(() => expect(rows(canvasElement).length).toBeGreaterThan(0));
    const box = canvas.getByRole('region', { name: /all tickets/ });
    await expect(within(box).getByRole('status')).toHaveTextContent('Loading more tickets…');
    // At the end, the row is in view.
    await scrollToEnd(box, canvasElement, '(#10)');
    await expect(within(box).getByText('Loading more tickets…')).toBeVisible();
    // Not asked again while the page is on its way.
    await expect(args.onLoadMore).not.toHaveBeenCalled();
    await expect(rows(canvasElement)[0]).toHaveAttribute('aria-setsize', '240');
  },
};

/**
 * The next page failed: the failure and 'Try again' at the end of the list; the loaded cards stay.
 */
export const LoadMoreError: Story = {
  // Of an estimated total, too: each card's place is then among an unknown number (-1).
  args: {
    ...pagedArgs,
    total: 713_842,
    totalIsEstimate: true,
    defaultExpanded: true,
    loadMoreError: 'Failed to load tickets',
  },
  play: async ({ args, canvas, canvasElement }) => {
    const box = canvas.getByRole('region', { name: /all tickets/ });
    await expect(within(box).getByRole('alert')).toHaveTextContent('Failed to load tickets');
    await waitFor(() => expect(rows(canvasElement).length).toBeGreaterThan(0));
    await expect(rows(canvasElement)[0]).toHaveAttribute('aria-setsize', '-1');
    // A failed page is not asked for again by itself (that would repeat it on every scroll).
    await expect(args.onLoadMore).not.toHaveBeenCalled();
    // At the very end, where the screenshot shows it.
    await scrollToEnd(box, canvasElement, '(#10)');
    const retry = within(box).getByRole('button', { name: 'Try again' });
    await userEvent.click(retry);
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
    await expect(within(box).getByRole('alert')).toBeVisible();
    // The pointer leaves, so the screenshot shows the button at rest rather than hovered.
    await userEvent.unhover(retry);
  },
};

/** A parent that loads `all` in pages of 20, each a moment after it is asked for, as a server would. */
function PagingParent(props: Parameters<typeof TicketColumn>[0] & { all: readonly Ticket[] }) {
  const { all, onLoadMore, ...rest } = props;
  const [loaded, setLoaded] = useState(10);
  const [isLoadingMore, setLoadingMore] = useState(false);
  return (
    <TicketColumn
      {...rest}
      tickets={all.slice(0, loaded)}
      total={all.length}
      hasMore={loaded < all.length}
      isLoadingMore={isLoadingMore}
      onLoadMore={() => {
        onLoadMore?.();
        setLoadingMore(true);
        setTimeout(() => {
          setLoaded((n) => Math.min(all.length, n + 20));
          setLoadingMore(false);
        }, 50);
      }}
    />
  );
}

/**
 * 'View all' on a list loaded in pages: scrolling toward the end asks for the next page, once per
 * page, until every ticket is there.
 */
export const LoadsMoreAtTheEnd: Story = {
  args: { ...pagedArgs, tickets: [] },
  render: (args) => <PagingParent {...args} all={paged.slice(0, 70)} />,
  play: async ({ args, canvas, canvasElement }) => {
    await expect(args.onLoadMore).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'View all 70 tickets' }));
    // The window shows the last of the 10 loaded (a few rows beyond the view): the next page is asked for.
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalledTimes(1));
    const box = canvas.getByRole('region', { name: /all tickets/ });
    await waitFor(() => expect(rows(canvasElement)[0]).toHaveAttribute('aria-setsize', '70'));
    await waitFor(() => expect(within(box).getByRole('status')).toHaveTextContent(/^$/));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
    // Scrolled to the end of what is loaded, again and again (as the wheel, or End and Page Down in
    // the focused box, scroll it), the pages follow until the last ticket.
    await waitFor(
      () => {
        box.scrollTop = box.scrollHeight;
        expect(rows(canvasElement).some((row) => row.textContent?.includes('(#70)'))).toBe(true);
      },
      { timeout: 5000 },
    );
    await expect(args.onLoadMore).toHaveBeenCalledTimes(3);
    await expect(within(box).getByRole('status')).toHaveTextContent(/^$/);
    box.scrollTop = 0;
    await waitFor(() => expect(rows(canvasElement)[0]).toHaveTextContent('(#1)'));
  },
};
