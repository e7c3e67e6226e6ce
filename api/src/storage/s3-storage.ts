import { randomUUID } from 'node:crypto';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { UPLOAD_URL_TTL_MS, type UploadTarget } from './object-storage';

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
  now?: () => Date;
  newId?: () => string;
}

/**
 * S3-compatible storage with presigned PUTs. The bucket serves the objects itself, so the
 * stored image address (the URL without its query string) must be publicly readable. A
 * presigned PUT cannot check the bytes, the size or single use the way the local store does.
 */
export class S3Storage {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly ttlMs: number;
  private readonly now: () => Date;
  private readonly newId: () => string;

  constructor(private readonly opts: S3Options) {
    const endpoint = opts.publicEndpoint ?? opts.endpoint;
    this.client = new S3Client({
      region: opts.region,
      endpoint,
      forcePathStyle: endpoint !== undefined,
      credentials: { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey },
    });
    this.ttlMs = opts.ttlMs ?? UPLOAD_URL_TTL_MS;
    this.now = opts.now ?? (() => new Date());
    this.newId = opts.newId ?? randomUUID;
  }

  async createUploadUrl(): Promise<UploadTarget> {
    const now = this.now();
    const expiresIn = Math.floor(this.ttlMs / 1000);
    const uploadURL = await getSignedUrl(
      this.client,
      new PutObjectCommand({ Bucket: this.opts.bucket, Key: `uploads/${this.newId()}` }),
      { expiresIn, signingDate: now },
    );
    return { uploadURL, expiresAt: new Date(now.getTime() + expiresIn * 1000).toISOString() };
  }
}
