import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { metricsRegistry } from '../observability/metrics';
import { restaurantPages } from './restaurant-pages';

/**
 * A web build with a server render that writes the restaurant's name into index.html and
 * counts its renders (the real one, web/src/ssr/entry.tsx, is exercised end to end by
 * web/e2e/browse.spec.ts).
 */
function webBuild(entry: string): string {
  const root = mkdtempSync(join(tmpdir(), 'pickup-ssr-'));
  const webDist = join(root, 'dist');
  mkdirSync(webDist);
  mkdirSync(`${webDist}-server`);
  writeFileSync(join(webDist, 'index.html'), '<div id="root"></div>');
  writeFileSync(join(`${webDist}-server`, 'package.json'), '{ "type": "module" }');
  writeFileSync(join(`${webDist}-server`, 'entry.js'), entry);
  return webDist;
}

const NAMING_ENTRY = `
export let renders = 0;
export async function renderRestaurantPage(index, restaurant) {
  renders += 1;
  return index.replace('<div id="root"></div>', '<div id="root"><h1>' + restaurant.name + '</h1></div>') + '<!--' + renders + '-->';
}`;

async function renders(outcome: string): Promise<number> {
  const metric = await metricsRegistry.getSingleMetric('pickup_page_renders_total')?.get();
  return metric?.values.find((v) => v.labels.outcome === outcome)?.value ?? 0;
}

function recordingLog() {
  const lines: { level: number; msg: string }[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { log, lines };
}

describe('restaurant pages rendered by the server', () => {
  it('renders a restaurant the visitor may see, with the data as a browser would get it', async () => {
    const restaurants = new Map<string, object>([
      ['r1', { id: 'r1', name: 'Beacon Street Burgers', createdAt: new Date(0) }],
    ]);
    const webDist = webBuild(`
      export async function renderRestaurantPage(index, restaurant) {
        globalThis.__seenRestaurant = restaurant;
        return '<h1>' + restaurant.name + '</h1>';
      }`);
    const pages = restaurantPages({
      webDist,
      log: recordingLog().log,
      restaurant: async (id) => restaurants.get(id),
    });

    expect(await pages.render('r1')).toBe('<h1>Beacon Street Burgers</h1>');
    // Dates arrive as the JSON strings GET /api/restaurants/:id sends.
    expect((globalThis as { __seenRestaurant?: unknown }).__seenRestaurant).toEqual({
      id: 'r1',
      name: 'Beacon Street Burgers',
      createdAt: '1970-01-01T00:00:00.000Z',
    });
    expect(await pages.render('unknown')).toBeUndefined();
  });

  it('renders a page again only when its restaurant changed, and keeps the latest pages', async () => {
    const restaurants = new Map<string, { id: string; name: string }>([
      ['a', { id: 'a', name: 'Alpha' }],
      ['b', { id: 'b', name: 'Bravo' }],
    ]);
    const pages = restaurantPages({
      webDist: webBuild(NAMING_ENTRY),
      log: recordingLog().log,
      restaurant: async (id) => restaurants.get(id),
      cacheSize: 1,
    });

    const [rendered, cached] = [await renders('rendered'), await renders('cached')];
    const first = await pages.render('a');
    expect(first).toContain('<h1>Alpha</h1>');
    expect(await pages.render('a')).toBe(first);
    // /metrics counts both.
    expect(await renders('rendered')).toBe(rendered + 1);
    expect(await renders('cached')).toBe(cached + 1);

    restaurants.set('a', { id: 'a', name: 'Alpha Diner' });
    const renamed = await pages.render('a');
    expect(renamed).toContain('<h1>Alpha Diner</h1>');
    expect(renamed).not.toBe(first);

    // One page kept: Bravo's pushes Alpha's out, which is rendered again next time.
    await pages.render('b');
    const again = await pages.render('a');
    expect(again).toContain('<h1>Alpha Diner</h1>');
    expect(again).not.toBe(renamed);
  });

  it('picks up a rebuilt web app without a restart', async () => {
    const webDist = webBuild(NAMING_ENTRY);
    const pages = restaurantPages({
      webDist,
      log: recordingLog().log,
      restaurant: async (id) => ({ id, name: 'Alpha' }),
    });
    expect(await pages.render('a')).toContain('<h1>Alpha</h1>');

    // The build rewrites both: new asset names in index.html, new code in the server render.
    writeFileSync(join(webDist, 'index.html'), '<main>v2</main><div id="root"></div>');
    writeFileSync(
      join(`${webDist}-server`, 'entry.js'),
      NAMING_ENTRY.replace('<h1>', '<h1 class="v2">'),
    );
    utimesSync(join(webDist, 'index.html'), new Date(), new Date(Date.now() + 5_000));

    const rebuilt = await pages.render('a');
    expect(rebuilt).toContain('<main>v2</main>');
    expect(rebuilt).toContain('<h1 class="v2">Alpha</h1>');
  });

  it('has no page, and says why, when the build has no server render', async () => {
    const root = mkdtempSync(join(tmpdir(), 'pickup-nossr-'));
    writeFileSync(join(root, 'index.html'), '<div id="root"></div>');
    const { log, lines } = recordingLog();
    const pages = restaurantPages({
      webDist: root,
      log,
      restaurant: async (id) => ({ id, name: 'Alpha' }),
    });

    expect(await pages.render('a')).toBeUndefined();
    expect(lines.map((line) => line.msg)).toContainEqual(
      expect.stringContaining('no server render in the web build'),
    );
  });

  it('has no page when the render or the read model fails, and logs it', async () => {
    const { log, lines } = recordingLog();
    const failing = restaurantPages({
      webDist: webBuild(
        `export async function renderRestaurantPage() { throw new Error('boom'); }`,
      ),
      log,
      restaurant: async (id) => ({ id, name: 'Alpha' }),
    });
    expect(await failing.render('a')).toBeUndefined();

    const unreachable = restaurantPages({
      webDist: webBuild(NAMING_ENTRY),
      log,
      restaurant: () => Promise.reject(new Error('database unreachable')),
    });
    expect(await unreachable.render('a')).toBeUndefined();

    const errors = lines.filter((line) => line.level >= 50).map((line) => line.msg);
    expect(errors).toEqual([
      'rendering a restaurant page failed',
      'rendering a restaurant page failed',
    ]);
  });
});
