/** The published size of @portal/ui: gzip of each entry's JS module graph, and of its CSS. */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipOfFiles, gzipSize, moduleGraph } from '../gzip.ts';
import type { Measurement } from '../types.ts';

const ui = path.resolve(import.meta.dirname, '../../packages/ui');

export default async function uiSize(): Promise<Measurement[]> {
  execFileSync('npm', ['run', 'build', '-w', '@portal/ui', '--silent'], {
    cwd: path.resolve(ui, '../..'),
    stdio: 'inherit',
  });
  const entries = ['index', 'css', 'themes/light', 'themes/dark'];
  const measurements: Measurement[] = entries.map((entry) => ({
    name: `ui.size.js.${entry}.gzip`,
    value: gzipOfFiles(moduleGraph(path.join(ui, 'dist', `${entry}.js`))),
    unit: 'B',
    note: 'unminified, as published; apps minify further',
  }));
  measurements.push({
    name: 'ui.size.css.gzip',
    value: gzipSize(readFileSync(path.join(ui, 'dist/ui.css'))),
    unit: 'B',
  });
  // What one component costs an app that imports only it (its own files plus the theme it uses).
  for (const group of ['components', 'domain']) {
    const dir = path.join(ui, 'dist', group);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).sort()) {
      const file = path.join(dir, name, `${name}.js`);
      if (!existsSync(file)) continue;
      measurements.push({
        name: `ui.size.${group}.${name}.gzip`,
        value: gzipOfFiles(moduleGraph(file)),
        unit: 'B',
      });
    }
  }
  return measurements;
}
