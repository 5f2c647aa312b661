import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { type Toast, type UploadFileInput, type UploadQueueEvent, uploadQueueMachine } from '../src/index.ts';
import { expectFullGraphCoverage } from './graph-coverage.ts';

function harness(input?: { maxBytes?: number }) {
  const uploads: Array<{ input: UploadFileInput; send: (e: UploadQueueEvent) => void; aborted: boolean }> =
    [];
  const machine = uploadQueueMachine.provide({
    actors: {
      uploadFile: fromCallback<UploadQueueEvent, UploadFileInput>(({ sendBack, input }) => {
        const entry = { input, send: sendBack, aborted: false };
        uploads.push(entry);
        return () => {
          entry.aborted = true;
        };
      }),
    },
  });
  const actor = createActor(machine, { input });
  const toasts: Toast[] = [];
  actor.on('toast', (e) => toasts.push(e.toast));
  actor.start();
  const current = () => uploads.at(-1) as (typeof uploads)[number];
  const items = () => actor.getSnapshot().context.items.map((i) => [i.file.name, i.status, i.progress]);
  return { actor, uploads, toasts, current, items };
}

describe('uploadQueue', () => {
  it("refuses each file over 10485760 bytes with 'File too large' and queues the rest", () => {
    const h = harness();
    h.actor.send({
      type: 'uploads.add',
      files: [
        { name: 'big.pdf', size: 10485761 },
        { name: 'exact.pdf', size: 10485760 },
        { name: 'huge.png', size: 50_000_000 },
      ],
    });
    expect(h.toasts).toEqual([
      { title: 'File too large', description: 'big.pdf exceeds 10MB limit', variant: 'error' },
      { title: 'File too large', description: 'huge.png exceeds 10MB limit', variant: 'error' },
    ]);
    expect(h.items()).toEqual([['exact.pdf', 'uploading', 0]]);
  });

  it('takes another limit as input (knowledge-base documents: 20 MB)', () => {
    const h = harness({ maxBytes: 20971520 });
    h.actor.send({
      type: 'uploads.add',
      files: [
        { name: 'policy.pdf', size: 15_000_000 },
        { name: 'scan.pdf', size: 20971521 },
      ],
    });
    expect(h.toasts).toEqual([
      { title: 'File too large', description: 'scan.pdf exceeds 20MB limit', variant: 'error' },
    ]);
    expect(h.items()).toEqual([['policy.pdf', 'uploading', 0]]);
  });

  it('uploads one at a time with progress, survives a failure, and summarises', () => {
    const h = harness();
    h.actor.send({
      type: 'uploads.add',
      files: [
        { name: 'a.pdf', size: 10 },
        { name: 'b.pdf', size: 10 },
        { name: 'c.txt', size: 10 },
      ],
    });
    expect(h.uploads).toHaveLength(1);
    expect(h.current().input.file.name).toBe('a.pdf');
    h.current().send({ type: 'uploads.progress', id: h.current().input.id, loaded: 5, total: 10 });
    expect(h.items()[0]).toEqual(['a.pdf', 'uploading', 0.5]);
    // Feedback from another upload than the current one is ignored.
    h.current().send({ type: 'uploads.progress', id: 'upload-99', loaded: 9, total: 10 });
    h.current().send({ type: 'uploads.fileDone', id: h.current().input.id, result: { id: 'x' } });
    expect(h.current().input.file.name).toBe('b.pdf');
    h.current().send({
      type: 'uploads.fileFailed',
      id: h.current().input.id,
      error: Object.assign(new Error('x'), { userMessage: 'Request failed with status 500' }),
    });
    expect(h.current().input.file.name).toBe('c.txt');
    h.current().send({ type: 'uploads.fileDone', id: h.current().input.id });
    expect(h.actor.getSnapshot().value).toBe('idle');
    expect(h.items()).toEqual([
      ['a.pdf', 'done', 1],
      ['b.pdf', 'failed', 0],
      ['c.txt', 'done', 1],
    ]);
    expect(h.toasts).toEqual([
      {
        title: 'Upload failed',
        description: 'Failed to upload b.pdf: Request failed with status 500',
        variant: 'error',
      },
      { title: 'Upload successful', description: '2 file(s) uploaded successfully', variant: 'success' },
    ]);
    h.actor.send({ type: 'uploads.clearFinished' });
    expect(h.items()).toEqual([]);
  });

  it('files added during an upload join the queue; cancel aborts the current one', () => {
    const h = harness();
    h.actor.send({ type: 'uploads.add', files: [{ name: 'a.pdf', size: 1 }] });
    h.actor.send({
      type: 'uploads.add',
      files: [
        { name: 'b.pdf', size: 1 },
        { name: 'c.pdf', size: 1 },
      ],
    });
    const first = h.current();
    h.actor.send({ type: 'uploads.cancel', id: 'upload-3' });
    expect(h.items().map(([name]) => name)).toEqual(['a.pdf', 'b.pdf']);
    h.actor.send({ type: 'uploads.cancel', id: first.input.id });
    expect(first.aborted).toBe(true);
    expect(h.current().input.file.name).toBe('b.pdf');
    h.current().send({ type: 'uploads.fileFailed', id: h.current().input.id, error: new Error('offline') });
    expect(h.actor.getSnapshot().value).toBe('idle');
    // Nothing uploaded: no success toast.
    expect(h.toasts.map((t) => t.title)).toEqual(['Upload failed']);
  });

  it('covers every state and transition', () => {
    expectFullGraphCoverage(uploadQueueMachine, {
      serialize: (s) => {
        // The list grows with every add; how many items are in each status (up to 2) is what matters.
        const c = s.context as { items: Array<{ status: string }>; currentId: string | null };
        const counts = ['queued', 'uploading', 'done', 'failed'].map((status) =>
          Math.min(2, c.items.filter((i) => i.status === status).length),
        );
        return JSON.stringify([s.value, counts, c.currentId]);
      },
      events: {
        'uploads.add': [{ type: 'uploads.add', files: [{ name: 'a', size: 1 }] }],
        'uploads.progress': [{ type: 'uploads.progress', id: 'upload-1', loaded: 1, total: 2 }],
        'uploads.fileDone': [{ type: 'uploads.fileDone', id: 'upload-1' }],
        'uploads.fileFailed': [{ type: 'uploads.fileFailed', id: 'upload-1', error: new Error('x') }],
        'uploads.cancel': [
          { type: 'uploads.cancel', id: 'upload-1' },
          { type: 'uploads.cancel', id: 'upload-2' },
        ],
      },
    });
  });
});
