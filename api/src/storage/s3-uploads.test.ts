import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityTestApi, type IdentityTestApi, type TestAccount } from '../testing/identity';
import {
  BAD_UPLOAD_URL,
  FILE_TOO_LARGE,
  MAX_UPLOAD_BYTES,
  NOT_AN_IMAGE,
  UPLOAD_MISSING,
  type UploadTarget,
} from './object-storage';
import { uploadRoutes } from './routes';
import { S3Storage } from './s3-storage';
import { createUploadRecords, storageMigrations } from './upload-records';

/** The bucket as HEAD would see it after the browser's POST; a test puts objects in. */
const bucket = new Map<string, { size: number; contentType: string | null }>();
const removed: string[] = [];

let api: IdentityTestApi;
let owner: TestAccount;

beforeAll(async () => {
  api = await createIdentityTestApi({
    migrations: storageMigrations,
    registrars: (services) => [
      uploadRoutes({
        storage: new S3Storage({
          bucket: 'pickup',
          region: 'us-east-1',
          accessKeyId: 'AKIDEXAMPLE',
          secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
          publicEndpoint: 'http://localhost:8333',
          objects: {
            head: async (key) => bucket.get(key) ?? null,
            remove: async (key) => {
              removed.push(key);
              bucket.delete(key);
            },
          },
        }),
        records: createUploadRecords(services.pool, services.now),
      }),
    ],
  });
  owner = await api.createAccount('restaurant_owner');
});
afterAll(() => api?.close());

type Problem = { message: string };

async function newUpload(token = owner.token, contentType = 'image/png') {
  const res = await api.call<UploadTarget>('POST', '/api/objects/upload', {
    token,
    body: { contentType },
  });
  expect(res.status).toBe(200);
  return { ...res.body, key: res.body.fields.key ?? '' };
}

const confirm = (target: { confirmURL: string | null }, token = owner.token) =>
  api.call<Problem & { url: string }>('POST', target.confirmURL ?? '', { token });

describe('POST /api/objects/upload with S3', () => {
  it('answers a POST form for one key, to confirm afterwards', async () => {
    const target = await newUpload();
    expect(target).toMatchObject({ method: 'POST', uploadURL: 'http://localhost:8333/pickup' });
    expect(target.imageUrl).toBe(`http://localhost:8333/pickup/${target.key}`);
    expect(target.confirmURL).toMatch(/^\/api\/objects\/uploads\/[0-9a-f-]{36}\/confirm$/);
  });

  it('refuses a type that is not an accepted image', async () => {
    const res = await api.call<Problem>('POST', '/api/objects/upload', {
      token: owner.token,
      body: { contentType: 'image/svg+xml' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(NOT_AN_IMAGE);
  });

  it('is for owners and admins only', async () => {
    const customer = await api.createAccount('customer');
    expect((await api.call('POST', '/api/objects/upload', { token: customer.token })).status).toBe(
      403,
    );
    expect((await api.call('POST', '/api/objects/upload')).status).toBe(401);
  });
});

describe('POST /api/objects/uploads/{id}/confirm', () => {
  it('accepts an image within the limits once, and answers its address', async () => {
    const target = await newUpload();
    bucket.set(target.key, { size: 1234, contentType: 'image/png' });
    const ok = await confirm(target);
    expect(ok.status).toBe(200);
    expect(ok.body.url).toBe(target.imageUrl);
    const again = await confirm(target);
    expect(again.status).toBe(403);
    expect(again.body.message).toBe(BAD_UPLOAD_URL);
    expect(bucket.has(target.key)).toBe(true);
  });

  it.each([
    [
      'an oversize object',
      { size: MAX_UPLOAD_BYTES + 1, contentType: 'image/png' },
      413,
      FILE_TOO_LARGE,
    ],
    ['an object of the wrong type', { size: 10, contentType: 'text/html' }, 415, NOT_AN_IMAGE],
  ])('deletes %s and refuses it', async (_case, head, status, message) => {
    const target = await newUpload();
    bucket.set(target.key, head);
    const res = await confirm(target);
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
    expect(bucket.has(target.key)).toBe(false);
    expect(removed).toContain(target.key);
  });

  it('refuses a confirmation that comes too late, even for a good object', async () => {
    const target = await newUpload();
    bucket.set(target.key, { size: 10, contentType: 'image/png' });
    // The form's 5 minutes and 5 more for the upload to finish.
    api.clock.advance(10 * 60_000 + 1);
    const res = await confirm(target);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(BAD_UPLOAD_URL);
  });

  it('says when nothing arrived', async () => {
    const res = await confirm(await newUpload());
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(UPLOAD_MISSING);
  });

  it("refuses someone else's upload, a made-up id, a customer and no token", async () => {
    const target = await newUpload();
    bucket.set(target.key, { size: 10, contentType: 'image/png' });
    const other = await api.createAccount('restaurant_owner');
    expect((await confirm(target, other.token)).status).toBe(403);
    const madeUp = {
      confirmURL: '/api/objects/uploads/00000000-0000-4000-8000-000000000000/confirm',
    };
    expect((await confirm(madeUp)).status).toBe(403);
    expect((await confirm({ confirmURL: '/api/objects/uploads/not-an-id/confirm' })).status).toBe(
      400,
    );
    const customer = await api.createAccount('customer');
    expect((await confirm(target, customer.token)).status).toBe(403);
    expect((await api.call('POST', target.confirmURL ?? '')).status).toBe(401);
    // None of those used it up: its owner still can.
    expect((await confirm(target)).status).toBe(200);
  });
});
