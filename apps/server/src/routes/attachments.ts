import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, asc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppContext, AppEnv } from '../context.ts';
import { attachments, tickets } from '../db/schema.ts';
import { ATTACHMENT_EXTENSIONS, MAX_ATTACHMENT_BYTES, ticketNumber } from '../domain.ts';
import { HttpError, idParam, notFound } from '../http.ts';
import { attachmentKey } from '../storage/index.ts';
import { loadVisibleTicket, writeAudit } from '../tickets/core.ts';
import { notifyTicketEvent } from '../tickets/events.ts';

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);

/** Whether the content really is what the extension says (a renamed .exe is not a .pdf). */
export function matchesMagic(ext: string, bytes: Uint8Array): boolean {
  switch (ext) {
    case 'pdf':
      return startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d]); // %PDF-
    case 'doc':
      return startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]); // OLE2 compound file
    case 'docx':
      return startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]); // ZIP (Office Open XML)
    case 'jpg':
    case 'jpeg':
      return startsWith(bytes, [0xff, 0xd8, 0xff]);
    case 'png':
      return startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'txt': {
      // Text has no magic number: accept valid UTF-8 without NUL bytes.
      if (bytes.includes(0)) return false;
      try {
        new TextDecoder('utf-8', { fatal: true }).decode(bytes);
        return true;
      } catch {
        return false;
      }
    }
    default:
      return false;
  }
}

/** `attachment; filename="ascii fallback"; filename*=UTF-8''percent-encoded` (RFC 6266 / RFC 5987). */
export function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Keeps the user's name readable but free of paths and control characters. */
function cleanName(name: string) {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.slice(-200) || 'file';
}

export function attachmentRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const { db } = ctx.database;
  const { files } = ctx;

  app.get('/tickets/:id/attachments', async (c) => {
    const id = idParam(c);
    await loadVisibleTicket(db, c.get('user'), id);
    const rows = await db
      .select()
      .from(attachments)
      .where(eq(attachments.ticketId, id))
      .orderBy(asc(attachments.createdAt));
    return c.json(rows.map(attachmentDto));
  });

  app.post(
    '/tickets/:id/attachments',
    // Multipart overhead on top of the file itself; the file's own size is checked exactly below.
    bodyLimit({
      maxSize: MAX_ATTACHMENT_BYTES + 64 * 1024,
      onError: () => {
        throw new HttpError(413, 'File exceeds 10MB limit');
      },
    }),
    async (c) => {
      const user = c.get('user');
      const id = idParam(c);
      const ticket = await loadVisibleTicket(db, user, id);
      const type = c.req.header('content-type') ?? '';
      if (!type.toLowerCase().startsWith('multipart/form-data'))
        throw new HttpError(415, 'Content-Type must be multipart/form-data');
      let form: Record<string, unknown>;
      try {
        form = (await c.req.parseBody()) as Record<string, unknown>;
      } catch {
        throw new HttpError(400, 'file: Malformed multipart body');
      }
      const file = form.file;
      if (!(file instanceof File)) throw new HttpError(400, 'file: Required');
      if (typeof form.ticket_id === 'string' && form.ticket_id !== '' && form.ticket_id !== id)
        throw new HttpError(400, 'ticket_id: Does not match the ticket in the path');
      const originalName = cleanName(file.name);
      if (file.size > MAX_ATTACHMENT_BYTES) throw new HttpError(413, `${originalName} exceeds 10MB limit`);
      if (file.size === 0) throw new HttpError(400, 'file: The file is empty');
      const ext = originalName.includes('.') ? (originalName.split('.').pop() ?? '').toLowerCase() : '';
      if (!(ATTACHMENT_EXTENSIONS as readonly string[]).includes(ext))
        throw new HttpError(
          415,
          `file: Only ${ATTACHMENT_EXTENSIONS.map((e) => `.${e}`).join(', ')} files are accepted`,
        );
      const bytes = new Uint8Array(await file.arrayBuffer());
      if (!matchesMagic(ext, bytes))
        throw new HttpError(415, `file: The content of ${originalName} is not a valid .${ext} file`);

      const storedName = `${randomUUID()}.${ext}`;
      const contentType = CONTENT_TYPES[ext] ?? 'application/octet-stream';
      // Stored before its row: a crash in between leaves a file the sweep removes (files.ts), never
      // a row without its file.
      await files.put(attachmentKey(storedName), bytes, contentType);
      const now = ctx.now();
      try {
        const row = await db.transaction(async (tx) => {
          // The ticket's row first, as every change to a ticket takes it (see the comments route).
          await tx.execute(sql`SELECT 1 FROM tickets WHERE id = ${id} FOR UPDATE`);
          const [inserted] = await tx
            .insert(attachments)
            .values({
              ticketId: id,
              originalName,
              storedName,
              contentType,
              size: bytes.byteLength,
              uploadedById: user.id,
              uploadedBy: user.name,
              createdAt: now,
            })
            .returning();
          if (!inserted) throw new Error('Attachment insert returned nothing');
          await tx.update(tickets).set({ updatedAt: now, updatedBy: user.name }).where(eq(tickets.id, id));
          await writeAudit(tx, [
            {
              ticketId: id,
              action: 'attachment_added',
              description: `${user.name} attached ${originalName}`,
              details: { attachment_id: inserted.id, original_name: originalName, size: bytes.byteLength },
              userId: user.id,
              userName: user.name,
              timestamp: now,
            },
          ]);
          await notifyTicketEvent(tx, ticket, user, {
            type: 'document_attachment',
            message: `${user.name} attached ${originalName} to ticket ${ticketNumber(ticket.number)}`,
          });
          return inserted;
        });
        return c.json(attachmentDto(row), 201);
      } catch (error) {
        // Should this fail too, the file has no row and the sweep removes it later (files.ts).
        await files.delete(attachmentKey(storedName)).catch(() => {});
        throw error;
      }
    },
  );

  app.get('/tickets/:id/attachments/:attachmentId', async (c) => {
    const id = idParam(c);
    const attachmentId = idParam(c, 'attachmentId');
    await loadVisibleTicket(db, c.get('user'), id);
    const [row] = await db
      .select()
      .from(attachments)
      .where(and(eq(attachments.id, attachmentId), eq(attachments.ticketId, id)));
    if (!row) throw notFound('Attachment not found');
    const file = await files.get(attachmentKey(row.storedName));
    if (!file) throw notFound('Attachment file is missing');
    // Streamed from the store as it is read: a large file is never held whole in memory.
    return new Response(Readable.toWeb(file.body) as ReadableStream, {
      headers: {
        'Content-Type': row.contentType,
        'Content-Length': String(file.size),
        'Content-Disposition': contentDisposition(row.originalName),
        'X-Content-Type-Options': 'nosniff',
        // Even if a browser is talked into rendering it, the file gets no script and no origin.
        'Content-Security-Policy': "default-src 'none'; sandbox",
        'Cache-Control': 'private, no-store',
      },
    });
  });

  return app;
}

export function attachmentDto(row: typeof attachments.$inferSelect) {
  return {
    id: row.id,
    ticket_id: row.ticketId,
    original_name: row.originalName,
    file_size: row.size,
    content_type: row.contentType,
    uploaded_by: row.uploadedBy ?? '',
    created_at: row.createdAt.toISOString(),
  };
}
