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
  }
}

const TEMPLATE = 'portal_template';

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

  project.provide('pgAdminUrl', server.url());
  project.provide('pgTemplate', TEMPLATE);

  return async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
