import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';
import { connect } from '../src/db/index.ts';
import { migrate } from '../src/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the one PostgreSQL server shared by the whole run (database `postgres`). */
    pgAdminUrl: string;
    /** Name of the migrated template database each test file clones. */
    pgTemplate: string;
    /** The same with the demo data set loaded (accounts, tickets, indexed documents, conversations). */
    pgDemoTemplate: string;
    /** The files that demo data set keeps in DATA_DIR (ticket attachments), copied for each server. */
    demoDataDir: string;
  }
}

const TEMPLATE = 'portal_template';
const DEMO_TEMPLATE = 'portal_demo_template';

/** One embedded PostgreSQL for the whole run; each test file clones a migrated template database. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-test-pg-'));
  const server = await startEmbeddedPostgres(path.join(dir, 'pg'));
  const admin = connect(server.url(), 2);
  await admin.pool.query(`CREATE DATABASE ${TEMPLATE}`);
  await admin.close();
  const template = connect(server.url(TEMPLATE), 2);
  await migrate(template.pool);
  await template.close();

  // Loading the demo data set costs a server seconds of CPU (every demo document extracted and
  // indexed); a server started once here loads it, and each test server clones the result.
  const demoDataDir = path.join(dir, 'demo-data');
  const setupAdmin = connect(server.url(), 1);
  await setupAdmin.pool.query(`CREATE DATABASE ${DEMO_TEMPLATE} TEMPLATE ${TEMPLATE}`);
  await setupAdmin.close();
  execFileSync(
    process.execPath,
    ['--conditions=@portal/source', path.join(import.meta.dirname, 'seed-demo-template.ts')],
    {
      env: {
        ...process.env,
        DATABASE_URL: server.url(DEMO_TEMPLATE),
        DATA_DIR: demoDataDir,
        LOG_LEVEL: 'warn',
      },
      stdio: 'inherit',
    },
  );

  project.provide('pgAdminUrl', server.url());
  project.provide('pgTemplate', TEMPLATE);
  project.provide('pgDemoTemplate', DEMO_TEMPLATE);
  project.provide('demoDataDir', demoDataDir);

  return async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
