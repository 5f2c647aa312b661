import { type InstructionFlag, messages } from '@portal/contract';
import { assign, emit, fromPromise, setup } from 'xstate';
import type { Toast } from '../shared.ts';

/** The answer of `PUT /documents/{id}/approve`. */
export interface ApprovalResult {
  processing_status?: string | null;
  processing_error?: string | null;
  error?: string | null;
  message?: string | null;
}

export interface ApprovalDocument {
  id: string;
  original_name?: string;
  approval_status: 'pending_approval' | 'approved' | 'rejected';
  /**
   * Passages that read as instructions to an AI assistant or ask for a password (found at upload).
   * Approving such a document first asks the approver to confirm, having seen them.
   */
  instruction_flags?: readonly InstructionFlag[];
}

/** Input of the injected `approveDocument` actor. */
export interface ApproveDocumentInput {
  id: string;
  /** The approver confirmed the document's instruction-like passages (the server refuses without it). */
  acknowledgedFlags: boolean;
}

export interface DocumentApprovalContext {
  document: ApprovalDocument;
  result: ApprovalResult | null;
  /** 'success' when processing completed, 'warning' when it failed, 'approved' otherwise. */
  outcome: 'success' | 'warning' | 'approved' | null;
  error: string | null;
}

export type DocumentApprovalEvent =
  | { type: 'document.approve' }
  /** Approve a flagged document, its passages seen (from `confirming`). */
  | { type: 'document.confirm' }
  /** Leave `confirming` without approving. */
  | { type: 'document.cancel' }
  | { type: 'document.reject'; notes: string };

export type DocumentApprovalEmitted = { type: 'toast'; toast: Toast };

/**
 * (ours) An approval that answered neither a processing result nor a message. The spec and the
 * contract's catalogue have no words for it; move it to `messages` when the contract adds them.
 */
const DOCUMENT_APPROVED = 'Document approved';

function processingFailed(result: ApprovalResult | undefined): boolean {
  return result?.processing_status === 'failed' || !!result?.error;
}

/**
 * One document's approval: pending_approval -> approving -> approved, or -> rejecting ->
 * rejected. Only a pending document may move. A document with instruction-like passages
 * (`instruction_flags`) goes through `confirming` first: the screen shows the passages, and
 * `document.confirm` approves with the acknowledgement the server requires, `document.cancel` goes
 * back to pending. An approval whose processing completed is a
 * success; 'failed' or an error is the 'approved but processing failed' warning. Failures
 * return to pending with 'Approval Failed' / the rejection failure.
 * Injected actors: approveDocument, rejectDocument.
 */
export const documentApprovalMachine = setup({
  types: {
    context: {} as DocumentApprovalContext,
    events: {} as DocumentApprovalEvent,
    emitted: {} as DocumentApprovalEmitted,
    input: {} as { document: ApprovalDocument },
  },
  actors: {
    approveDocument: fromPromise<ApprovalResult, ApproveDocumentInput>(async () => {
      throw new Error('approveDocument was not provided');
    }),
    rejectDocument: fromPromise<unknown, { id: string; notes: string }>(async () => {
      throw new Error('rejectDocument was not provided');
    }),
  },
  guards: {
    isPending: ({ context }) => context.document.approval_status === 'pending_approval',
    isApproved: ({ context }) => context.document.approval_status === 'approved',
    hasInstructionFlags: ({ context }) => (context.document.instruction_flags?.length ?? 0) > 0,
    // The approval's answer, passed as params by the done event.
    processingFailed: (_, result: ApprovalResult | undefined) => processingFailed(result),
  },
}).createMachine({
  id: 'documentApproval',
  context: ({ input }) => ({ document: input.document, result: null, outcome: null, error: null }),
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'isPending', target: 'pending_approval' },
        { guard: 'isApproved', target: 'approved' },
        { target: 'rejected' },
      ],
    },
    pending_approval: {
      on: {
        'document.approve': [{ guard: 'hasInstructionFlags', target: 'confirming' }, { target: 'approving' }],
        'document.reject': { target: 'rejecting' },
      },
    },
    // The approver reads the flagged passages before the document can be approved.
    confirming: {
      on: {
        'document.confirm': { target: 'approving' },
        'document.cancel': { target: 'pending_approval' },
      },
    },
    approving: {
      tags: ['busy'],
      invoke: {
        src: 'approveDocument',
        // Only a confirmation acknowledges the passages: a plain approve of a flagged document never does.
        input: ({ context, event }) => ({
          id: context.document.id,
          acknowledgedFlags: event.type === 'document.confirm',
        }),
        onDone: [
          {
            guard: { type: 'processingFailed', params: ({ event }) => event.output },
            target: 'approved',
            actions: [
              assign({
                result: ({ event }) => event.output ?? null,
                outcome: 'warning',
                error: null,
                document: ({ context }) => ({ ...context.document, approval_status: 'approved' as const }),
              }),
              emit({
                type: 'toast',
                toast: { title: messages.documentApprovedProcessingFailed, variant: 'error' },
              } as const),
            ],
          },
          {
            target: 'approved',
            actions: [
              assign({
                result: ({ event }) => event.output ?? null,
                outcome: ({ event }) =>
                  event.output?.processing_status === 'completed' ? 'success' : 'approved',
                error: null,
                document: ({ context }) => ({ ...context.document, approval_status: 'approved' as const }),
              }),
              emit(({ event }) => ({
                type: 'toast' as const,
                toast: {
                  title:
                    event.output?.processing_status === 'completed'
                      ? messages.documentApprovedAndProcessed
                      : (event.output?.message ?? DOCUMENT_APPROVED),
                  variant: 'success' as const,
                },
              })),
            ],
          },
        ],
        onError: {
          target: 'pending_approval',
          actions: [
            assign({ error: messages.approvalFailed }),
            emit({ type: 'toast', toast: { title: messages.approvalFailed, variant: 'error' } } as const),
          ],
        },
      },
    },
    rejecting: {
      tags: ['busy'],
      invoke: {
        src: 'rejectDocument',
        input: ({ context, event }) => ({
          id: context.document.id,
          notes: event.type === 'document.reject' ? event.notes : '',
        }),
        onDone: {
          target: 'rejected',
          actions: assign({
            error: null,
            document: ({ context }) => ({ ...context.document, approval_status: 'rejected' as const }),
          }),
        },
        onError: {
          target: 'pending_approval',
          actions: [
            assign({ error: messages.rejectionFailed }),
            emit({ type: 'toast', toast: { title: messages.rejectionFailed, variant: 'error' } } as const),
          ],
        },
      },
    },
    approved: { type: 'final' },
    rejected: { type: 'final' },
  },
});

export type DocumentApprovalMachine = typeof documentApprovalMachine;
