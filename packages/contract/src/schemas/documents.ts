/** Knowledge-base documents. */
import { z } from 'zod';
import { DOCUMENT_MAX_BYTES } from '../constants.ts';
import {
  documentApprovalStatusSchema,
  documentProcessingStatusSchema,
  kbDepartmentSchema,
} from '../enum-schemas.ts';
import { countSchema, idSchema, isoDateTimeSchema } from './common.ts';

export const documentSchema = z.object({
  id: idSchema,
  /** The uploaded file's name, as shown. */
  original_name: z.string(),
  /** The server-made stored name. */
  filename: z.string(),
  department: kbDepartmentSchema,
  uploaded_at: isoDateTimeSchema,
  /** Uploader's name. */
  uploaded_by: z.string(),
  /** Reviewer notes (e.g. the rejection reason). */
  notes: z.string().nullable(),
  /** Bytes (the screen shows KB). */
  file_size: countSchema,
  content_type: z.string().optional(),
  tags: z.array(z.string()),
  approval_status: documentApprovalStatusSchema,
  /** True once its sections are searchable (completed, or timeout with part indexed). */
  processed: z.boolean(),
  /** null until approval starts processing. */
  processing_status: documentProcessingStatusSchema.nullable(),
  processing_error: z.string().nullable(),
  /**
   * Passages that read as instructions to an AI assistant or ask for a password, found when the file
   * was uploaded. They are never quoted or given to a model; the approver sees them first, and
   * approving such a document needs `acknowledged_flags`.
   */
  instruction_flags: z.array(z.object({ text: z.string(), reason: z.string() })).optional(),
});
export type Document = z.infer<typeof documentSchema>;
export type InstructionFlag = NonNullable<Document['instruction_flags']>[number];

/**
 * `GET /documents` query. Non-admins only ever get approved documents. `show_all=true` (admins) lists every
 * department and status. `file_id` turns the call into a download of that file (see `documents.download`).
 */
export const documentListQuerySchema = z.object({
  department: z.union([kbDepartmentSchema, z.enum(['', 'all', 'none'])]).optional(),
  approval_status: z.union([documentApprovalStatusSchema, z.enum(['', 'all', 'none'])]).optional(),
  show_all: z.enum(['true', 'false']).optional(),
});
export type DocumentListQuery = z.input<typeof documentListQuerySchema>;

export const documentDownloadQuerySchema = z.object({ file_id: idSchema });

/** `GET /documents/rag-stats`. */
export const ragStatsSchema = z.object({ total_documents: countSchema, processed_documents: countSchema });
export type RagStats = z.infer<typeof ragStatsSchema>;

/** `POST /documents/upload` multipart body; `tags` is comma-separated text. */
export const documentUploadRequestSchema = z.object({
  file: z.file().max(DOCUMENT_MAX_BYTES),
  department: kbDepartmentSchema,
  tags: z.string().max(1000).optional(),
});
export type DocumentUploadRequest = z.infer<typeof documentUploadRequestSchema>;

/** `PUT /documents/:id/approve` answer (processing may still be running: then status 'pending'). */
export const documentApproveResponseSchema = z.object({
  message: z.string(),
  processing_status: documentProcessingStatusSchema,
  processing_error: z.string().nullable(),
  error: z.string().nullable().optional(),
  document: documentSchema,
});
export type DocumentApproveResponse = z.infer<typeof documentApproveResponseSchema>;

/**
 * `PUT /documents/:id/approve` body, optional. A document with instruction-like passages is approved
 * only with `acknowledged_flags: true` (409 otherwise), once the approver has seen them.
 */
export const documentApproveRequestSchema = z.object({ acknowledged_flags: z.boolean().optional() });
export type DocumentApproveRequest = z.input<typeof documentApproveRequestSchema>;

/** `PUT /documents/:id/reject` body. */
export const documentRejectRequestSchema = z.object({ notes: z.string().trim().max(2000).default('') });
export type DocumentRejectRequest = z.input<typeof documentRejectRequestSchema>;
