/**
 * What a visitor downloads per route of the portal: a production build with Vite's manifest, then
 * for each lazily loaded screen the gzip of the entry's static graph plus the screen's (first load),
 * the screen's own chunks beyond the entry (its lazy chunk), and all CSS together.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSize } from '../gzip.ts';
import type { Measurement } from '../types.ts';

const portal = path.resolve(import.meta.dirname, '../../apps/portal');

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** A chunk and every chunk it imports statically (what loads before it can run). */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(manifest, dep, into);
  return into;
}

/** `src/screens/SignIn/SignInScreen.tsx` -> `signin`. */
const routeName = (key: string) =>
  path
    .basename(key, '.tsx')
    .replace(/Screen$/, '')
    .toLowerCase();

export default async function portalSize(): Promise<Measurement[]> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'portal-size-'));
  try {
    execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--manifest'], {
      cwd: portal,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
    const jsGzip = (keys: Iterable<string>) =>
      gzipSize(
        Buffer.concat([...keys].map((key) => readFileSync(path.join(outDir, manifest[key]?.file ?? '')))),
      );

    const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
    if (!entryKey) throw new Error('The portal build has no entry chunk in its manifest');
    const entry = staticClosure(manifest, entryKey);
    const measurements: Measurement[] = [
      { name: 'portal.size.entry.gzip', value: jsGzip(entry), unit: 'B', note: 'shell, router, session' },
    ];

    const screens = Object.keys(manifest)
      .filter((key) => manifest[key]?.isDynamicEntry && key.includes('/screens/'))
      .sort();
    for (const key of screens) {
      const route = staticClosure(manifest, key);
      const own = [...route].filter((chunk) => !entry.has(chunk));
      const name = routeName(key);
      measurements.push(
        {
          name: `portal.size.first_load.${name}.gzip`,
          value: jsGzip(new Set([...entry, ...route])),
          unit: 'B',
          note: 'entry + this screen, on a first visit',
        },
        { name: `portal.size.lazy.${name}.gzip`, value: jsGzip(own), unit: 'B', note: 'beyond the entry' },
      );
    }

    const css = new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []));
    measurements.push({
      name: 'portal.size.css.total.gzip',
      value: gzipSize(Buffer.concat([...css].map((file) => readFileSync(path.join(outDir, file))))),
      unit: 'B',
    });
    return measurements;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
