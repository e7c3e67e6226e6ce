import { afterAll, beforeAll, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveApp, type Served } from '../testing/app-harness';

const script = 'export const greeting = () => console.log("pickup");\n'.repeat(200);

const menu = Array.from({ length: 60 }, (_, i) => ({ id: `item-${i}`, name: 'Classic Burger' }));

let app: Served;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'pickup-web-gzip-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><div id="root"></div>${'<p>'.repeat(800)}`,
  );
  writeFileSync(join(dist, 'assets', 'main-abc123.js'), script);
  // Random bytes stand in for an image: a PNG is already compressed.
  writeFileSync(
    join(dist, 'assets', 'photo-abc123.png'),
    crypto.getRandomValues(new Uint8Array(8192)),
  );
  app = await serveApp(
    [
      ({ router }) => {
        router.get('/api/menu-like', (_req, res) => {
          res.json({ items: menu });
        });
        router.get('/api/small', (_req, res) => {
          res.json({ ok: true });
        });
      },
    ],
    { webDist: dist },
  );
});
afterAll(() => app.close());

it('gzips a script for a client that accepts gzip', async () => {
  const res = await fetch(`${app.url}/assets/main-abc123.js`, {
    headers: { 'Accept-Encoding': 'gzip' },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-encoding')).toBe('gzip');
  expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
  expect(await res.text()).toBe(script);
});

it('sends brotli when the client prefers it', async () => {
  const res = await fetch(`${app.url}/assets/main-abc123.js`, {
    headers: { 'Accept-Encoding': 'br' },
  });
  expect(res.headers.get('content-encoding')).toBe('br');
  expect(await res.text()).toBe(script);
});

it('sends the script as is to a client that accepts no encoding', async () => {
  const res = await fetch(`${app.url}/assets/main-abc123.js`, {
    headers: { 'Accept-Encoding': 'identity' },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-encoding')).toBeNull();
  expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(script)));
});

it('compresses the page shell served for client-side routes', async () => {
  const res = await fetch(`${app.url}/restaurants/42`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(res.headers.get('content-encoding')).toBe('gzip');
  expect(await res.text()).toContain('<div id="root">');
});

it('leaves images uncompressed', async () => {
  const res = await fetch(`${app.url}/assets/photo-abc123.png`, {
    headers: { 'Accept-Encoding': 'gzip, br' },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/png');
  expect(res.headers.get('content-encoding')).toBeNull();
});

it('gzips API responses of a kilobyte or more, not smaller ones', async () => {
  const large = await fetch(`${app.url}/api/menu-like`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(large.headers.get('content-encoding')).toBe('gzip');
  expect(await large.json()).toEqual({ items: menu });

  const small = await fetch(`${app.url}/api/small`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(small.headers.get('content-encoding')).toBeNull();
  expect(await small.json()).toEqual({ ok: true });
});
