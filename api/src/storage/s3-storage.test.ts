import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createObjectStorage } from './create-storage';
import { MAX_UPLOAD_BYTES } from './object-storage';
import { S3Storage, type StoredObjects } from './s3-storage';

const ID = '11111111-2222-4333-8444-555555555555';
const base = {
  bucket: 'pickup',
  region: 'us-east-1',
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  newId: () => ID,
};

/** A bucket held in memory: what HEAD would answer, and what was deleted. */
function fakeBucket(objects: Record<string, { size: number; contentType: string | null }>) {
  const removed: string[] = [];
  const stored: StoredObjects = {
    head: async (key) => objects[key] ?? null,
    remove: async (key) => {
      removed.push(key);
      delete objects[key];
    },
  };
  return { stored, removed, objects };
}

interface Policy {
  expiration: string;
  conditions: (Record<string, string> | [string, string | number, string | number])[];
}

const policyOf = (fields: Record<string, string>) =>
  JSON.parse(Buffer.from(fields.Policy ?? '', 'base64').toString('utf8')) as Policy;

describe('S3Storage presigned POST (no network: the form and its policy only)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-15T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('limits size and type, fixes the key, and expires in 5 minutes', async () => {
    const storage = new S3Storage({ ...base, endpoint: 'http://minio:9000' });
    const target = await storage.createUpload('image/png');
    expect(target).toMatchObject({
      method: 'POST',
      uploadURL: 'http://minio:9000/pickup',
      imageUrl: `http://minio:9000/pickup/uploads/${ID}`,
      confirmURL: `/api/objects/uploads/${ID}/confirm`,
      expiresAt: '2030-01-15T12:05:00.000Z',
    });
    expect(target.fields).toMatchObject({
      key: `uploads/${ID}`,
      'Content-Type': 'image/png',
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      'X-Amz-Credential': 'AKIDEXAMPLE/20300115/us-east-1/s3/aws4_request',
    });
    expect(target.fields['X-Amz-Signature']).toMatch(/^[0-9a-f]{64}$/);

    const policy = policyOf(target.fields);
    expect(policy.expiration).toBe('2030-01-15T12:05:00Z');
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        { bucket: 'pickup' },
        { key: `uploads/${ID}` },
        ['content-length-range', 1, MAX_UPLOAD_BYTES],
        ['eq', '$Content-Type', 'image/png'],
      ]),
    );
    // Nothing lets the browser pick another key.
    expect(JSON.stringify(policy.conditions)).not.toContain('"$key"');
  });

  it('without a declared type, allows only image/ types (the check after refuses the rest)', async () => {
    const target = await new S3Storage(base).createUpload();
    expect(policyOf(target.fields).conditions).toContainEqual([
      'starts-with',
      '$Content-Type',
      'image/',
    ]);
    expect(target.fields['Content-Type']).toBeUndefined();
  });

  it('posts to the public endpoint browsers reach', async () => {
    const storage = new S3Storage({
      ...base,
      endpoint: 'http://minio:9000',
      publicEndpoint: 'http://localhost:9000',
    });
    const target = await storage.createUpload('image/webp');
    expect(target.uploadURL).toBe('http://localhost:9000/pickup');
    expect(target.imageUrl).toBe(`http://localhost:9000/pickup/uploads/${ID}`);
  });

  it('uses virtual-host addresses on AWS itself', async () => {
    const { uploadURL, imageUrl } = await new S3Storage(base).createUpload('image/png');
    expect(uploadURL).toMatch(/^https:\/\/pickup\.s3\.(us-east-1\.)?amazonaws\.com\/?$/);
    expect(imageUrl).toBe(`https://pickup.s3.us-east-1.amazonaws.com/uploads/${ID}`);
  });
});

describe('S3Storage.verify (a fake bucket behind the port)', () => {
  const key = `uploads/${ID}`;

  it('accepts an image within the limits and keeps it', async () => {
    const bucket = fakeBucket({ [key]: { size: 2048, contentType: 'image/jpeg' } });
    const storage = new S3Storage({ ...base, objects: bucket.stored });
    expect(await storage.verify(key)).toEqual({ ok: true });
    expect(bucket.removed).toEqual([]);
  });

  it.each([
    ['too large', { size: MAX_UPLOAD_BYTES + 1, contentType: 'image/png' }, 'too_large'],
    ['not an accepted type', { size: 100, contentType: 'image/svg+xml' }, 'not_image'],
    ['without a type', { size: 100, contentType: null }, 'not_image'],
  ] as const)('refuses and deletes an object %s', async (_case, head, reason) => {
    const bucket = fakeBucket({ [key]: { ...head } });
    const storage = new S3Storage({ ...base, objects: bucket.stored });
    expect(await storage.verify(key)).toEqual({ ok: false, reason });
    expect(bucket.removed).toEqual([key]);
  });

  it('says so when nothing arrived', async () => {
    const storage = new S3Storage({ ...base, objects: fakeBucket({}).stored });
    expect(await storage.verify(key)).toEqual({ ok: false, reason: 'missing' });
  });
});

describe('S3Storage.ownsUrl', () => {
  const storage = new S3Storage({ ...base, publicEndpoint: 'https://img.pickup.example' });

  it('accepts its own objects only', () => {
    expect(storage.ownsUrl(`https://img.pickup.example/pickup/uploads/${ID}`)).toBe(true);
    for (const foreign of [
      `https://evil.example/pickup/uploads/${ID}`,
      `https://img.pickup.example/other-bucket/uploads/${ID}`,
      `https://img.pickup.example/pickup/uploads/${ID}/../../x`,
      `https://img.pickup.example/pickup/private/${ID}`,
      `https://img.pickup.example.evil.example/pickup/uploads/${ID}`,
    ]) {
      expect(storage.ownsUrl(foreign), foreign).toBe(false);
    }
  });
});

describe('createObjectStorage', () => {
  const config = {
    STORAGE_DIR: '/tmp/pickup-uploads',
    JWT_SECRET: 'x'.repeat(40),
    S3_REGION: 'us-east-1',
    PUBLIC_URL: 'https://pickup.example',
  };

  it('keeps files on local disk unless a bucket is configured', () => {
    expect(createObjectStorage(config).kind).toBe('local');
    const s3 = createObjectStorage({
      ...config,
      S3_BUCKET: 'pickup',
      S3_ACCESS_KEY_ID: 'a',
      S3_SECRET_ACCESS_KEY: 'b',
    });
    expect(s3.kind).toBe('s3');
  });

  it('refuses a bucket without credentials', () => {
    expect(() => createObjectStorage({ ...config, S3_BUCKET: 'pickup' })).toThrow(
      'S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
  });
});
