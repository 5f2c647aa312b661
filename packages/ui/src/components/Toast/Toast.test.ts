import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { createToaster, type ToastContent, toastDurations } from './toaster.ts';

function setup() {
  const queue = new ToastQueue<ToastContent>();
  return { queue, toast: createToaster(queue) };
}

describe('toaster', () => {
  it('uses the durations of the specs: success 3 s, error 5 s, long 10 s', () => {
    expect(toastDurations).toMatchObject({ success: 3000, error: 5000, long: 10000 });
    const { queue, toast } = setup();
    toast.success('Saved');
    toast.error('Could not save', 'Try again.');
    toast.long('Your new personal code', '482913');
    toast.info('Heads up');
    expect(queue.visibleToasts.map((t) => [t.content.tone, t.content.title, t.timeout])).toEqual([
      ['info', 'Heads up', 5000],
      ['info', 'Your new personal code', 10000],
      ['error', 'Could not save', 5000],
      ['success', 'Saved', 3000],
    ]);
    expect(queue.visibleToasts[2]?.content.description).toBe('Try again.');
  });

  it('lets a call override the timeout, or keep the toast until closed', () => {
    const { queue, toast } = setup();
    toast.success('Custom', undefined, { timeout: 1234 });
    toast.error('Sticky', undefined, { timeout: null });
    toast.long('Long error', undefined, { tone: 'error' });
    expect(queue.visibleToasts.map((t) => [t.content.title, t.content.tone, t.timeout])).toEqual([
      ['Long error', 'error', 10000],
      ['Sticky', 'error', undefined],
      ['Custom', 'success', 1234],
    ]);
  });

  it('carries a link to what it is about, and then stays the long duration unless told otherwise', () => {
    const { queue, toast } = setup();
    const link = { label: 'Open ticket', href: '/boost/tickets/t-1' };
    toast.success('Ticket Created', 'BST-1041: Printer', { link });
    toast.success('Ticket Created', 'BST-1042: Laptop', { link, timeout: 4000 });
    expect(queue.visibleToasts.map((t) => [t.content.link, t.timeout])).toEqual([
      [link, 4000],
      [link, 10000],
    ]);
  });

  it('closes one toast by key, or all', () => {
    const { queue, toast } = setup();
    const first = toast.info('One');
    toast.info('Two');
    toast.close(first);
    expect(queue.visibleToasts.map((t) => t.content.title)).toEqual(['Two']);
    toast.clear();
    expect(queue.visibleToasts).toEqual([]);
  });
});
