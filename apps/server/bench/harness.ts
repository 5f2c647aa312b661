/**
 * What the API benches share: a demo server on a loopback port over its own embedded database, sign-in
 * for its demo accounts, and load generators run as child processes (so that they do not share the
 * server's event loop and CPU accounting).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readConfig } from '../src/config.ts';
import { configureLogging } from '../src/log.ts';
import { type RunningServer, startServer } from '../src/server.ts';

export interface DemoServer {
  server: RunningServer;
  base: string;
  /** Signs in with a demo account's e-mail and code; answers the access token. */
  login: (email: string, code: string) => Promise<string>;
  stop: () => Promise<void>;
}

export async function startDemoServer(prefix: string): Promise<DemoServer> {
  // A bench's stdout is its JSON report (bench/suites read it): the server's info lines (one per
  // request) would break it. Warnings and errors still go to stderr.
  configureLogging({ level: 'warn' });
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const config = readConfig({
    DEMO: '1',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dir,
    PORTAL_DIR: path.join(dir, 'none'),
  });
  const server = await startServer(config);
  const base = `http://127.0.0.1:${server.port}`;
  const login = async (email: string, code: string) => {
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, personal_code: code }),
    });
    return ((await res.json()) as { access_token: string }).access_token;
  };
  return {
    server,
    base,
    login,
    stop: async () => {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs a bench script beside this file with `input` as its argument; answers the last JSON line it
 * prints, and hands every other line to `onLine`.
 */
export function runChild(script: string, input: unknown, onLine?: (line: string) => void): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const proc = spawn(
      process.execPath,
      ['--conditions=@portal/source', path.join(import.meta.dirname, script), JSON.stringify(input)],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let last = '';
    proc.stdout.setEncoding('utf8');
    proc.stdout.on('data', (chunk: string) => {
      for (const line of chunk.split('\n').filter(Boolean)) {
        if (line.startsWith('{')) last = line;
        else onLine?.(line);
      }
    });
    proc.on('exit', (code) =>
      code === 0 && last ? resolve(JSON.parse(last)) : reject(new Error(`${script} exited ${code}`)),
    );
  });
}
