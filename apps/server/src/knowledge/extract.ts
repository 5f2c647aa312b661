/**
 * Text extraction: bytes of a .pdf, .docx or .txt file -> a flat list of blocks (headings with a
 * level, paragraphs, list items). Sectioning (sections.ts) turns blocks into retrievable sections.
 */
// mammoth and unpdf (pdf.js) are loaded on first use: a worker reading a .txt file starts faster.
import { assertUnpackedWithin } from './unzip-limit.ts';

export type FileKind = 'pdf' | 'docx' | 'txt';

export type Block =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'item'; ordered: boolean; text: string };

export const CONTENT_TYPES: Record<FileKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
};

/**
 * The file's real type from its first bytes, checked against its extension: a renamed executable
 * or a .pdf that is really a zip is refused. Returns undefined when they disagree or are unsupported.
 */
export function detectFileKind(bytes: Uint8Array, fileName: string): FileKind | undefined {
  const ext = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (ext === 'pdf') return starts(0x25, 0x50, 0x44, 0x46, 0x2d) ? 'pdf' : undefined; // %PDF-
  if (ext === 'docx') {
    // A zip whose entries include word/document.xml (names are stored uncompressed in the headers).
    if (!starts(0x50, 0x4b, 0x03, 0x04)) return undefined;
    const head = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
    return head.includes('word/') && head.includes('[Content_Types].xml') ? 'docx' : undefined;
  }
  if (ext === 'txt') return looksLikeText(bytes) ? 'txt' : undefined;
  return undefined;
}

/** UTF-8 (optionally with BOM), no NUL bytes, and nothing that starts like a known binary format. */
function looksLikeText(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return false;
  const sample = bytes.subarray(0, 64 * 1024);
  if (sample.includes(0)) return false;
  const binary = [
    [0x25, 0x50, 0x44, 0x46],
    [0x50, 0x4b, 0x03, 0x04],
    [0x7f, 0x45, 0x4c, 0x46],
    [0x4d, 0x5a],
    [0x89, 0x50, 0x4e, 0x47],
    [0xff, 0xd8, 0xff],
  ];
  if (binary.some((sig) => sig.every((b, i) => sample[i] === b))) return false;
  try {
    // Cut at a character boundary-safe point: fatal decoding of a truncated sample may fail on the last char.
    new TextDecoder('utf-8', { fatal: true }).decode(
      sample.length < bytes.length ? trimUtf8(sample) : sample,
    );
    return true;
  } catch {
    return false;
  }
}

function trimUtf8(bytes: Uint8Array): Uint8Array {
  let end = bytes.length;
  // Step back over continuation bytes and the lead byte of a possibly incomplete sequence.
  while (end > 0 && end > bytes.length - 4 && ((bytes[end - 1] ?? 0) & 0xc0) === 0x80) end--;
  if (end > 0 && ((bytes[end - 1] ?? 0) & 0xc0) === 0xc0) end--;
  return bytes.subarray(0, end);
}

const clean = (s: string) =>
  s
    .replace(/\u00a0/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .trim();

// ---------------------------------------------------------------------------------------------------------
// TXT

const BULLET = /^\s*(?:[-*•▪◦–]\s+)(.+)$/;
const NUMBERED = /^\s*(?:\d{1,3}[.)]|[a-z][.)]|step \d+[.:])\s+(.+)$/i;

/**
 * Plain text: Markdown headings (`#`), underlined headings (=== / ---) and short title-like lines
 * standing alone between blank lines count as headings; `-`/`*`/`•` and `1.` lines are list items.
 */
