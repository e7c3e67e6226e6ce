import type { UploadTarget } from '@pickup/domain/catalog/image-upload';
import type { ImageType } from './image-type';

export type { UploadTarget };

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

export type StoreOutcome =
  { ok: true; contentType: ImageType } | { ok: false; reason: 'not_image' | 'already_used' };

export type VerifyOutcome =
  { ok: true } | { ok: false; reason: 'missing' | 'too_large' | 'not_image' };

/**
 * Uploads through Pickup itself: a signed, single-use PUT address whose bytes the server
 * sniffs and keeps, then serves.
 */
export interface SignedPutStorage {
  readonly kind: 'local';
  createUpload(): Promise<UploadTarget>;
  ownsUrl(url: string): boolean;
  mayUpload(id: string, expires?: string, sig?: string): Promise<boolean>;
  store(id: string, bytes: Buffer): Promise<StoreOutcome>;
  find(id: string): Promise<{ file: string; contentType: ImageType } | null>;
}

/**
 * Uploads straight to a bucket with a presigned POST form; the server checks what arrived
 * before the image may be used, and the bucket serves it.
 */
export interface PresignedPostStorage {
  readonly kind: 's3';
  readonly ttlMs: number;
  createUpload(contentType?: ImageType): Promise<UploadTarget & { key: string }>;
  objectUrl(key: string): string;
  ownsUrl(url: string): boolean;
  verify(key: string): Promise<VerifyOutcome>;
}

/** Object storage (the port): local disk by default, S3-compatible when configured. */
export type ObjectStorage = SignedPutStorage | PresignedPostStorage;
