import type { LocalDiskStorage } from './local-storage';
import type { S3Storage } from './s3-storage';

/** Where a browser PUTs one new object, and until when it may. */
export interface UploadTarget {
  uploadURL: string;
  expiresAt: string;
}

/** Image uploads on the restaurant and item forms (management-area §5, §9). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const UPLOAD_URL_TTL_MS = 15 * 60 * 1000;

export const FILE_TOO_LARGE = 'File size must be less than 5 MB';
export const NOT_AN_IMAGE = 'Only images can be uploaded (PNG, JPEG, GIF, WebP or AVIF)';
export const BAD_UPLOAD_URL = 'This upload link is invalid, expired or already used';

/** Object storage: local disk by default, S3-compatible when configured. */
export type ObjectStorage = LocalDiskStorage | S3Storage;
