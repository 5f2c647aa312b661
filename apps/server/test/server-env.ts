import path from 'node:path';

/**
 * The settings every test server starts with (before a test's own): demo data, a loopback port of
 * the system's choosing, files in the given folder, no built portal.
 */
export function testServerEnv(dataDir: string): Record<string, string> {
  return {
    DEMO: '1',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PORTAL_DIR: path.join(dataDir, 'no-portal'),
    // Retrieval by words: loading the sentence-embedding model and embedding the demo documents cost
    // seconds of CPU per server. The assistant's tests by meaning use the knowledge harness with it.
    EMBEDDINGS: 'off',
  };
}

/**
 * Settings that change what the demo data set holds or where its files go (who uploaded the demo
 * documents, an object store instead of DATA_DIR): a server with one of them seeds its own instead of
 * cloning the pre-seeded demo template.
 */
export const SEED_SHAPING_SETTINGS = ['DEMO', 'DOCUMENT_ADMIN_EMAIL', 'S3_BUCKET'] as const;
