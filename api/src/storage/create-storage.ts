import type { Config } from '../config';
import { LocalDiskStorage } from './local-storage';
import type { ObjectStorage } from './object-storage';
import { S3Storage } from './s3-storage';

type StorageConfig = Pick<
  Config,
  | 'STORAGE_DIR'
  | 'PUBLIC_URL'
  | 'JWT_SECRET'
  | 'S3_ENDPOINT'
  | 'S3_PUBLIC_ENDPOINT'
  | 'S3_BUCKET'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_REGION'
>;

/** S3_BUCKET set: S3-compatible storage; otherwise files under STORAGE_DIR. */
export function createObjectStorage(config: StorageConfig): ObjectStorage {
  if (!config.S3_BUCKET) {
    return new LocalDiskStorage({
      dir: config.STORAGE_DIR,
      secret: config.JWT_SECRET,
      publicUrl: config.PUBLIC_URL,
    });
  }
  if (!config.S3_ACCESS_KEY_ID || !config.S3_SECRET_ACCESS_KEY) {
    throw new Error('S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  return new S3Storage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    endpoint: config.S3_ENDPOINT,
    publicEndpoint: config.S3_PUBLIC_ENDPOINT,
  });
}

/**
 * The origin browsers upload images to and load them from, when that is not Pickup's own
 * (the page's CSP allows it): the bucket's public endpoint, or AWS's S3 hosts.
 */
export function storageOrigin(config: StorageConfig): string | undefined {
  if (!config.S3_BUCKET) return undefined;
  const endpoint = config.S3_PUBLIC_ENDPOINT ?? config.S3_ENDPOINT;
  return endpoint ? new URL(endpoint).origin : 'https://*.amazonaws.com';
}
