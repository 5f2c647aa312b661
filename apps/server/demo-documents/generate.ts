/**
 * Writes the demo documents listed in manifest.json from the Markdown-like sources in sources/:
 * .docx with real Word headings and lists (docx), .pdf with larger type for headings (pdfkit),
 * .txt copied as is. Run: npx node apps/server/demo-documents/generate.ts (output is committed).
 */
import { createWriteStream, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { AlignmentType, Document, HeadingLevel, LevelFormat, Packer, Paragraph, TextRun } from 'docx';
import PDFDocument from 'pdfkit';

const here = import.meta.dirname;
const manifest = JSON.parse(readFileSync(path.join(here, 'manifest.json'), 'utf8')) as {
  documents: { source: string; file: string }[];
};

type Line = { kind: 'h'; level: number; text: string } | { kind: 'p' | 'ol' | 'ul'; text: string };

function parse(source: string): Line[] {
  const out: Line[] = [];
  for (const block of source.split(/\n\s*\n/)) {
    for (const raw of block.split('\n')) {
      const line = raw.trim();
      if (!line) continue;
      const h = /^(#+)\s+(.*)$/.exec(line);
      const ol = /^\d+\.\s+(.*)$/.exec(line);
      const ul = /^-\s+(.*)$/.exec(line);
      if (h?.[1] && h[2]) out.push({ kind: 'h', level: h[1].length, text: h[2] });
      else if (ol?.[1]) out.push({ kind: 'ol', text: ol[1] });
      else if (ul?.[1]) out.push({ kind: 'ul', text: ul[1] });
      else {
        const last = out[out.length - 1];
        if (last?.kind === 'p' && !block.startsWith(line)) last.text += ` ${line}`;
        else out.push({ kind: 'p', text: line });
      }
    }
  }
  return out;
}

async function docx(lines: Line[], file: string) {
  const children: Paragraph[] = [];
  let list = 0;
  let prev: Line['kind'] | undefined;
  for (const l of lines) {
    if (l.kind === 'ol' && prev !== 'ol') list++;
    if (l.kind === 'h') {
      const heading = [HeadingLevel.HEADING_1, HeadingLevel.HEADING_2, HeadingLevel.HEADING_3][l.level - 1];
      children.push(new Paragraph({ text: l.text, heading }));
    } else if (l.kind === 'ol') {
      children.push(
        new Paragraph({ text: l.text, numbering: { reference: 'steps', level: 0, instance: list } }),
      );
    } else if (l.kind === 'ul') {
      children.push(new Paragraph({ text: l.text, bullet: { level: 0 } }));
    } else {
      children.push(new Paragraph({ children: [new TextRun(l.text)] }));
    }
    prev = l.kind;
  }
  const doc = new Document({
    creator: 'Portal demo content',
    title: lines.find((l) => l.kind === 'h')?.text ?? file,
    numbering: {
      config: [
        {
          reference: 'steps',
          levels: [{ level: 0, format: LevelFormat.DECIMAL, text: '%1.', alignment: AlignmentType.START }],
        },
      ],
    },
    sections: [{ children }],
  });
  writeFileSync(file, await Packer.toBuffer(doc));
}

function pdf(lines: Line[], file: string) {
  return new Promise<void>((resolve, reject) => {
    const title = lines.find((l) => l.kind === 'h')?.text ?? file;
    // A fixed date keeps regenerated files byte-identical.
    const doc = new PDFDocument({
      margin: 60,
      info: { Title: title, CreationDate: new Date('2026-01-05T09:00:00Z') },
    });
    const out = createWriteStream(file);
    out.on('finish', resolve);
    out.on('error', reject);
    doc.pipe(out);
    let n = 0;
    let prev: Line['kind'] | undefined;
    for (const l of lines) {
      if (l.kind === 'h') {
        doc
          .moveDown(0.6)
          .font('Helvetica-Bold')
          .fontSize(l.level === 1 ? 20 : 14)
          .text(l.text)
          .moveDown(0.3);
      } else if (l.kind === 'ol') {
        n = prev === 'ol' ? n + 1 : 1;
        doc.font('Helvetica').fontSize(10.5).text(`${n}. ${l.text}`, { indent: 12 }).moveDown(0.2);
      } else if (l.kind === 'ul') {
        doc.font('Helvetica').fontSize(10.5).text(`• ${l.text}`, { indent: 12 }).moveDown(0.2);
      } else {
        doc.font('Helvetica').fontSize(10.5).text(l.text).moveDown(0.5);
      }
      prev = l.kind;
    }
    doc.end();
  });
}

for (const d of manifest.documents) {
  const source = readFileSync(path.join(here, 'sources', d.source), 'utf8');
  const target = path.join(here, d.file);
  if (d.file.endsWith('.txt')) writeFileSync(target, source);
  else if (d.file.endsWith('.docx')) await docx(parse(source), target);
  else if (d.file.endsWith('.pdf')) await pdf(parse(source), target);
  console.log('wrote', d.file);
}
