import { describe, expect, it } from 'vitest';
import {
  attachmentProblem,
  documentUploadProblem,
  fileExtension,
  isAcceptedAttachmentName,
  isAcceptedDocumentName,
} from './files.ts';

describe('fileExtension', () => {
  it.each([
    ['report.pdf', '.pdf'],
    ['Report.Final.PDF', '.pdf'],
    ['C:\\temp\\photo.JPEG', '.jpeg'],
    ['folder/notes.txt', '.txt'],
    ['.bashrc', ''],
    ['noext', ''],
    ['trailing.', ''],
  ])('%j -> %j', (name, expected) => {
    expect(fileExtension(name)).toBe(expected);
  });
});

describe('attachments', () => {
  it('accepts the seven types, case-insensitively', () => {
    for (const name of ['a.pdf', 'a.doc', 'a.DOCX', 'a.txt', 'a.jpg', 'a.jpeg', 'a.png']) {
      expect(isAcceptedAttachmentName(name)).toBe(true);
    }
    for (const name of ['a.exe', 'a.html', 'a.svg', 'a.pdf.exe', 'pdf']) {
      expect(isAcceptedAttachmentName(name)).toBe(false);
    }
  });

  it('rejects files over 10485760 bytes with the spec message', () => {
    expect(attachmentProblem({ name: 'big.pdf', size: 10485761 })).toEqual({
      title: 'File too large',
      description: 'big.pdf exceeds 10MB limit',
    });
    expect(attachmentProblem({ name: 'ok.pdf', size: 10485760 })).toBeNull();
  });

  it('rejects other types', () => {
    expect(attachmentProblem({ name: 'virus.exe', size: 10 })?.title).toBe('File type not allowed');
  });
});

describe('documents', () => {
  it('accepts .pdf, .docx and .txt only', () => {
    expect(isAcceptedDocumentName('policy.pdf')).toBe(true);
    expect(isAcceptedDocumentName('policy.docx')).toBe(true);
    expect(isAcceptedDocumentName('policy.txt')).toBe(true);
    expect(isAcceptedDocumentName('policy.doc')).toBe(false);
    expect(isAcceptedDocumentName('policy.png')).toBe(false);
  });

  it('explains refusals', () => {
    expect(documentUploadProblem({ name: 'a.pdf', size: 100 })).toBeNull();
    expect(documentUploadProblem({ name: 'a.png', size: 100 })).toMatch(/not a PDF, DOCX or TXT/);
    expect(documentUploadProblem({ name: 'a.pdf', size: 20971521 })).toMatch(/20MB/);
    expect(documentUploadProblem({ name: 'a.pdf', size: 0 })).toMatch(/empty/);
  });
});
