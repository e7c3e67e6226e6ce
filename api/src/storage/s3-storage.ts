import { randomUUID } from 'node:crypto';
import {
  DeleteObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import type { ImageType } from './image-type';
import {
  IMAGE_TYPES,
  MAX_UPLOAD_BYTES,
  type PresignedPostStorage,
  type UploadTarget,
  type VerifyOutcome,
} from './object-storage';

export interface S3Options {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Unset: AWS itself. Set (MinIO and the like): path-style addresses on that host. */
  endpoint?: string;
  /** Host the browser reaches, when it differs from `endpoint`; the signature covers it. */
  publicEndpoint?: string;
  ttlMs?: number;
  newId?: () => string;
  /** What the server asks the bucket about an upload; the real bucket unless a test fakes it. */
  objects?: StoredObjects;
}

/** The server's own view of the bucket, for checking an upload after the browser sent it. */
export interface StoredObjects {
  /** Size and declared type of the object, or null when there is none. */
  head(key: string): Promise<{ size: number; contentType: string | null } | null>;
  remove(key: string): Promise<void>;
}

/** Short: S3 cannot make a form single use, so a copy of it is only good this long. */
export const S3_UPLOAD_TTL_MS = 5 * 60 * 1000;

const OBJECT_KEY = /^uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * S3-compatible storage with presigned POST forms whose policy fixes the key and limits the
 * size and type, as the local store does. S3 does not sniff the bytes, so the server checks
 * what arrived (HEAD) before the image may be used, and deletes what does not pass. The
 * bucket serves the objects itself, so they must be publicly readable.
 */
export class S3Storage implements PresignedPostStorage {
  readonly kind = 's3' as const;
  private readonly signer: S3Client;
  private readonly objects: StoredObjects;
  readonly ttlMs: number;
  private readonly newId: () => string;
  /** Where browsers load objects from: `{base}{key}`. */
  private readonly bases: readonly string[];

  constructor(private readonly opts: S3Options) {
    const credentials = { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey };
    const publicEndpoint = opts.publicEndpoint ?? opts.endpoint;
    this.signer = new S3Client({
      region: opts.region,
      endpoint: publicEndpoint,
      forcePathStyle: publicEndpoint !== undefined,
      credentials,
    });
    this.objects = opts.objects ?? s3Objects(opts, credentials);
    this.ttlMs = opts.ttlMs ?? S3_UPLOAD_TTL_MS;
    this.newId = opts.newId ?? randomUUID;
    this.bases = publicEndpoint
      ? [`${publicEndpoint.replace(/\/$/, '')}/${opts.bucket}/`]
      : [
          `https://${opts.bucket}.s3.${opts.region}.amazonaws.com/`,
          `https://${opts.bucket}.s3.amazonaws.com/`,
        ];
  }

  /**
   * A form for one object under a new key. `contentType` (the browser's file type, already
   * checked to be an accepted image type) is fixed by the policy when given; otherwise any
   * `image/` type may be sent, and verify() refuses the ones not accepted.
   */
  async createUpload(contentType?: ImageType): Promise<UploadTarget & { key: string }> {
    const id = this.newId();
    const key = `uploads/${id}`;
    const expiresIn = Math.floor(this.ttlMs / 1000);
    const startedAt = Date.now();
    const { url, fields } = await createPresignedPost(this.signer, {
      Bucket: this.opts.bucket,
      Key: key,
      Fields: contentType ? { 'Content-Type': contentType } : {},
      Conditions: [
        ['content-length-range', 1, MAX_UPLOAD_BYTES],
        contentType
          ? ['eq', '$Content-Type', contentType]
          : ['starts-with', '$Content-Type', 'image/'],
      ],
      Expires: expiresIn,
    });
    return {
      key,
      method: 'POST',
      uploadURL: url,
      fields,
      imageUrl: this.objectUrl(key),
      confirmURL: `/api/objects/uploads/${id}/confirm`,
      expiresAt: new Date(startedAt + expiresIn * 1000).toISOString(),
    };
  }

  /** Where browsers load the object from. */
  objectUrl(key: string): string {
    return `${this.bases[0]}${key}`;
  }

  /** An address of an object this store could have handed out. */
  ownsUrl(url: string): boolean {
    const base = this.bases.find((b) => url.startsWith(b));
    return base !== undefined && OBJECT_KEY.test(url.slice(base.length));
  }

  /** What arrived under `key` is within limits; otherwise it is deleted. */
  async verify(key: string): Promise<VerifyOutcome> {
    const head = await this.objects.head(key);
    if (!head) return { ok: false, reason: 'missing' };
    const reason =
      head.size > MAX_UPLOAD_BYTES
        ? 'too_large'
        : !IMAGE_TYPES.some((t) => t === head.contentType)
          ? 'not_image'
          : null;
    if (reason === null) return { ok: true };
    await this.objects.remove(key);
    return { ok: false, reason };
  }
}

/** The bucket as the server reaches it (S3_ENDPOINT, which may differ from the browsers'). */
function s3Objects(
  opts: S3Options,
  credentials: { accessKeyId: string; secretAccessKey: string },
): StoredObjects {
  const client = new S3Client({
    region: opts.region,
    endpoint: opts.endpoint,
    forcePathStyle: opts.endpoint !== undefined,
    credentials,
  });
  const Bucket = opts.bucket;
  return {
    async head(Key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key }));
        return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? null };
      } catch (err) {
        if (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404) return null;
        throw err;
      }
    },
    async remove(Key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key }));
    },
  };
}
