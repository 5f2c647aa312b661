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

/** `src/screens/SignIn/SignInScreen.tsx` -> `signin`, `src/shell/Layout.tsx` -> `layout`. */
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

    // Every lazily loaded chunk (screens, the signed-in frame, dialogs and tabs loaded on demand):
    // what it adds beyond the entry.
    const lazy = Object.keys(manifest)
      .filter((key) => manifest[key]?.isDynamicEntry)
      .sort();
    for (const key of lazy) {
      const own = [...staticClosure(manifest, key)].filter((chunk) => !entry.has(chunk));
      measurements.push({
        name: `portal.size.lazy.${routeName(key)}.gzip`,
        value: jsGzip(own),
        unit: 'B',
        note: 'beyond the entry',
      });
    }

    // A route's first load: the entry, the signed-in frame (except for the signed-out screens),
    // and the screen, as a visitor opening that URL directly downloads them.
    const layoutKey = lazy.find((key) => key.endsWith('shell/Layout.tsx'));
    if (!layoutKey) throw new Error('The signed-in frame (shell/Layout.tsx) is not a lazy chunk');
    const signedOut = new Set(['signin', 'authcallback']);
    for (const key of lazy.filter((k) => /\/screens\/[^/]+\/[^/]+Screen\.tsx$/.test(k))) {
      const name = routeName(key);
      const chunks = new Set([...entry, ...staticClosure(manifest, key)]);
      if (!signedOut.has(name)) for (const chunk of staticClosure(manifest, layoutKey)) chunks.add(chunk);
      measurements.push({
        name: `portal.size.first_load.${name}.gzip`,
        value: jsGzip(chunks),
        unit: 'B',
        note: signedOut.has(name) ? 'entry + screen' : 'entry + signed-in frame + screen',
      });
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
    rmSync(`${outDir}-server`, { recursive: true, force: true });
  }
}
