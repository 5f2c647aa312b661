import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { fromCallback } from 'xstate';
import { type UploadFileInput, type UploadQueueEvent, uploadQueueMachine } from '../machines/upload-queue.ts';
import { useUploadQueue } from '../react/index.ts';
import { StateLine, ToastLog, useToastLog } from './kit.tsx';

/** A fake upload: progress in four steps; 'broken.pdf' fails halfway. */
const fakeUpload = fromCallback<UploadQueueEvent, UploadFileInput>(({ sendBack, input }) => {
  const timers: ReturnType<typeof setTimeout>[] = [];
  for (let step = 1; step <= 4; step++) {
    timers.push(
      setTimeout(() => {
        if (input.file.name === 'broken.pdf' && step === 3) {
          sendBack({
            type: 'uploads.fileFailed',
            id: input.id,
            error: new Error('Request failed with status 500'),
          });
        } else if (step === 4) {
          sendBack({ type: 'uploads.fileDone', id: input.id });
        } else {
          sendBack({ type: 'uploads.progress', id: input.id, loaded: step, total: 4 });
        }
      }, 50 * step),
    );
  }
  return () => timers.forEach(clearTimeout);
});

function UploadDemo() {
  const [machine] = useState(() => uploadQueueMachine.provide({ actors: { uploadFile: fakeUpload } }));
  const log = useToastLog();
  const queue = useUploadQueue(machine, log.push);
  return (
    <div>
      <StateLine value={queue.uploading ? 'uploading' : 'idle'} />
      <button
        type="button"
        onClick={() =>
          queue.add([
            { name: 'screenshot.png', size: 200_000 },
            { name: 'video.mp4', size: 25_000_000 },
            { name: 'broken.pdf', size: 1_000 },
            { name: 'notes.txt', size: 2_000 },
          ])
        }
      >
        Choose Files
      </button>{' '}
      <button type="button" onClick={queue.clearFinished}>
        Clear finished
      </button>
      <ul aria-label="Uploads">
        {queue.items.map((item) => (
          <li key={item.id}>
            {item.file.name} - {item.status}{' '}
            <progress aria-label={`${item.file.name} progress`} max={1} value={item.progress} />
          </li>
        ))}
      </ul>
      <ToastLog toasts={log.toasts} />
    </div>
  );
}

const meta = { title: 'Machines/UploadQueue', component: UploadDemo } satisfies Meta<typeof UploadDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One file too large, one failing; the others upload and a summary follows. */
export const MixedBatch: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Choose Files' }));
    await expect(canvas.getByText('video.mp4 exceeds 10MB limit', { exact: false })).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByText(/2 file\(s\) uploaded successfully/)).toBeInTheDocument(), {
      timeout: 3000,
    });
    await expect(
      canvas.getByText(/Failed to upload broken.pdf: Request failed with status 500/),
    ).toBeInTheDocument();
    await expect(canvas.getByText('screenshot.png - done')).toBeInTheDocument();
    await expect(canvas.getByText('broken.pdf - failed')).toBeInTheDocument();
  },
};
