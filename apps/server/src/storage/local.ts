import { mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertKey, type ObjectStore, type StoredFile } from './index.ts';

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * The local folder (the embedded default): key `attachments/x.pdf` is DATA_DIR/attachments/x.pdf,
 * where attachments always lived. A write goes to `.<name>.part` and is renamed into place, so a
 * crash leaves a `.part` file (swept later, files.ts), never a half-written object.
 */
export function localObjectStore(root: string): ObjectStore {
  const file = (key: string) => {
    assertKey(key);
    return path.join(root, key);
  };
  return {
    where: `folder ${root}`,
    async put(key, bytes) {
      const target = file(key);
      const temp = path.join(path.dirname(target), `.${path.basename(target)}.part`);
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await writeFile(temp, bytes, { flag: 'wx' });
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async get(key) {
      // One open file: the size and the bytes are of the same file even if it is replaced meanwhile.
      const handle = await open(file(key), 'r').catch((error) => {
        if (missing(error)) return undefined;
        throw error;
      });
      if (!handle) return undefined;
      try {
        const info = await handle.stat();
        if (!info.isFile()) {
          await handle.close();
          return undefined;
        }
        return { body: handle.createReadStream(), size: info.size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async exists(key) {
      const info = await stat(file(key)).catch((error) => {
        if (missing(error)) return undefined;
        throw error;
      });
      return info?.isFile() ?? false;
    },
    delete: (key) => rm(file(key), { force: true }),
    async list(prefix) {
      const dir = path.join(root, prefix);
      const names = await readdir(dir).catch((error) => {
        if (missing(error)) return [] as string[];
        throw error;
      });
      const files: StoredFile[] = [];
      for (const name of names) {
        // Gone meanwhile (another instance's sweep, a rename): not ours to list.
        const info = await stat(path.join(dir, name)).catch(() => undefined);
        if (info?.isFile()) files.push({ name, modifiedAt: info.mtime, size: info.size });
      }
      return files;
    },
    async check() {
      await mkdir(root, { recursive: true });
    },
  };
}
