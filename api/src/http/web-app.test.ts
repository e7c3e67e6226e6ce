import { afterAll, beforeAll, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveApp, type Served } from '../testing/app-harness';

let app: Served;
beforeAll(async () => {
  app = await serveApp([]);
});
afterAll(() => app.close());

it('serves index.html for client-side routes, revalidated on every load', async () => {
  for (const path of ['/', '/restaurants/42', '/owner-dashboard?tab=menu']) {
    const res = await fetch(`${app.url}${path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('<div id="root">');
  }
});

it('serves the pre-rendered landing page for / only, when the build has one', async () => {
  const webDist = mkdtempSync(join(tmpdir(), 'pickup-landing-'));
  writeFileSync(join(webDist, 'index.html'), '<div id="root"></div>');
  writeFileSync(join(webDist, 'landing.html'), '<div id="root"><h1>Pickup Made Easy</h1></div>');
  const built = await serveApp([], { webDist });
  try {
    for (const path of ['/', '/?utm=mail']) {
      const res = await fetch(`${built.url}${path}`);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('Pickup Made Easy');
    }
    const other = await fetch(`${built.url}/restaurants/42`);
    expect(await other.text()).toBe('<div id="root"></div>');
  } finally {
    await built.close();
  }
});

it('serves the pre-rendered restaurant frame for restaurant pages only, when the build has one', async () => {
  const webDist = mkdtempSync(join(tmpdir(), 'pickup-restaurant-'));
  writeFileSync(join(webDist, 'index.html'), '<div id="root"></div>');
  writeFileSync(join(webDist, 'restaurant.html'), '<div id="root" data-frame></div>');
  const built = await serveApp([], { webDist });
  try {
    for (const path of ['/restaurants/42', '/restaurants/42?expand=cart']) {
      const res = await fetch(`${built.url}${path}`);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe('<div id="root" data-frame></div>');
    }
    for (const path of ['/', '/restaurants', '/restaurants/42/menus/7']) {
      const other = await fetch(`${built.url}${path}`);
      expect(await other.text()).toBe('<div id="root"></div>');
    }
  } finally {
    await built.close();
  }
});

it('serves a restaurant page rendered with its data when there is one, else the frame', async () => {
  const webDist = mkdtempSync(join(tmpdir(), 'pickup-rendered-'));
  writeFileSync(join(webDist, 'index.html'), '<div id="root"></div>');
  writeFileSync(join(webDist, 'restaurant.html'), '<div id="root" data-frame></div>');
  const asked: string[] = [];
  const restaurantPages = {
    render: async (id: string) => {
      asked.push(id);
      return id === 'café 42' ? '<h1>Café 42</h1>' : undefined;
    },
  };
  const built = await serveApp([], { webDist, restaurantPages });
  try {
    const rendered = await fetch(`${built.url}/restaurants/caf%C3%A9%2042?expand=cart`);
    expect(rendered.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(rendered.headers.get('cache-control')).toBe('no-cache');
    expect(await rendered.text()).toBe('<h1>Café 42</h1>');

    const unknown = await fetch(`${built.url}/restaurants/43`);
    expect(await unknown.text()).toBe('<div id="root" data-frame></div>');
    const malformed = await fetch(`${built.url}/restaurants/%E0%A4%A`);
    expect(await malformed.text()).toBe('<div id="root" data-frame></div>');
    expect(asked).toEqual(['café 42', '43', '%E0%A4%A']);
  } finally {
    await built.close();
  }
});

it('caches hashed assets for a year and answers 404 for missing ones', async () => {
  const res = await fetch(`${app.url}/assets/index-abc123.js`);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  const missing = await fetch(`${app.url}/assets/index-gone.js`);
  expect(missing.status).toBe(404);
});

it('serves other files of the build without a long cache', async () => {
  const res = await fetch(`${app.url}/favicon.svg`);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-cache');
});

it('does not answer API-looking paths with the web app', async () => {
  const res = await fetch(`${app.url}/api/restaurants`);
  expect(res.status).toBe(404);
  expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
});

it('says how to build the web app when it is missing', async () => {
  const unbuilt = await serveApp([], { webDist: mkdtempSync(join(tmpdir(), 'pickup-noweb-')) });
  try {
    const res = await fetch(`${unbuilt.url}/`);
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('npm run build');
  } finally {
    await unbuilt.close();
  }
});
