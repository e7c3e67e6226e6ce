import { describe, expect, it } from 'vitest';
import { createObjectStorage } from './create-storage';
import { S3Storage } from './s3-storage';

const base = {
  bucket: 'pickup',
  region: 'us-east-1',
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  now: () => new Date('2030-01-15T12:00:00Z'),
  newId: () => '11111111-2222-4333-8444-555555555555',
};

describe('S3Storage (no network: the shape of the presigned PUT only)', () => {
  it('presigns a path-style PUT on the configured endpoint for 15 minutes', async () => {
    const storage = new S3Storage({ ...base, endpoint: 'http://minio:9000' });
    const { uploadURL, expiresAt } = await storage.createUploadUrl();
    const url = new URL(uploadURL);
    expect(`${url.origin}${url.pathname}`).toBe(
      'http://minio:9000/pickup/uploads/11111111-2222-4333-8444-555555555555',
    );
    expect(url.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(url.searchParams.get('X-Amz-Date')).toBe('20300115T120000Z');
    expect(url.searchParams.get('X-Amz-Credential')).toBe(
      'AKIDEXAMPLE/20300115/us-east-1/s3/aws4_request',
    );
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(expiresAt).toBe('2030-01-15T12:15:00.000Z');
  });

  it('signs for the public endpoint browsers reach', async () => {
    const storage = new S3Storage({
      ...base,
      endpoint: 'http://minio:9000',
      publicEndpoint: 'http://localhost:9000',
    });
    expect((await storage.createUploadUrl()).uploadURL).toMatch(
      /^http:\/\/localhost:9000\/pickup\/uploads\//,
    );
  });

  it('uses virtual-host addresses on AWS itself', async () => {
    const { uploadURL } = await new S3Storage(base).createUploadUrl();
    expect(uploadURL).toMatch(/^https:\/\/pickup\.s3\.(us-east-1\.)?amazonaws\.com\/uploads\//);
  });
});

describe('createObjectStorage', () => {
  const config = {
    STORAGE_DIR: '/tmp/pickup-uploads',
    JWT_SECRET: 'x'.repeat(40),
    S3_REGION: 'us-east-1',
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
