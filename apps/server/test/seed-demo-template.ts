/**
 * Loads the demo data set into the database at DATABASE_URL (files into DATA_DIR) the way a server's
 * first start does, then stops. The server tests' global setup runs it once to make the template each
 * test server clones. A process of its own: the global setup runs in Vitest's main process, which
 * resolves workspace packages to their built `dist/` (absent on a fresh clone), not their sources.
 *
 *   node --conditions=@portal/source apps/server/test/seed-demo-template.ts
 */
import { readConfig } from '../src/config.ts';
import { connect } from '../src/db/index.ts';
import { startServer } from '../src/server.ts';
import { testServerEnv } from './server-env.ts';

const database = connect(process.env.DATABASE_URL as string, 10);
const seeding = await startServer(readConfig(testServerEnv(process.env.DATA_DIR as string)), { database });
await seeding.close();
await database.close();
