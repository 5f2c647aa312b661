/**
 * Zip-bomb guard for .docx files (a .docx is a zip). mammoth inflates every part it reads into memory
 * and parses it there: a 1 MB file unpacking to 315 MB took the server from 404 MB to 3.2 GB (issue 15).
 * Before mammoth sees a file, its unpacked size is checked twice: the sizes its central directory
 * declares (cheap, refuses an honest bomb without inflating anything), then the bytes each entry really
 * inflates to, counted as they stream out and thrown away, since declared sizes can lie. Memory stays at
 * one inflate window whatever the file says.
 */
import { createInflateRaw } from 'node:zlib';

export class UnpackLimitError extends Error {}

interface Entry {
  name: string;
  method: number;
  compressedSize: number;
  /** As declared; undefined when the 32-bit field says "see zip64" and no zip64 size is given. */
  declaredSize: number | undefined;
  localOffset: number;
}

const MB = 1024 * 1024;
const mb = (n: number) => `${Math.round((n / MB) * 10) / 10} MB`;

/** Reads the central directory: every entry's name, method, sizes and where its data starts. */
function centralDirectory(bytes: Uint8Array): Entry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u16 = (at: number) => view.getUint16(at, true);
  const u32 = (at: number) => view.getUint32(at, true);
  // The end-of-central-directory record is in the last 22 + 65535 (comment) bytes.
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (u32(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new UnpackLimitError('The file is not a readable zip archive');
  let count = u16(eocd + 10);
  let offset = u32(eocd + 16);
  // Zip64: the real count and offset are in the zip64 end record, found through its locator.
  if (count === 0xffff || offset === 0xffffffff) {
    const locator = eocd - 20;
    if (locator < 0 || u32(locator) !== 0x07064b50)
      throw new UnpackLimitError('The zip64 directory is missing');
    const record = Number(view.getBigUint64(locator + 8, true));
    if (record + 56 > bytes.length || u32(record) !== 0x06064b50)
      throw new UnpackLimitError('The zip64 directory is damaged');
    count = Number(view.getBigUint64(record + 32, true));
    offset = Number(view.getBigUint64(record + 48, true));
  }
  const entries: Entry[] = [];
  let at = offset;
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || u32(at) !== 0x02014b50)
      throw new UnpackLimitError('The zip directory is damaged');
    const nameLength = u16(at + 28);
    const extraLength = u16(at + 30);
    const commentLength = u16(at + 32);
    const name = Buffer.from(bytes.subarray(at + 46, at + 46 + nameLength)).toString('utf8');
    let compressedSize = u32(at + 20);
    let declaredSize: number | undefined = u32(at + 24);
    let localOffset = u32(at + 42);
    // Zip64 extra field (id 1): the 64-bit values of whichever 32-bit fields are 0xffffffff, in order.
    const needs = [declaredSize === 0xffffffff, compressedSize === 0xffffffff, localOffset === 0xffffffff];
    if (needs.some(Boolean)) {
      let extra = at + 46 + nameLength;
      const extraEnd = extra + extraLength;
      let zip64: number[] | undefined;
      while (extra + 4 <= extraEnd) {
        const id = u16(extra);
        const size = u16(extra + 2);
        if (id === 1) {
          zip64 = [];
          for (let p = extra + 4; p + 8 <= extra + 4 + size; p += 8)
            zip64.push(Number(view.getBigUint64(p, true)));
        }
        extra += 4 + size;
      }
      const values = zip64 ?? [];
      if (needs[0]) declaredSize = values.shift();
      if (needs[1]) compressedSize = values.shift() ?? Number.NaN;
      if (needs[2]) localOffset = values.shift() ?? Number.NaN;
    }
    entries.push({ name, method: u16(at + 10), compressedSize, declaredSize, localOffset });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The entry's compressed bytes, located through its local header (whose extra field may differ). */
function dataOf(bytes: Uint8Array, entry: Entry): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localOffset;
  if (!Number.isFinite(at) || at + 30 > bytes.length || view.getUint32(at, true) !== 0x04034b50)
    throw new UnpackLimitError(`The zip entry ${entry.name} is damaged`);
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const end = start + entry.compressedSize;
  if (!Number.isFinite(end) || end > bytes.length)
    throw new UnpackLimitError(`The zip entry ${entry.name} is damaged`);
  return bytes.subarray(start, end);
}

/** Inflates `data`, counting the output and discarding it; stops as soon as it passes `limit`. */
function inflatedSize(data: Uint8Array, limit: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw();
    let total = 0;
    let over = false;
    inflate.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > limit && !over) {
        over = true;
        inflate.destroy();
        resolve(total);
      }
    });
    inflate.on('end', () => resolve(total));
    inflate.on('error', (error) =>
      over ? undefined : reject(new UnpackLimitError(`The zip data is damaged (${error.message})`)),
    );
    inflate.end(data);
  });
}

/**
 * Refuses a zip whose entries unpack to more than `maxBytes` in total, by the sizes they declare and by
 * the bytes they really inflate to; also one whose entry inflates to more than it declares (a lie no
 * honest writer tells). Stored (0) and deflated (8) entries only: what .docx writers and mammoth use.
 */
export async function assertUnpackedWithin(bytes: Uint8Array, maxBytes: number): Promise<void> {
  const entries = centralDirectory(bytes);
  const declared = entries.reduce((sum, e) => sum + (e.declaredSize ?? 0), 0);
  if (declared > maxBytes)
    throw new UnpackLimitError(
      `The file unpacks to ${mb(declared)}, more than the ${mb(maxBytes)} allowed (a compressed file this large is refused as a possible zip bomb)`,
    );
  let total = 0;
  for (const entry of entries) {
    if (entry.method !== 0 && entry.method !== 8)
      throw new UnpackLimitError(
        `The zip entry ${entry.name} uses an unsupported compression method (${entry.method})`,
      );
    const data = dataOf(bytes, entry);
    // Inflating stops one chunk past whichever comes first: the total allowed, or the entry's own size.
    const limit = Math.min(maxBytes - total, entry.declaredSize ?? Number.POSITIVE_INFINITY);
    const size = entry.method === 0 ? data.length : await inflatedSize(data, limit);
    if (entry.declaredSize !== undefined && size > entry.declaredSize)
      throw new UnpackLimitError(
        `The zip entry ${entry.name} unpacks to more than the ${entry.declaredSize} bytes it declares (refused as a possible zip bomb)`,
      );
    total += size;
    if (total > maxBytes)
      throw new UnpackLimitError(
        `The file unpacks to more than the ${mb(maxBytes)} allowed (a compressed file this large is refused as a possible zip bomb)`,
      );
  }
}
