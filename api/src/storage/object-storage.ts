import type { ImageType } from './image-type';
import type { LocalDiskStorage } from './local-storage';
import type { S3Storage } from './s3-storage';

export type { UploadTarget } from '@pickup/domain/catalog/image-upload';

/** Image uploads on the restaurant and item forms (management-area §5, §9). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const UPLOAD_URL_TTL_MS = 15 * 60 * 1000;

/** The image types accepted (what image-type.ts recognises). */
export const IMAGE_TYPES: readonly ImageType[] = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
];

export const FILE_TOO_LARGE = 'File size must be less than 5 MB';
export const NOT_AN_IMAGE = 'Only images can be uploaded (PNG, JPEG, GIF, WebP or AVIF)';
export const BAD_UPLOAD_URL = 'This upload link is invalid, expired or already used';
export const UPLOAD_MISSING = 'The image did not arrive. Please upload it again';
export const FOREIGN_IMAGE_URL = 'Image URL must be an image uploaded to Pickup';

/** Object storage: local disk by default, S3-compatible when configured. */
export type ObjectStorage = LocalDiskStorage | S3Storage;
