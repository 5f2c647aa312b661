import { ATTACHMENT_MAX_BYTES } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { attachmentsSample, FIXTURE_TIME_ZONE } from '../../fixtures/tickets.ts';
import { AttachmentPanel } from './AttachmentPanel.tsx';

const meta = {
  title: 'Tickets/AttachmentPanel',
  component: AttachmentPanel,
  args: {
    attachments: attachmentsSample,
    onFilesAccepted: fn(),
    onFileRejected: fn(),
    onDownload: fn(),
    timeZone: FIXTURE_TIME_ZONE,
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof AttachmentPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (canvasElement: HTMLElement) =>
  canvasElement.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

/** Stored files, each with its own Download; sizes in bytes, KB or MB as they read best. */
export const WithFiles: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('claim-EXP-2025-1187.pdf')).toBeVisible();
    await expect(canvas.getByText(/^242\.3 KB ·/)).toBeVisible();
    await expect(canvas.getByText(/^1\.1 MB ·/)).toBeVisible();
    // A small file is '42 bytes', not '0.0 KB'.
    await expect(canvas.getByText(/^42 bytes ·/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Download screenshot-black-screen.png' }));
    await expect(args.onDownload).toHaveBeenCalledWith(attachmentsSample[1]);
  },
};

/** 'Choose Files' takes several files at once, of the accepted types only. */
export const ChooseSeveralFiles: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Choose Files' })).toBeVisible();
    const input = fileInput(canvasElement);
    await expect(input).toHaveAttribute('multiple');
    await expect(input.accept).toBe('.pdf,.doc,.docx,.txt,.jpg,.jpeg,.png');
    const files = [
      new File(['%PDF-1.7'], 'invoice.pdf', { type: 'application/pdf' }),
      new File(['notes'], 'notes.txt', { type: 'text/plain' }),
    ];
    await userEvent.upload(input, files);
    await expect(args.onFilesAccepted).toHaveBeenCalledWith(files);
    await expect(args.onFileRejected).not.toHaveBeenCalled();
  },
};

/** Over 10MB: refused with 'File too large' / '{file} exceeds 10MB limit'; the others still go. */
export const TooLarge: Story = {
  play: async ({ args, canvasElement }) => {
    const big = new File([new Uint8Array(ATTACHMENT_MAX_BYTES + 1)], 'scan.pdf', { type: 'application/pdf' });
    const small = new File(['ok'], 'ok.png', { type: 'image/png' });
    await userEvent.upload(fileInput(canvasElement), [big, small]);
    await expect(args.onFileRejected).toHaveBeenCalledWith(
      { title: 'File too large', description: 'scan.pdf exceeds 10MB limit' },
      big,
    );
    await expect(args.onFilesAccepted).toHaveBeenCalledWith([small]);
  },
};

/** Exactly 10MB is allowed. */
export const ExactlyTenMegabytes: Story = {
  play: async ({ args, canvasElement }) => {
    const edge = new File([new Uint8Array(ATTACHMENT_MAX_BYTES)], 'edge.pdf', { type: 'application/pdf' });
    await userEvent.upload(fileInput(canvasElement), edge);
    await expect(args.onFilesAccepted).toHaveBeenCalledWith([edge]);
    await expect(args.onFileRejected).not.toHaveBeenCalled();
  },
};

/** Dropped files go through the same rules: a wrong type is refused, the rest accepted. */
export const DropFiles: Story = {
  play: async ({ args, canvas }) => {
    const zone = canvas.getByText('Drag and drop files here, or').parentElement as HTMLElement;
    const good = new File(['%PDF'], 'report.pdf', { type: 'application/pdf' });
    const bad = new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' });
    const data = new DataTransfer();
    data.items.add(good);
    data.items.add(bad);
    data.effectAllowed = 'all';
    const rect = zone.getBoundingClientRect();
    const at = { clientX: rect.left + 10, clientY: rect.top + 10, bubbles: true, cancelable: true };
    zone.dispatchEvent(new DragEvent('dragenter', { ...at, dataTransfer: data }));
    zone.dispatchEvent(new DragEvent('dragover', { ...at, dataTransfer: data }));
    await waitFor(() => expect(zone).toHaveAttribute('data-drop-target', 'true'));
    // A synthetic DataTransfer has no file-system entries in Chromium; a real drop of files does.
    const proto = DataTransferItem.prototype;
    const original = proto.webkitGetAsEntry;
    proto.webkitGetAsEntry = () => ({ isFile: true, isDirectory: false }) as FileSystemEntry;
    try {
      zone.dispatchEvent(new DragEvent('drop', { ...at, dataTransfer: data }));
    } finally {
      proto.webkitGetAsEntry = original;
    }
    await waitFor(() => expect(args.onFilesAccepted).toHaveBeenCalledTimes(1));
    const [accepted] = (args.onFilesAccepted as ReturnType<typeof fn>).mock.calls[0] ?? [];
    await expect(accepted.map((f: File) => f.name)).toEqual(['report.pdf']);
    await expect(args.onFileRejected).toHaveBeenCalledWith(
      { title: 'File type not allowed', description: 'setup.exe is not an accepted file type' },
      expect.objectContaining({ name: 'setup.exe' }),
    );
  },
};

/** Per-file progress while uploading, and a failed file. */
export const Uploading: Story = {
  args: {
    uploads: [
      { id: 'u1', name: 'contract-draft.docx', progress: 35 },
      { id: 'u2', name: 'photo-of-error.jpg', progress: 100 },
      {
        id: 'u3',
        name: 'minutes.txt',
        progress: 0,
        errorMessage: 'Failed to upload minutes.txt: Network error',
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'contract-draft.docx' })).toHaveAttribute(
      'aria-valuenow',
      '35',
    );
    await expect(canvas.getByRole('progressbar', { name: 'photo-of-error.jpg' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to upload minutes.txt: Network error');
  },
};

/** Keyboard: Tab reaches 'Choose Files' and each Download. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Choose Files' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Download claim-EXP-2025-1187.pdf' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDownload).toHaveBeenCalledWith(attachmentsSample[0]);
  },
};

export const Empty: Story = {
  args: { attachments: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No attachments yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading attachments' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { errorMessage: 'Attachments could not be loaded.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Attachments could not be loaded.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Choose Files' })).toBeDisabled();
  },
};

export const LongFileName: Story = {
  args: {
    attachments: [
      {
        ...attachmentsSample[0],
        id: 'att-long',
        ticket_id: 't',
        original_name: `${'quarterly-financial-report-final-version-reviewed-'.repeat(3)}v2.pdf`,
        file_size: 5_000_000,
        content_type: 'application/pdf',
        uploaded_by: 'Maximilian Alexander Featherstonehaugh-Worthington',
        created_at: '2025-11-18T15:21:00.000Z',
      },
    ],
  },
};
