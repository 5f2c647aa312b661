import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.ts';
import { DEMO, startTestServer, type TestServer } from './helpers.ts';

/**
 * Security headers on every kind of answer (issue 15 #18): pages with a Content-Security-Policy that
 * allows the first paint's inline code by hash and images from CSP_IMAGE_ORIGINS only; API JSON,
 * downloads, errors and 404s with a policy allowing nothing; all with nosniff, no framing and a
 * Referrer-Policy.
 */
const SCRIPT = '(function boot(c){document.documentElement.dataset.theme="light"})({})';
const STYLE = '#first-paint~#root{display:none}';
const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

let s: TestServer;
let portal: string;
let token: string;
let attachmentUrl: string;

beforeAll(async () => {
  portal = mkdtempSync(path.join(tmpdir(), 'portal-csp-'));
  mkdirSync(path.join(portal, 'assets'));
  writeFileSync(
    path.join(portal, 'index.html'),
    `<!doctype html><html lang="en"><head><title>Staff Portal</title><script>${SCRIPT}</script><style>${STYLE}</style><link rel="stylesheet" href="/assets/app.css"></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(path.join(portal, 'assets/app.js'), 'console.log(1)');
  s = await startTestServer({ PORTAL_DIR: portal, CSP_IMAGE_ORIGINS: 'https://images.example.com' });
  token = await s.login(...DEMO.user);
  const mine = await s.call('GET', '/api/boost/tickets?scope=created_by_me&page_size=1', { token });
  const ticket = mine.body.items[0].id;
  const form = new FormData();
  form.append('file', new Blob(['<script>alert(1)</script>']), 'page.txt');
  const up = await s.call('POST', `/api/boost/tickets/${ticket}/attachments`, { token, body: form });
  attachmentUrl = `/api/boost/tickets/${ticket}/attachments/${up.body.id}`;
});
afterAll(async () => {
  await s?.stop();
  rmSync(portal, { recursive: true, force: true });
});

const get = (p: string, init: RequestInit = {}) => fetch(`${s.base}${p}`, init);

function expectBaseHeaders(res: Response, what: string) {
  expect(res.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(res.headers.get('x-frame-options'), what).toBe('DENY');
  expect(res.headers.get('referrer-policy'), what).toBe('no-referrer');
  expect(res.headers.get('content-security-policy'), what).toMatch(/frame-ancestors 'none'/);
}

describe('security headers', () => {
  it('pages: a policy with the inline script and style by hash, own origin plus the configured image origins', async () => {
    const nonces = new Set<string>();
    for (const p of ['/', '/index.html', '/boost/tickets/BST-1001', '/chat']) {
      const res = await get(p);
      expect(res.status, p).toBe(200);
      expectBaseHeaders(res, p);
      const csp = res.headers.get('content-security-policy') ?? '';
      const directives = Object.fromEntries(
        csp.split(';').map((d) => {
          const [name, ...values] = d.trim().split(/\s+/);
          return [name, values];
        }),
      );
      expect(directives['default-src']).toEqual(["'self'"]);
      // A nonce per answer: a server render's inline scripts, and react-aria's run-time style elements,
      // which read it from the meta tag.
      const nonce = /'nonce-([A-Za-z0-9+/=]{20,})'/.exec(csp)?.[1];
      expect(directives['script-src']).toEqual(["'self'", `'nonce-${nonce}'`, hash(SCRIPT)]);
      expect(directives['style-src']).toEqual(["'self'", `'nonce-${nonce}'`, hash(STYLE)]);
      nonces.add(nonce ?? '');
      expect(directives['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://images.example.com']);
      expect(directives['object-src']).toEqual(["'none'"]);
      // Style attributes only (a server render writes them): never inline scripts or style elements.
      expect(directives['style-src-attr']).toEqual(["'unsafe-inline'"]);
      expect(csp.replace("style-src-attr 'unsafe-inline'", '')).not.toMatch(/unsafe-inline|unsafe-eval/);
      const html = await res.text();
      expect(html).toContain('<meta name="portal-image-origins" content="https://images.example.com">');
      expect(html).toContain(`<meta name="csp-nonce" nonce="${nonce}">`);
    }
    expect(nonces.size).toBe(4);
  });

  it('API answers, downloads, errors and 404s: nosniff, no framing, a policy that allows nothing', async () => {
    const cases: [string, RequestInit | undefined, number][] = [
      ['/api/health', undefined, 200],
      ['/api/auth/me', { headers: { authorization: `Bearer ${token}` } }, 200],
      ['/api/auth/me', undefined, 401],
      ['/api/nothing-here', undefined, 404],
      [
        '/api/boost/tickets',
        {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: '[',
        },
        400,
      ],
      ['/api/openapi.json', undefined, 200],
      ['/assets/app.js', undefined, 200],
      ['/assets/missing.js', { method: 'POST' }, 404],
    ];
    for (const [p, init, status] of cases) {
      const res = await get(p, init);
      expect(res.status, p).toBe(status);
      expectBaseHeaders(res, `${init?.method ?? 'GET'} ${p}`);
      if (p.startsWith('/api/'))
        expect(res.headers.get('content-security-policy'), p).toBe(
          "default-src 'none'; frame-ancestors 'none'",
        );
    }
    const download = await get(attachmentUrl, { headers: { authorization: `Bearer ${token}` } });
    expect(download.status).toBe(200);
    expectBaseHeaders(download, 'download');
    // The download keeps its own sandboxing policy, framing forbidden as well.
    expect(download.headers.get('content-security-policy')).toMatch(/sandbox/);
  });

  it('refuses a CSP_IMAGE_ORIGINS entry that is not an origin, naming the variable', () => {
    expect(() => readConfig({ CSP_IMAGE_ORIGINS: 'https://images.example.com/path' })).toThrow(
      /CSP_IMAGE_ORIGINS/,
    );
    expect(() => readConfig({ CSP_IMAGE_ORIGINS: 'javascript:alert(1)' })).toThrow(/CSP_IMAGE_ORIGINS/);
    expect(
      readConfig({ CSP_IMAGE_ORIGINS: 'https://a.example.com, http://b.example.com:8080' }).imageOrigins,
    ).toEqual(['https://a.example.com', 'http://b.example.com:8080']);
  });
});
