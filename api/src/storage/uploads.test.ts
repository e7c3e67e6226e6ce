import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadedImageSchema } from '@pickup/domain/catalog/image-upload';
import { createIdentityTestApi, type IdentityTestApi, type TestAccount } from '../testing/identity';
import { LocalDiskStorage } from './local-storage';
import { MAX_UPLOAD_BYTES } from './object-storage';
import { uploadRoutes } from './routes';
import { createUploadRecords, storageMigrations } from './upload-records';
import { fakeImage } from './test-images';

let api: IdentityTestApi;
let owner: TestAccount;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'pickup-uploads-'));
  api = await createIdentityTestApi({
    migrations: storageMigrations,
    registrars: (services) => [
      uploadRoutes({
        storage: new LocalDiskStorage({ dir, secret: services.jwtSecret, now: services.now }),
        records: createUploadRecords(services.pool, services.now),
      }),
    ],
  });
  owner = await api.createAccount('restaurant_owner');
});
afterAll(() => api?.close());

async function uploadUrl(token = owner.token): Promise<string> {
  const res = await api.call<{ uploadURL: string }>('POST', '/api/objects/upload', { token });
  expect(res.status).toBe(200);
  return res.body.uploadURL;
}

async function put(url: string, bytes: Buffer, type = 'image/png') {
  const res = await fetch(`${api.url}${url}`, {
    method: 'PUT',
    headers: { 'Content-Type': type },
    body: bytes,
  });
  const text = await res.text();
  const body: unknown = text ? JSON.parse(text) : {};
  // The bytes go past `api.call`, so the stored answer is held to its contract here.
  if (res.ok) uploadedImageSchema.parse(body);
  return { status: res.status, body: body as { message?: string } };
}

const withoutQuery = (url: string) => url.split('?')[0] as string;

describe('POST /api/objects/upload', () => {
  it('gives owners and admins a signed address for one object', async () => {
    const admin = await api.createAccount('admin');
    for (const token of [owner.token, admin.token]) {
      expect(await uploadUrl(token)).toMatch(
        /^\/objects\/uploads\/[0-9a-f-]{36}\?expires=\d+&sig=[\w-]+$/,
      );
    }
  });

  it('refuses visitors and customers', async () => {
    const customer = await api.createAccount('customer');
    expect((await api.call('POST', '/api/objects/upload')).status).toBe(401);
    expect((await api.call('POST', '/api/objects/upload', { token: customer.token })).status).toBe(
      403,
    );
  });
});

describe('PUT to the signed address', () => {
  it('stores the image, served at the address without its query string', async () => {
    const url = await uploadUrl();
    const image = fakeImage('webp', 4096);
    // The declared type is ignored: the bytes say what it is.
    const res = await put(url, image, 'application/octet-stream');
    expect(res.status).toBe(200);
    const got = await fetch(`${api.url}${withoutQuery(url)}`);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/webp');
    expect(got.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await got.arrayBuffer())).toEqual(image);
  });

  it('refuses a second PUT to the same address', async () => {
    const url = await uploadUrl();
    expect((await put(url, fakeImage('png'))).status).toBe(200);
    const again = await put(url, fakeImage('gif'));
    expect(again.status).toBe(403);
    expect(again.body.message).toBe('This upload link is invalid, expired or already used');
    const got = await fetch(`${api.url}${withoutQuery(url)}`);
    expect(got.headers.get('content-type')).toBe('image/png');
  });

  it('refuses a tampered signature or object id', async () => {
    const url = await uploadUrl();
    const sig = url.match(/sig=([\w-]+)/)?.[1] ?? '';
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    expect((await put(url.replace(sig, flipped), fakeImage('png'))).status).toBe(403);
    const other = await uploadUrl();
    const otherPath = withoutQuery(other);
    expect((await put(`${otherPath}${url.slice(url.indexOf('?'))}`, fakeImage('png'))).status).toBe(
      403,
    );
    expect((await put(withoutQuery(url), fakeImage('png'))).status).toBe(403);
    const later = url.replace(/expires=(\d+)/, (_m, e: string) => `expires=${Number(e) + 3600}`);
    expect((await put(later, fakeImage('png'))).status).toBe(403);
  });

  it('refuses an address after 15 minutes', async () => {
    const url = await uploadUrl();
    api.clock.advance(15 * 60 * 1000 + 1000);
    const res = await put(url, fakeImage('png'));
    expect(res.status).toBe(403);
    // Access tokens last 15 minutes too: sign in again for the tests that follow.
    owner = { ...owner, token: (await api.signIn(owner.email)).tokens.accessToken };
  });

  it('refuses anything that is not an image, whatever it claims to be', async () => {
    const url = await uploadUrl();
    const res = await put(
      url,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'image/png',
    );
    expect(res.status).toBe(415);
    expect(res.body.message).toBe('Only images can be uploaded (PNG, JPEG, GIF, WebP or AVIF)');
    expect((await fetch(`${api.url}${withoutQuery(url)}`)).status).toBe(404);
  });

  it('accepts 5 MB and refuses a byte more', async () => {
    const url = await uploadUrl();
    const res = await put(url, fakeImage('jpeg', MAX_UPLOAD_BYTES + 1));
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('File size must be less than 5 MB');
    expect((await put(await uploadUrl(), fakeImage('jpeg', MAX_UPLOAD_BYTES))).status).toBe(200);
  });

  it('answers 404 for an object that does not exist', async () => {
    const res = await fetch(`${api.url}/objects/uploads/00000000-0000-4000-8000-000000000000`);
    expect(res.status).toBe(404);
    expect((await fetch(`${api.url}/objects/uploads/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
  });
});
