/** File checks before upload (the server checks again, including magic bytes). */
import {
  ATTACHMENT_ACCEPTED_EXTENSIONS,
  ATTACHMENT_MAX_BYTES,
  DOCUMENT_ACCEPTED_EXTENSIONS,
  DOCUMENT_MAX_BYTES,
  messages,
  type ToastMessage,
} from '../constants.ts';

/** '.pdf' for 'Report.Final.PDF'; '' when there is none. */
export function fileExtension(name: string): string {
  const base = name.trim().split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 && dot < base.length - 1 ? base.slice(dot).toLowerCase() : '';
}

export function isAcceptedAttachmentName(name: string): boolean {
  return (ATTACHMENT_ACCEPTED_EXTENSIONS as readonly string[]).includes(fileExtension(name));
}

export function isAcceptedDocumentName(name: string): boolean {
  return (DOCUMENT_ACCEPTED_EXTENSIONS as readonly string[]).includes(fileExtension(name));
}

/**
 * Why a ticket attachment would be refused, as the toast to show, or null if it may be sent.
 * Over 10485760 bytes: 'File too large' / '{file} exceeds 10MB limit'; other extension: our message.
 */
export function attachmentProblem(file: { name: string; size: number }): ToastMessage | null {
  if (file.size > ATTACHMENT_MAX_BYTES) return messages.fileTooLarge(file.name);
  if (!isAcceptedAttachmentName(file.name)) return messages.fileTypeNotAllowed(file.name);
  return null;
}

/** Why a knowledge-base upload would be refused (reason text), or null. */
export function documentUploadProblem(file: { name: string; size: number }): string | null {
  if (file.size > DOCUMENT_MAX_BYTES) return `${file.name} exceeds the 20MB limit`;
  if (!isAcceptedDocumentName(file.name)) return `${file.name} is not a PDF, DOCX or TXT file`;
  if (file.size === 0) return `${file.name} is empty`;
  return null;
}
