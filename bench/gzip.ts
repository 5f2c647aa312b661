import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const gzipSize = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).length;

/**
 * The JS an app downloads when it imports `entry`: the entry file and every file of the same build
 * it imports, transitively (bare imports are other packages and not counted).
 */
export function moduleGraph(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(
      /(?:import|export)\s*(?:[^'"]*?\sfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]/g,
    )) {
      visit(path.resolve(path.dirname(file), match[1] as string));
    }
  };
  visit(entry);
  return [...seen];
}

export function gzipOfFiles(files: string[]): number {
  return gzipSize(Buffer.concat(files.map((file) => readFileSync(file))));
}
