import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { demo, signedInFrame } from './support.ts';

/**
 * The README's first command, as a newcomer runs it: `npm start` (scripts/start.ts) on an empty data
 * folder starts the embedded database, loads the demo data, serves the portal at the URL it prints,
 * and stops cleanly on Ctrl+C. The other journeys start the server directly; this one proves the
 * command itself. (`npm test` has just built the portal, so start.ts finds the build current.)
 */

const root = path.resolve(import.meta.dirname, '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Resolves with the first match of `pattern` in the process's output (both streams). */
function waitForOutput(child: ChildProcess, pattern: RegExp, output: string[]): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      const match = output.join('').match(pattern);
      if (match) resolve(match);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`npm start exited (${code}) before printing ${pattern}`)));
  });
}

test('npm start serves the portal with demo data at the URL it prints, and stops on Ctrl+C', async ({
  page,
}) => {
  // A cold start initialises a database and loads the demo documents: allow for a busy machine.
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-start-'));
  const port = await freePort();
  const output: string[] = [];
  // DEMO unset, as on a newcomer's machine: start.ts defaults it to demo data.
  const { DEMO: _unset, ...env } = process.env;
  const child = spawn(process.execPath, ['scripts/start.ts'], {
    cwd: root,
    env: { ...env, PORT: String(port), DATA_DIR: dataDir, HOST: '127.0.0.1' },
  });
  try {
    const [, url] = await waitForOutput(child, /Portal running at (\S+)/, output);
    expect(url).toBe(`http://127.0.0.1:${port}/`);
    expect(output.join('')).not.toContain('Building the portal');

    const health = await page.request.get(`${url}api/health`);
    expect(health.ok()).toBe(true);

    // Demo data by default: a demo account signs in on the sign-in screen.
    await page.goto(url as string);
    await page.getByLabel('Email').fill(demo.jordan.email);
    await page.getByLabel('Personal code').fill(demo.jordan.code);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await signedInFrame(page);

    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(output.join('')).toContain('SIGINT received, shutting down');
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
