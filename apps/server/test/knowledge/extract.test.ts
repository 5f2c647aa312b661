import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectFileKind, extractBlocks, textToBlocks } from '../../src/knowledge/extract.ts';
import { blocksToSections, MAX_SECTION_CHARS, Sectioner } from '../../src/knowledge/sections.ts';

const demo = path.join(import.meta.dirname, '../../demo-documents');
const read = (f: string) => new Uint8Array(readFileSync(path.join(demo, f)));

async function sectionsOf(file: string) {
  const bytes = read(file);
  const kind = detectFileKind(bytes, file);
  if (!kind) throw new Error(`not detected: ${file}`);
  const s = new Sectioner();
  const out = [];
  for await (const blocks of extractBlocks(bytes, kind)) out.push(...s.push(blocks));
  return [...out, ...s.end()];
}

describe('file type by magic bytes', () => {
  it('accepts real files whose content matches the extension', () => {
    expect(detectFileKind(read('Expense Reporting Procedure.pdf'), 'a.pdf')).toBe('pdf');
    expect(detectFileKind(read('Annual Leave Policy.docx'), 'a.DOCX')).toBe('docx');
    expect(detectFileKind(read('Travel and Subsistence Policy.txt'), 'a.txt')).toBe('txt');
  });

  it('refuses renamed or binary content and other extensions', () => {
    expect(detectFileKind(read('Annual Leave Policy.docx'), 'policy.pdf')).toBeUndefined();
    expect(detectFileKind(read('Expense Reporting Procedure.pdf'), 'policy.txt')).toBeUndefined();
    expect(detectFileKind(Buffer.from('MZ\x90\x00binary'), 'tool.txt')).toBeUndefined();
    expect(detectFileKind(Buffer.from('hello\x00world'), 'notes.txt')).toBeUndefined();
    expect(detectFileKind(Buffer.from('plain text'), 'script.exe')).toBeUndefined();
    // A zip that is not a Word document.
    expect(detectFileKind(Buffer.from('PK\x03\x04....other.xml'), 'x.docx')).toBeUndefined();
    expect(detectFileKind(Buffer.from([0xff, 0xfe, 0xfd]), 'bad.txt')).toBeUndefined();
  });
});

describe('sections keep their heading path', () => {
  it('docx: Word headings and numbered lists', async () => {
    const sections = await sectionsOf('Annual Leave Policy.docx');
    const carry = sections.find((s) => s.headingPath.at(-1) === 'Carrying over leave');
    expect(carry?.headingPath).toEqual(['Annual Leave Policy', 'Carrying over leave']);
    expect(carry?.body).toContain('up to five days');
    const request = sections.find((s) => s.headingPath.at(-1) === 'Requesting annual leave');
    expect(request?.body.split('\n').slice(0, 2)).toEqual([
      '1. Check your remaining balance in the HR system under My Leave.',
      '2. Discuss the proposed dates with your line manager, especially during project deadlines.',
    ]);
  });

  it('pdf: larger type is a heading; list items stay items; the paragraph after a list is separate', async () => {
    const sections = await sectionsOf('Expense Reporting Procedure.pdf');
    expect(sections[0]?.headingPath).toEqual(['Expense Reporting Procedure']);
    const submit = sections.find((s) => s.headingPath.at(-1) === 'Submitting an expense report');
    expect(submit?.body).toMatch(/^1\. Log in to the expense system/);
    expect(submit?.body).toContain(
      '\n5. Submit the report to your line manager for approval.\n\nExpense reports must',
    );
  });

  it('txt: markdown headings, bullets and underlined headings', () => {
    const blocks = textToBlocks(
      'Handbook\n========\n\nIntro text here.\n\nRules\n-----\n- one\n- two\n\n## Deep\nBody.',
    );
    expect(blocksToSections(blocks).map((s) => s.headingPath)).toEqual([
      ['Handbook'],
      ['Handbook', 'Rules'],
      ['Handbook', 'Deep'],
    ]);
  });

  it('splits long text into sections no longer than the limit, keeping the heading path', () => {
    const para = 'This sentence is about the leave policy and nothing else at all. '.repeat(80);
    const sections = blocksToSections(textToBlocks(`# Big\n\n## Part\n\n${para}\n\n${para}`));
    expect(sections.length).toBeGreaterThan(2);
    for (const s of sections) {
      expect(s.headingPath).toEqual(['Big', 'Part']);
      expect(s.body.length).toBeLessThanOrEqual(MAX_SECTION_CHARS * 1.5);
    }
    expect(sections.map((s) => s.position)).toEqual(sections.map((_, i) => i));
  });
});
