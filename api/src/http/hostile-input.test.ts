import { afterAll, beforeAll, expect, it } from 'vitest';
import { ensureAccount } from '../identity/accounts';
import { SYSTEM_ACTOR } from '../identity/service';
import { startRunningServer, type RunningServer } from '../testing/running-server';

interface Operation {
  requestBody?: {
    content?: Record<string, { schema?: { properties?: Record<string, unknown> } }>;
  };
}
type OpenApi = { paths: Record<string, Record<string, Operation>> };

/** Path parameters as an attacker would fill them. */
const HOSTILE_PARAMS = ["' OR 1=1 --", '%00%2e%2e%2f', 'x'.repeat(400), '%E0%A4%A'];

/** Bodies that are not what any operation expects, for the documented fields where known. */
function hostileBodies(fields: string[]): string[] {
  const each = (value: unknown) =>
    JSON.stringify(Object.fromEntries(fields.map((f) => [f, value])));
  return [
    '{',
    '[]',
    'null',
    '"text"',
    JSON.stringify({ __proto__: { admin: true }, constructor: { prototype: {} } }),
    each({ $gt: '' }),
    each('x'.repeat(20_000)),
    each(-1e308),
    each([null]),
    each('nul \u0000 byte'),
    each('lone \ud800 surrogate'),
  ];
}

let server: RunningServer;
let admin: string;

beforeAll(async () => {
  server = await startRunningServer();
  const email = 'hostile-admin@example.com';
  await ensureAccount(server.handle.services.identity, SYSTEM_ACTOR, {
    email,
    password: 'hostile-admin-password',
    firstName: 'Hos',
    lastName: 'Tile',
    phone: '+15555550100',
    role: 'admin',
    emailVerified: true,
    phoneVerified: true,
  });
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'hostile-admin-password' }),
  });
  admin = ((await res.json()) as { tokens: { accessToken: string } }).tokens.accessToken;
});
afterAll(() => server.close());

it('answers hostile input to every documented operation without a 5xx', async () => {
  const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as OpenApi;
  const failures: string[] = [];
  let requests = 0;
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      const bodies =
        method === 'get' ? [undefined] : hostileBodies(Object.keys(schema?.properties ?? {}));
      const params = path.includes('{') ? HOSTILE_PARAMS : [''];
      for (const param of params) {
        const url = `${server.url}${path.replace(/\{[^}]+\}/g, param)}?limit=-1&page=%ZZ&x[$ne]=1`;
        for (const body of bodies) {
          for (const token of [admin, 'garbage.token.value']) {
            requests += 1;
            const res = await fetch(url, {
              method: method.toUpperCase(),
              headers: {
                authorization: `Bearer ${token}`,
                ...(body === undefined ? {} : { 'content-type': 'application/json' }),
              },
              body,
            });
            await res.body?.cancel();
            if (res.status >= 500)
              failures.push(`${res.status} ${method.toUpperCase()} ${url} ${body?.slice(0, 60)}`);
          }
        }
      }
    }
  }
  expect(requests).toBeGreaterThan(500);
  expect(failures).toEqual([]);
}, 240_000);
