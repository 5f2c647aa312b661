import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { fixtureDateOptions } from '../../fixtures/assistant.ts';
import {
  allDocuments,
  approvedDocument,
  failedDocument,
  flaggedDocument,
  longNameDocument,
  pendingDocument,
  processingDocument,
  rejectedDocument,
  timeoutDocument,
} from '../../fixtures/knowledge.ts';
import { boxOf } from '../../story-geometry.ts';
import { DocumentRow } from './DocumentRow.tsx';

const meta = {
  title: 'Knowledge base/DocumentRow',
  component: DocumentRow,
  args: {
    document: approvedDocument,
    onDownload: fn(),
    onApprove: fn(),
    onReject: fn(),
    onDelete: fn(),
    ...fixtureDateOptions,
  },
  // The knowledge base's list: 824 px beside the upload panel at 1280 px, the screen's width below.
  decorators: [
    (Story, { parameters }) => <div style={{ maxWidth: 860, width: parameters.frameWidth }}>{Story()}</div>,
  ],
} satisfies Meta<typeof DocumentRow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A regular user: name, date, uploader, department, size in KB, badges and Download only. */
export const ApprovedAsUser: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Annual Leave Policy 2025.pdf' })).toBeVisible();
    await expect(canvas.getByText(/Uploaded/)).toHaveTextContent('Uploaded 3 Nov 2025 by Amara Okafor');
    await expect(canvas.getByText('243 KB')).toBeVisible();
    await expect(canvas.getByText('People & Talent')).toBeVisible();
    await expect(canvas.getByText('Approved')).toBeVisible();
    await expect(canvas.getByText('Processed')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Download Annual Leave Policy 2025.pdf' }));
    await expect(args.onDownload).toHaveBeenCalledWith(approvedDocument);
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
  },
};

/** An admin on a pending document: Approve and Reject (pointer and keyboard). */
export const PendingAsAdmin: Story = {
  args: { document: pendingDocument, canApprove: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Pending Approval')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Approve/ }));
    await expect(args.onApprove).toHaveBeenCalledWith(pendingDocument);
    canvas.getByRole('button', { name: /^Approve/ }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /^Reject/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReject).toHaveBeenCalledWith(pendingDocument);
  },
};

/**
 * A pending document with instruction-like passages: a 'Contains instructions' warning badge beside
 * its status, before the admin presses Approve (the approval dialog then lists the passages).
 */
export const FlaggedPendingAsAdmin: Story = {
  args: { document: flaggedDocument, canApprove: true, canDelete: true },
  play: async ({ args, canvas }) => {
    const badge = canvas.getByText('Contains instructions');
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAttribute(
      'title',
      '2 passages that read as instructions to an AI assistant or ask for a password',
    );
    await userEvent.click(canvas.getByRole('button', { name: /^Approve/ }));
    await expect(args.onApprove).toHaveBeenCalledWith(flaggedDocument);
  },
};

/** The badge wraps with the others on a phone. */
export const FlaggedPendingPhone: Story = {
  args: { document: flaggedDocument, canApprove: true, canDelete: true },
  decorators: [(Story) => <div style={{ width: 343 }}>{Story()}</div>],
};

/** Once approved (the admin confirmed the passages) the badge is gone: it is for the decision only. */
export const FlaggedApproved: Story = {
  args: { document: { ...flaggedDocument, approval_status: 'approved', processing_status: 'completed' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Contains instructions')).toBeNull();
  },
};

/** Non-admins never see Approve / Reject. */
export const PendingAsUser: Story = {
  args: { document: pendingDocument },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /^Approve/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Reject/ })).toBeNull();
  },
};

/** Admins do not get Approve / Reject on documents that are no longer pending. */
export const ApprovedAsAdmin: Story = {
  args: { canApprove: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /^Approve/ })).toBeNull();
  },
};

/** The designated document administrator may delete. */
export const DesignatedAdministrator: Story = {
  args: { document: pendingDocument, canApprove: true, canDelete: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Delete/ }));
    await expect(args.onDelete).toHaveBeenCalledWith(pendingDocument);
  },
};

