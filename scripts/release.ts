/**
 * `npm run release`: builds every package changesets publishes (the workspaces that are not private
 * nor ignored in .changeset/config.json), packs each exactly as `npm publish` would, checks the
 * tarballs, then runs `changeset publish` (other arguments go to it, e.g. `--otp 123456`).
 *
 * `npm run release -- --dry-run` (= `npm run release:check`) stops before publishing; the pack test
 * (packages/ui/test/pack.test.ts, in `npm test`) runs it on a clean tree and installs the tarballs
 * into an app outside the workspace. `--pack-destination <dir>` keeps the tarballs there.
 *
 * The checks: every file a package's `exports` map names (except the workspace-only
 * `@portal/source` condition) is in its tarball, and every workspace package it depends on is
 * published too, at the version it names. Each package's own `build` builds what it depends on
 * first (@portal/contract), so any one of them builds from a fresh clone (`npm run build`, the
 * bench's ui-size suite and this script all start with `npm run build -w @portal/ui`).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

interface Manifest {
  name: string;
  version: string;
  private?: boolean;
  exports?: unknown;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;

function publishedPackages(): Array<Manifest & { dir: string }> {
  const { workspaces } = readJson<{ workspaces: string[] }>(path.join(root, 'package.json'));
  const { ignore = [] } = readJson<{ ignore?: string[] }>(path.join(root, '.changeset/config.json'));
  return workspaces
    .map((dir) => ({ ...readJson<Manifest>(path.join(root, dir, 'package.json')), dir }))
    .filter((pkg) => !pkg.private && !ignore.includes(pkg.name));
}

/** The files an `exports` map points at, leaving out the workspace-only source condition. */
function exportTargets(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) if (key !== '@portal/source') exportTargets(inner, out);
  return out;
}

function packedFileMatches(files: Set<string>, target: string): boolean {
  const wanted = target.replace(/^\.\//, '');
  if (!wanted.includes('*')) return files.has(wanted);
  const [head = '', tail = ''] = wanted.split('*');
  return [...files].some((file) => file.startsWith(head) && file.endsWith(tail));
}

function fail(message: string): never {
  console.error(`Release check failed: ${message}`);
  process.exit(1);
}

const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const destinationAt = args.indexOf('--pack-destination');
const destinationArg = destinationAt >= 0 ? args[destinationAt + 1] : undefined;
if (destinationAt >= 0 && !destinationArg) fail('--pack-destination needs a folder');
const ours = new Set(destinationAt >= 0 ? [destinationAt, destinationAt + 1] : []);
const forChangesets = args.filter((arg, i) => arg !== '--dry-run' && !ours.has(i));
const destination = destinationArg
  ? path.resolve(destinationArg)
  : mkdtempSync(path.join(tmpdir(), 'portal-release-'));
mkdirSync(destination, { recursive: true });

const packages = publishedPackages();
const versions = new Map(packages.map((pkg) => [pkg.name, pkg.version]));
const workspaceNames = new Set(
  readJson<{ workspaces: string[] }>(path.join(root, 'package.json')).workspaces.map(
    (dir) => readJson<Manifest>(path.join(root, dir, 'package.json')).name,
  ),
);

// Each package's build builds the workspace packages it depends on, so building the ones no other
// published package depends on builds them all.
const dependedOn = new Set(
  packages.flatMap((pkg) => Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies })),
);
try {
  for (const pkg of packages.filter((p) => !dependedOn.has(p.name))) {
    console.log(`\n=== ${pkg.name}@${pkg.version}: build`);
    const build = spawnSync('npm', ['run', 'build', '-w', pkg.name, '--silent'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) fail(`npm run build -w ${pkg.name} exited ${build.status}`);
  }
  for (const pkg of packages) {
    const out = execFileSync('npm', ['pack', '-w', pkg.name, '--pack-destination', destination, '--json'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, npm_config_loglevel: 'error' },
    });
    const [info] = JSON.parse(out) as Array<{ filename: string; files: Array<{ path: string }> }>;
    if (!info) fail(`npm pack -w ${pkg.name} printed nothing`);
    const files = new Set(info.files.map((file) => file.path));
    const missing = exportTargets(pkg.exports).filter((target) => !packedFileMatches(files, target));
    if (missing.length > 0) fail(`${pkg.name}'s tarball lacks what its exports name: ${missing.join(', ')}`);
    for (const [dependency, range] of Object.entries({ ...pkg.dependencies, ...pkg.peerDependencies })) {
      if (!workspaceNames.has(dependency)) continue;
      const published = versions.get(dependency);
      if (!published) fail(`${pkg.name} depends on ${dependency}, which is not published`);
      if (range !== published)
        fail(`${pkg.name} depends on ${dependency}@${range}, but the workspace has ${published}`);
    }
    console.log(`${pkg.name}@${pkg.version}: ${files.size} files, ${path.join(destination, info.filename)}`);
  }
} finally {
  if (!destinationArg) rmSync(destination, { recursive: true, force: true });
}

if (dryRun) {
  console.log(
    `\nRelease check passed: ${packages.map((p) => `${p.name}@${p.version}`).join(', ')} build and pack. Without --dry-run, changeset publish would publish those not yet in the registry.`,
  );
  process.exit(0);
}
const publish = spawnSync('npx', ['changeset', 'publish', ...forChangesets], { cwd: root, stdio: 'inherit' });
process.exit(publish.status ?? 1);