export function textToBlocks(text: string): Block[] {
  const lines = text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n');
  const blocks: Block[] = [];
  let para: string[] = [];
  const flush = () => {
    if (para.length > 0) blocks.push({ kind: 'paragraph', text: clean(para.join(' ')) });
    para = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const next = lines[i + 1] ?? '';
    const trimmed = line.trim();
    if (trimmed === '') {
      flush();
      continue;
    }
    const md = /^(#{1,6})\s+(.+?)\s*#*$/.exec(trimmed);
    if (md?.[1] && md[2]) {
      flush();
      blocks.push({ kind: 'heading', level: md[1].length, text: clean(md[2]) });
      continue;
    }
    if (/^(=+|-+)$/.test(next.trim()) && next.trim().length >= 3 && para.length === 0) {
      blocks.push({ kind: 'heading', level: next.trim().startsWith('=') ? 1 : 2, text: clean(trimmed) });
      i++;
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = NUMBERED.exec(line);
    if (bullet?.[1] || numbered?.[1]) {
      flush();
      blocks.push({ kind: 'item', ordered: !bullet, text: clean((bullet?.[1] ?? numbered?.[1]) as string) });
      continue;
    }
    const prevBlank = i === 0 || (lines[i - 1] ?? '').trim() === '';
    if (prevBlank && next.trim() === '' && isTitleLike(trimmed)) {
      flush();
      blocks.push({
        kind: 'heading',
        level: blocks.some((b) => b.kind === 'heading') ? 2 : 1,
        text: clean(trimmed),
      });
      continue;
    }
    // A continuation line of a list item (indented) extends the item.
    const last = blocks[blocks.length - 1];
    if (para.length === 0 && last?.kind === 'item' && /^\s{2,}\S/.test(line)) {
      last.text = `${last.text} ${clean(trimmed)}`;
      continue;
    }
    para.push(trimmed);
  }
  flush();
  return blocks;
}

function isTitleLike(line: string): boolean {
  return (
    line.length <= 80 && /^[A-Z0-9]/.test(line) && !/[.,;!?]$/.test(line) && line.split(/\s+/).length <= 12
  );
}

// ---------------------------------------------------------------------------------------------------------
// DOCX (mammoth's semantic HTML: h1-h6, p, ol/ul/li)

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
function decodeHtml(s: string): string {
  return s.replace(/<[^>]+>/g, '').replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    if (e.startsWith('#x') || e.startsWith('#X'))
      return String.fromCodePoint(Number.parseInt(e.slice(2), 16));
    if (e.startsWith('#')) return String.fromCodePoint(Number.parseInt(e.slice(1), 10));
    return ENTITIES[e.toLowerCase()] ?? m;
  });
}

/** Limits on what extraction may unpack (a .docx is a zip). */
export interface ExtractLimits {
  /** The most a .docx may unpack to, in bytes (default `DEFAULT_MAX_UNPACKED_BYTES`). */
  maxUnpackedBytes?: number;
}

/** 100 MB: a 20 MB .docx of text unpacks to well under this; a zip bomb to hundreds of MB or more. */
export const DEFAULT_MAX_UNPACKED_BYTES = 100 * 1024 * 1024;

export async function docxToBlocks(bytes: Uint8Array, limits: ExtractLimits = {}): Promise<Block[]> {
  // Before mammoth inflates anything into memory (unzip-limit.ts).
  await assertUnpackedWithin(bytes, limits.maxUnpackedBytes ?? DEFAULT_MAX_UNPACKED_BYTES);
  const { default: mammoth } = await import('mammoth');
  const { value: html } = await mammoth.convertToHtml(
    { buffer: Buffer.from(bytes) },
    // Only text is indexed: images are never read (mammoth would inline each as base64).
    { convertImage: mammoth.images.imgElement(async () => ({ src: '' })) },
  );
  const blocks: Block[] = [];
  const listStack: boolean[] = [];
  // A tokenizer over the few tags mammoth emits; nested lists keep their ordered flag.
  const re = /<(\/?)(h[1-6]|p|ol|ul|li|table|tr|td|th)\b[^>]*>|([^<]+)/gi;
  let current:
    | { kind: 'heading' | 'paragraph' | 'item'; level: number; ordered: boolean; text: string }
    | undefined;
  const finish = () => {
    if (!current) return;
    const text = clean(decodeHtml(current.text));
    if (text) {
      if (current.kind === 'heading') blocks.push({ kind: 'heading', level: current.level, text });
      else if (current.kind === 'item') blocks.push({ kind: 'item', ordered: current.ordered, text });
      else blocks.push({ kind: 'paragraph', text });
    }
    current = undefined;
  };
  for (const m of html.matchAll(re)) {
    const [, closing, tagRaw, text] = m;
    if (text !== undefined) {
      if (current) current.text += text;
      else if (text.trim()) current = { kind: 'paragraph', level: 0, ordered: false, text };
      continue;
    }
    const tag = (tagRaw ?? '').toLowerCase();
    if (tag === 'ol' || tag === 'ul') {
      finish();
      if (closing) listStack.pop();
      else listStack.push(tag === 'ol');
    } else if (tag === 'li') {
      finish();
      if (!closing)
        current = { kind: 'item', level: 0, ordered: listStack[listStack.length - 1] ?? false, text: '' };
    } else if (tag.startsWith('h')) {
      finish();
      if (!closing) current = { kind: 'heading', level: Number(tag.slice(1)), ordered: false, text: '' };
    } else if (tag === 'p' || tag === 'td' || tag === 'th') {
      // A paragraph inside a list item belongs to the item.
      if (current?.kind === 'item') {
        if (closing) current.text += ' ';
        continue;
      }
      finish();
      if (!closing) current = { kind: 'paragraph', level: 0, ordered: false, text: '' };
    } else if (tag === 'tr' && closing) finish();
  }
  finish();
  return blocks;
}