export const Processing: Story = { args: { document: processingDocument } };
export const IndexedTimeout: Story = { args: { document: timeoutDocument } };

export const ProcessingFailed: Story = {
  args: { document: failedDocument },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Processing failed')).toBeVisible();
    await expect(canvas.getByText(failedDocument.processing_error ?? '')).toBeVisible();
  },
};

export const RejectedWithNotes: Story = {
  args: { document: rejectedDocument },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Superseded/)).toBeVisible();
  },
};

export const LongText: Story = { args: { document: longNameDocument, canDelete: true } };

/** An approval in progress: its button spins, the others wait. */
export const Approving: Story = {
  args: { document: pendingDocument, canApprove: true, canDelete: true, pendingAction: 'approve' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Reject/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /^Delete/ })).toBeDisabled();
  },
};

export const InvalidDate: Story = {
  args: { document: { ...approvedDocument, uploaded_at: 'yesterday' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Invalid date')).toBeVisible();
  },
};

/** Many rows in a list, as the admin sees them. */
export const ManyAsAdmin: Story = {
  render: (args) => (
    <ul style={{ display: 'grid', gap: 8, padding: 0, margin: 0 }}>
      {allDocuments.map((document) => (
        <DocumentRow key={document.id} {...args} document={document} elementType="li" canApprove canDelete />
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(allDocuments.length);
    await expect(canvas.getAllByRole('button', { name: /^Approve/ })).toHaveLength(1);
  },
};

/**
 * One document in its three moments side by side: pending (Download, Approve, Reject, Delete),
 * approving (the spinner in Approve, the others disabled) and processed. The rows keep one layout:
 * the same height, the name in the same box with the row's whole width, the buttons on the same line
 * (before: four buttons squeezed the name into two lines, and approving moved the buttons under the
 * badges).
 */
export const States: Story = {
  parameters: { frameWidth: 824 },
  globals: { viewport: { value: 'desktop' } },
  render: (args) => (
    <ul style={{ display: 'grid', gap: 12, margin: 0, padding: 0 }}>
      <DocumentRow {...args} elementType="li" document={pendingDocument} canApprove canDelete />
      <DocumentRow
        {...args}
        elementType="li"
        document={pendingDocument}
        canApprove
        canDelete
        pendingAction="approve"
      />
      <DocumentRow
        {...args}
        elementType="li"
        document={{
          ...pendingDocument,
          approval_status: 'approved',
          processed: true,
          processing_status: 'completed',
        }}
        canApprove
        canDelete
      />
    </ul>
  ),
  play: async ({ canvasElement, parameters }) => {
    const rows = Array.from(canvasElement.querySelectorAll('li'));
    await expect(rows).toHaveLength(3);
    const [pending, approving, processed] = rows.map((row) => ({
      row: { ...boxOf(row), top: 0 },
      name: {
        ...boxOf(row.querySelector('h3') as Element),
        top: boxOf(row.querySelector('h3') as Element).top - boxOf(row).top,
      },
      buttons: Array.from(row.querySelectorAll('button')).map((button) => boxOf(button).top - boxOf(row).top),
    }));
    // Approving moves nothing.
    await expect(approving).toEqual(pending);
    // Processed: the name in the same box. Where a line holds the badges and the buttons (tablet and
    // desktop) the whole row is the same; on a phone the row follows its content (a third badge,
    // two buttons instead of four).
    await expect(processed?.name).toEqual(pending?.name);
    if (parameters.sameProcessedRow !== false) {
      await expect(processed?.row).toEqual(pending?.row);
      await expect(processed?.buttons[0]).toBe(pending?.buttons[0]);
    }
    // The name has the row's width, not what four buttons leave of it.
    await expect(pending?.name.width).toBeGreaterThan((pending?.row.width ?? 0) * 0.75);
  },
};

export const StatesOnTablet: Story = {
  ...States,
  parameters: { frameWidth: 752 },
  globals: { viewport: { value: 'tablet' } },
};

export const StatesOnPhone: Story = {
  ...States,
  parameters: { frameWidth: 343, sameProcessedRow: false },
  globals: { viewport: { value: 'phone' } },
};
