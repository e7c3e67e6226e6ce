import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createMenu, createRestaurant, type TestMenu } from '../ordering/testing/catalog';
import { call, signedIn, type SignedIn } from '../testing/outsider';
import { startRunningServer, type RunningServer } from '../testing/running-server';
import { IMAGE_URL_PATHS } from '../http/image-urls';
import { FOREIGN_IMAGE_URL } from './object-storage';

/** Issue 17 item 8: image addresses written over HTTP must be Pickup's own uploads. */
let server: RunningServer;
let owner: SignedIn;
let admin: SignedIn;
let menu: TestMenu;

type Problem = { message: string; errors?: { pointer: string; detail: string }[] };

const FOREIGN = [
  'https://evil.example/cat.png',
  '//evil.example/objects/uploads/11111111-2222-4333-8444-555555555555',
  'javascript:alert(1)',
  '/objects/uploads/../../api/admin/users',
  'http://localhost:3000.evil.example/objects/uploads/11111111-2222-4333-8444-555555555555',
];

async function eventCount(): Promise<number> {
  const { rows } = await server.db.pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM events',
  );
  return rows[0]?.n ?? -1;
}

beforeAll(async () => {
  server = await startRunningServer({ PUBLIC_URL: 'http://localhost:3000' });
  owner = await signedIn(server, 'restaurant_owner', {
    email: 'iris.images@example.com',
    firstName: 'Iris',
    lastName: 'Images',
  });
  admin = await signedIn(server, 'admin', {
    email: 'adam.admin@example.com',
    firstName: 'Adam',
    lastName: 'Admin',
  });
  const { bus } = server.handle.services;
  menu = await createMenu(bus, await createRestaurant(bus, { ownerId: owner.id, hours: null }));
});
afterAll(() => server.close());

it('refuses a foreign image address on a restaurant or an item with 400, writing nothing', async () => {
  const writes: [method: string, path: string][] = [
    ['PUT', `/api/restaurants/${menu.restaurantId}/image`],
    ['PUT', `/api/menu-items/${menu.ids.burger}/image`],
    ['PUT', `/api/menu-items/${menu.ids.burger}`],
  ];
  for (const url of FOREIGN) {
    for (const [method, path] of writes) {
      const before = await eventCount();
      const res = await call<Problem>(server, method, path, {
        token: owner.token,
        body: { imageUrl: url },
      });
      expect(res.status, `${path} ${url}`).toBe(400);
      expect(res.body.message).toBe(FOREIGN_IMAGE_URL);
      expect(res.body.errors).toEqual([{ pointer: '/imageUrl', detail: FOREIGN_IMAGE_URL }]);
      expect(await eventCount()).toBe(before);
    }
  }
  const shown = await call<{ imageUrl: string | null }>(
    server,
    'GET',
    `/api/restaurants/${menu.restaurantId}`,
  );
  expect(shown.body.imageUrl).toBeNull();
});

it('refuses a new restaurant carrying a foreign image, writing nothing', async () => {
  const before = await eventCount();
  const res = await call<Problem>(server, 'POST', '/api/restaurants', {
    token: admin.token,
    body: {
      name: 'Borrowed Pictures',
      ownerId: owner.id,
      cuisine: 'american',
      address: '2 Main St',
      imageUrl: 'https://evil.example/borrowed.jpg',
    },
  });
  expect(res.status).toBe(400);
  expect(res.body.errors).toEqual([{ pointer: '/imageUrl', detail: FOREIGN_IMAGE_URL }]);
  expect(await eventCount()).toBe(before);
});

it("accepts an address of Pickup's own uploads (relative or on its public URL)", async () => {
  for (const imageUrl of [
    `/objects/uploads/${randomUUID()}`,
    `http://localhost:3000/objects/uploads/${randomUUID()}?expires=1&sig=x`,
  ]) {
    const res = await call<{ imageUrl: string }>(
      server,
      'PUT',
      `/api/restaurants/${menu.restaurantId}/image`,
      { token: owner.token, body: { imageUrl } },
    );
    expect(res.status).toBe(200);
    expect(res.body.imageUrl).toBe(imageUrl.split('?')[0]);
  }
});

it('guards every documented body that can carry an imageUrl (the guard runs on those paths only)', async () => {
  type Operation = { requestBody?: unknown };
  const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
    paths: Record<string, Record<string, Operation>>;
  };
  const withImage = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.values(operations).some((op) =>
      JSON.stringify(op.requestBody ?? {}).includes('"imageUrl"'),
    )
      ? [path]
      : [],
  );
  expect(withImage).toContain('/api/restaurants');
  expect(withImage).toContain('/api/menu-items/{id}');
  const unguarded = withImage.filter(
    (path) => !IMAGE_URL_PATHS.some((p) => path === p || path.startsWith(`${p}/`)),
  );
  expect(unguarded).toEqual([]);
});