// ---------------------------------------------------------------------------------------------------------
// PDF: lines rebuilt from positioned text; headings are lines set larger than the body text.

interface Line {
  text: string;
  size: number;
  x: number;
  y: number;
  page: number;
}

interface PdfTextItem {
  str: string;
  transform: number[];
  height: number;
  hasEOL?: boolean;
}

/** Yields the blocks of a PDF page by page, so a caller can index what is done before a time budget ends. */
export async function* pdfToBlocks(bytes: Uint8Array): AsyncGenerator<Block[]> {
  const { getDocumentProxy } = await import('unpdf');
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  try {
    // Sizes over the whole document decide what "body text" is; read pages lazily but twice is costly,
    // so keep the lines of each page and decide per page with a running histogram.
    const histogram = new Map<number, number>();
    const pages: Line[][] = [];
    for (let p = 1; p <= pdf.numPages; p++) {
      const page = await pdf.getPage(p);
      const content = await page.getTextContent();
      const lines = toLines(content.items as PdfTextItem[], p);
      for (const l of lines) histogram.set(l.size, (histogram.get(l.size) ?? 0) + l.text.length);
      pages.push(lines);
      page.cleanup();
    }
    const body = [...histogram.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 10;
    const headingSizes = [...histogram.keys()].filter((s) => s > body * 1.12).sort((a, b) => b - a);
    for (const lines of pages) yield linesToBlocks(lines, body, headingSizes);
  } finally {
    await pdf.cleanup();
  }
}

function toLines(items: PdfTextItem[], page: number): Line[] {
  const lines: Line[] = [];
  let current: Line | undefined;
  for (const item of items) {
    const size = Math.round(Math.abs(item.transform[3] ?? item.height) * 2) / 2;
    const y = item.transform[5] ?? 0;
    if (current && Math.abs(current.y - y) > Math.max(2, size * 0.5)) {
      lines.push(current);
      current = undefined;
    }
    if (!current) current = { text: '', size: 0, x: item.transform[4] ?? 0, y, page };
    current.text += item.str;
    if (item.str.trim()) current.size = Math.max(current.size, size);
    if (item.hasEOL) {
      lines.push(current);
      current = undefined;
    }
  }
  if (current) lines.push(current);
  return lines.map((l) => ({ ...l, text: clean(l.text) })).filter((l) => l.text !== '');
}

function linesToBlocks(lines: Line[], body: number, headingSizes: number[]): Block[] {
  const blocks: Block[] = [];
  let prev: Line | undefined;
  // Wrapped lines of a list item are indented; a paragraph after a list starts at the margin.
  const margin = Math.min(...lines.map((l) => l.x));
  for (const line of lines) {
    const isHeading = line.size > body * 1.12 && line.text.length <= 120;
    const last = blocks[blocks.length - 1];
    if (isHeading) {
      const level = Math.min(6, headingSizes.indexOf(line.size) + 1 || 1);
      // A heading wrapped over two lines at the same size continues the previous heading.
      if (last?.kind === 'heading' && last.level === level && prev && prev.size === line.size)
        last.text = `${last.text} ${line.text}`;
      else blocks.push({ kind: 'heading', level, text: line.text });
    } else {
      const bullet = BULLET.exec(line.text);
      const numbered = NUMBERED.exec(line.text);
      const gap = prev ? prev.y - line.y : 0;
      const newParagraph = !prev || prev.size !== line.size || gap > line.size * 1.9 || gap < 0;
      if (bullet?.[1] || numbered?.[1]) {
        blocks.push({ kind: 'item', ordered: !bullet, text: (bullet?.[1] ?? numbered?.[1]) as string });
      } else if (
        (last?.kind === 'paragraph' || (last?.kind === 'item' && line.x > margin + 3)) &&
        !newParagraph
      ) {
        last.text = `${last.text} ${line.text}`;
      } else {
        blocks.push({ kind: 'paragraph', text: line.text });
      }
    }
    prev = line;
  }
  return blocks;
}

/** Blocks of any supported file, in batches (one per PDF page; one batch for the others). */
export async function* extractBlocks(
  bytes: Uint8Array,
  kind: FileKind,
  limits: ExtractLimits = {},
): AsyncGenerator<Block[]> {
  if (kind === 'pdf') yield* pdfToBlocks(bytes);
  else if (kind === 'docx') yield await docxToBlocks(bytes, limits);
  else yield textToBlocks(new TextDecoder('utf-8').decode(bytes));
}
