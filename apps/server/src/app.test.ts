import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { readConfig } from './config.ts';

function portalFixture() {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Portal</title><div id="root"></div>');
  writeFileSync(path.join(dir, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(
    path.join(dir, 'assets', 'big.js'),
    'console.log("a fairly long line of code");\n'.repeat(200),
  );
  return dir;
}

describe('server app', () => {
  // A built portal without its server render: pages are the static shell.
  const portalDir = portalFixture();
  const config = { ...readConfig({}), portalDir, portalServerDir: path.join(portalDir, 'no-server-render') };
  const app = createApp(config);

  it('answers the health check', async () => {
    const res = await app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown API paths with a JSON detail, never the app shell', async () => {
    const res = await app.request('/api/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ detail: 'Not found: GET /api/nope' });
  });

  it('serves the app shell for client-side routes and hashed assets with long caching', async () => {
    const route = await app.request('/boost/tickets/12345678901');
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<div id="root">');
    const asset = await app.request('/assets/app.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('sends the portal files gzip-compressed to browsers that accept it, and API answers as they are', async () => {
    const plain = await app.request('/assets/big.js');
    const zipped = await app.request('/assets/big.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    const unzipped = await new Response(zipped.body?.pipeThrough(new DecompressionStream('gzip'))).text();
    expect(unzipped).toBe(await plain.text());
    const api = await app.request('/api/health', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(api.headers.get('content-encoding')).toBeNull();
  });

  it('reads PORT and DATA_DIR with their defaults', () => {
    expect(readConfig({}).port).toBe(8080);
    expect(readConfig({ PORT: '9090', DATA_DIR: '/tmp/x' })).toMatchObject({ port: 9090, dataDir: '/tmp/x' });
    expect(() => readConfig({ PORT: 'abc' })).toThrow(/PORT/);
  });
});
