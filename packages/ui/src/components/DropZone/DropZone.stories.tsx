import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, spyOn, userEvent, waitFor } from 'storybook/test';
import { DropZone, type DropZoneProps } from './DropZone.tsx';

const meta = {
  title: 'Primitives/DropZone',
  component: DropZone,
  args: {
    description: 'PDF, PNG or JPEG, up to 10 MB each',
    acceptedFileTypes: ['application/pdf', 'image/png', 'image/jpeg'],
    onFiles: fn(),
    onReject: fn(),
  },
  decorators: [(Story) => <div style={{ width: 420 }}>{Story()}</div>],
} satisfies Meta<typeof DropZone>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Lists what was accepted and rejected, as an attachment form would. */
function WithFileList(args: DropZoneProps) {
  const [files, setFiles] = useState<string[]>([]);
  const [rejected, setRejected] = useState<string[]>([]);
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <DropZone
        {...args}
        onFiles={(list) => {
          args.onFiles?.(list);
          setFiles((previous) => [...previous, ...list.map((f) => f.name)]);
        }}
        onReject={(list) => {
          args.onReject?.(list);
          setRejected(list.map((f) => f.name));
        }}
      />
      <ul aria-label="Attached files">
        {files.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
      {rejected.length > 0 && <p>Not attached (wrong type): {rejected.join(', ')}</p>}
    </div>
  );
}

const file = (name: string, type: string) => new File(['%PDF-1.7 test'], name, { type });

/**
 * Native events: testing-library's fireEvent copies a DataTransfer's own properties into a new
 * one, which loses the files.
 */
function drag(target: Element, type: 'dragenter' | 'dragover' | 'drop', dataTransfer: DataTransfer) {
  withFileEntries(() =>
    target.dispatchEvent(
      new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer, clientX: 10, clientY: 10 }),
    ),
  );
}

function paste(clipboardData: DataTransfer) {
  withFileEntries(() =>
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { bubbles: true, cancelable: true, clipboardData }),
    ),
  );
}

/**
 * Files in a script-made DataTransfer have no file-system entry, which react-aria reads to tell
 * files from folders; a real drag from the desktop has one. Stand one in while the event runs.
 */
function withFileEntries(dispatch: () => void) {
  const entry = spyOn(DataTransferItem.prototype, 'webkitGetAsEntry').mockReturnValue({
    isFile: true,
    isDirectory: false,
  } as FileSystemEntry);
  try {
    dispatch();
  } finally {
    entry.mockRestore();
  }
}

function transfer(...files: File[]) {
  const data = new DataTransfer();
  for (const f of files) data.items.add(f);
  return data;
}

export const Default: Story = { render: (args) => <WithFileList {...args} /> };

/** Dragging files over the zone highlights it; dropping delivers the accepted ones. */
export const DropFiles: Story = {
  render: (args) => <WithFileList {...args} />,
  play: async ({ args, canvas }) => {
    const zone = canvas.getByText('Drag and drop files here').closest('[data-rac]') as HTMLElement;
    const data = transfer(
      file('invoice.pdf', 'application/pdf'),
      file('notes.exe', 'application/x-msdownload'),
    );
    drag(zone, 'dragenter', data);
    drag(zone, 'dragover', data);
    await waitFor(() => expect(zone).toHaveAttribute('data-drop-target', 'true'));
    drag(zone, 'drop', data);
    await waitFor(() => expect(args.onFiles).toHaveBeenCalledTimes(1));
    const accepted = (args.onFiles as ReturnType<typeof fn>).mock.calls[0]?.[0] as File[];
    await expect(accepted.map((f) => f.name)).toEqual(['invoice.pdf']);
    await expect(args.onReject).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('listitem')).toHaveTextContent('invoice.pdf');
    await expect(canvas.getByText(/Not attached \(wrong type\): notes\.exe/)).toBeVisible();
    await expect(zone).not.toHaveAttribute('data-drop-target');
  },
};

/** The 'Choose Files' button opens the picker; several files can be chosen at once. */
export const ChooseFiles: Story = {
  render: (args) => <WithFileList {...args} />,
  play: async ({ args, canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Choose Files' });
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await expect(input).toHaveAttribute('multiple');
    await expect(input).toHaveAttribute('accept', 'application/pdf,image/png,image/jpeg');
    // The native picker cannot be driven from a test: check the button opens it, then choose.
    const openPicker = spyOn(input, 'click').mockImplementation(() => {});
    await userEvent.click(button);
    await expect(openPicker).toHaveBeenCalledTimes(1);
    openPicker.mockRestore();
    await userEvent.upload(input, [
      file('screenshot.png', 'image/png'),
      file('report.pdf', 'application/pdf'),
    ]);
    await expect(args.onFiles).toHaveBeenCalledTimes(1);
    await expect(canvas.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'screenshot.png',
      'report.pdf',
    ]);
  },
};

/** Keyboard: Tab focuses the zone (paste files into it), Tab again reaches the button. */
export const Keyboard: Story = {
  render: (args) => <WithFileList {...args} />,
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.tab();
    const zone = canvas.getByText('Drag and drop files here').closest('[data-rac]') as HTMLElement;
    await expect(zone).toHaveAttribute('data-focus-visible', 'true');
    // What Ctrl+V / Cmd+V delivers while the zone has focus.
    paste(transfer(file('pasted.png', 'image/png')));
    await waitFor(() => expect(args.onFiles).toHaveBeenCalledTimes(1));
    await expect(canvas.getByRole('listitem')).toHaveTextContent('pasted.png');
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Choose Files' });
    await expect(button).toHaveFocus();
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    const openPicker = spyOn(input, 'click').mockImplementation(() => {});
    await userEvent.keyboard('{Enter}');
    await expect(openPicker).toHaveBeenCalledTimes(1);
    openPicker.mockRestore();
  },
};

export const SingleFile: Story = {
  args: { allowsMultiple: false, label: 'Drop a profile photo here', acceptedFileTypes: ['image/*'] },
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await expect(input).not.toHaveAttribute('multiple');
    await expect(input).toHaveAttribute('accept', 'image/*');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Choose Files' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label:
      'Drag and drop screenshots, log files and any exported reports that help us understand the problem',
    description:
      'Up to 20 files, 10 MB each. Remove passwords and personal data from log files before attaching them.',
    buttonLabel: 'Choose Files',
  },
};
