import { messages } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { linesOf } from '../../story-geometry.ts';
import { UploadPanel } from './UploadPanel.tsx';

const meta = {
  title: 'Knowledge base/UploadPanel',
  component: UploadPanel,
  args: { onUpload: fn() },
  // The knowledge base shows the panel beside the list at desktop width (24rem), under it below.
  decorators: [
    (Story, { parameters }) => <div style={{ maxWidth: parameters.frameWidth ?? 640 }}>{Story()}</div>,
  ],
} satisfies Meta<typeof UploadPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const pdf = () => new File(['%PDF-1.7 policy text'], 'Travel Policy 2025.pdf', { type: 'application/pdf' });

const fileInput = (root: HTMLElement) => {
  const input = root.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};

/** Nothing chosen yet: Upload is disabled. The file input accepts .pdf, .docx and .txt. */
export const Empty: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Upload' })).toBeDisabled();
    await expect(fileInput(canvasElement)).toHaveAttribute('accept', '.pdf,.docx,.txt');
  },
};

/** Choose a file, pick the department, add tags, Upload. */
export const ChooseAndUpload: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const file = pdf();
    await userEvent.upload(fileInput(canvasElement), file);
    await expect(canvas.getByText('Travel Policy 2025.pdf')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Upload' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /Department/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'People & Talent' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Tags' }), 'travel, per diem');
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await expect(args.onUpload).toHaveBeenCalledWith({
      file,
      department: 'people_and_talent',
      tags: 'travel, per diem',
    });
  },
};

/**
 * A chosen file's name stays whole: 'fake.pdf' once read 'fake.pd' / 'f' in the side panel, where the
 * name took only what the button left. Checked at the three widths, in the panel's width at each.
 */
export const ChosenFileName: Story = {
  parameters: { frameWidth: 384 },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.upload(
      fileInput(canvasElement),
      new File(['%PDF-1.7'], 'fake.pdf', { type: 'application/pdf' }),
    );
    const name = canvas.getByText('fake.pdf');
    await expect(linesOf(name)).toBe(1);
    await expect(linesOf(canvas.getByText('8 bytes'))).toBe(1);
  },
};

export const ChosenFileNameOnTablet: Story = {
  ...ChosenFileName,
  parameters: { frameWidth: 752 },
  globals: { viewport: { value: 'tablet' } },
};

export const ChosenFileNameOnPhone: Story = {
  ...ChosenFileName,
  parameters: { frameWidth: 343 },
  globals: { viewport: { value: 'phone' } },
};

/** Keyboard: the department select opens with the arrow keys and Enter uploads. */
export const Keyboard: Story = {
  args: { defaultDepartment: 'finance' },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), pdf());
    canvas.getByRole('button', { name: /Department/ }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    canvas.getByRole('button', { name: 'Upload' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onUpload).toHaveBeenCalledWith(
      expect.objectContaining({ department: 'people_and_talent' }),
    );
  },
};

/** A file of another type is refused before upload. */
export const WrongFileType: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const input = fileInput(canvasElement);
    // The accept attribute would filter it in the picker; drops and pickers that ignore it still arrive.
    input.removeAttribute('accept');
    await userEvent.upload(input, new File(['x'], 'holiday.png', { type: 'image/png' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('holiday.png is not a PDF, DOCX or TXT file');
    await expect(canvas.getByRole('button', { name: 'Upload' })).toBeDisabled();
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

export const Uploading: Story = {
  args: { isUploading: true, progress: 40, defaultDepartment: 'finance' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByRole('button', { name: 'Upload' })).toBeDisabled();
  },
};

export const UploadingIndeterminate: Story = { args: { isUploading: true, defaultDepartment: 'finance' } };

export const Failed: Story = {
  args: { error: 'File is larger than the 20MB limit', defaultDepartment: 'finance' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      messages.documentUploadFailed('File is larger than the 20MB limit'),
    );
  },
};
