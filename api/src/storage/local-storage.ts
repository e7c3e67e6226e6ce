import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { access, link, mkdir, open, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { detectImageType, SNIFF_BYTES, type ImageType } from './image-type';
import {
  UPLOAD_URL_TTL_MS,
  type SignedPutStorage,
  type StoreOutcome,
  type UploadTarget,
} from './object-storage';
import { createUrlSigner } from './signing';

export const UPLOADS_PATH = '/objects/uploads';

const OBJECT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface LocalDiskOptions {
  dir: string;
  /** Signs upload addresses; derived into a key of its own. */
  secret: string;
  /** Prefix for the addresses handed out; '' keeps them relative to the site. */
  baseUrl?: string;
  /** The site's public address (PUBLIC_URL): its absolute upload addresses are ours too. */
  publicUrl?: string;
  ttlMs?: number;
  now?: () => Date;
  newId?: () => string;
}

/**
 * Objects as files named by their id in one folder. An id is written once: the file is
 * hard-linked into place, which fails if another upload got there first (also across
 * processes sharing the folder), so a signed address cannot be used twice.
 */
export class LocalDiskStorage implements SignedPutStorage {
  readonly kind = 'local' as const;
  private readonly signer;
  private readonly baseUrl: string;
  private readonly publicOrigin: string | null;
  private readonly ttlMs: number;
  private readonly now: () => Date;
  private readonly newId: () => string;

  constructor(private readonly opts: LocalDiskOptions) {
    this.signer = createUrlSigner(opts.secret);
    this.baseUrl = (opts.baseUrl ?? '').replace(/\/$/, '');
    this.publicOrigin = opts.publicUrl ? new URL(opts.publicUrl).origin : null;
    this.ttlMs = opts.ttlMs ?? UPLOAD_URL_TTL_MS;
    this.now = opts.now ?? (() => new Date());
    this.newId = opts.newId ?? randomUUID;
  }

  async createUpload(): Promise<UploadTarget> {
    const path = `${UPLOADS_PATH}/${this.newId()}`;
    const expires = Math.floor((this.now().getTime() + this.ttlMs) / 1000);
    const sig = this.signer.sign(path, expires);
    return {
      method: 'PUT',
      uploadURL: `${this.baseUrl}${path}?expires=${expires}&sig=${sig}`,
      fields: {},
      imageUrl: `${this.baseUrl}${path}`,
      // The PUT itself checks the bytes, the size and single use.
      confirmURL: null,
      expiresAt: new Date(expires * 1000).toISOString(),
    };
  }

  /** An address this store hands out: its uploads path, on this site or at `publicUrl`. */
  ownsUrl(url: string): boolean {
    const own = [this.baseUrl, this.publicOrigin].find(
      (prefix) => prefix !== null && url.startsWith(`${prefix}${UPLOADS_PATH}/`),
    );
    return own !== undefined && this.isObjectId(url.slice(`${own}${UPLOADS_PATH}/`.length));
  }

  isObjectId = (id: string) => OBJECT_ID.test(id);

  /** Signature valid, not expired, and nothing stored under the id yet. */
  async mayUpload(id: string, expires?: string, sig?: string): Promise<boolean> {
    const path = `${UPLOADS_PATH}/${id}`;
    if (!this.isObjectId(id) || !this.signer.verify(path, expires, sig, this.now())) return false;
    return !(await this.exists(id));
  }

  async store(id: string, bytes: Buffer): Promise<StoreOutcome> {
    const contentType = detectImageType(bytes.subarray(0, SNIFF_BYTES));
    if (!contentType) return { ok: false, reason: 'not_image' };
    await mkdir(this.opts.dir, { recursive: true });
    const temp = join(this.opts.dir, `.${id}.${randomUUID()}.part`);
    await writeFile(temp, bytes);
    try {
      await link(temp, this.fileOf(id));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST')
        return { ok: false, reason: 'already_used' };
      throw err;
    } finally {
      await unlink(temp);
    }
    return { ok: true, contentType };
  }

  /** The stored file and its type, or null when there is none. */
  async find(id: string): Promise<{ file: string; contentType: ImageType } | null> {
    if (!this.isObjectId(id)) return null;
    const file = this.fileOf(id);
    let handle;
    try {
      handle = await open(file, 'r');
    } catch {
      return null;
    }
    try {
      const head = Buffer.alloc(SNIFF_BYTES);
      const { bytesRead } = await handle.read(head, 0, SNIFF_BYTES, 0);
      const contentType = detectImageType(head.subarray(0, bytesRead));
      return contentType ? { file, contentType } : null;
    } finally {
      await handle.close();
    }
  }

  private fileOf(id: string): string {
    return join(this.opts.dir, id);
  }

  private async exists(id: string): Promise<boolean> {
    try {
      await access(this.fileOf(id), constants.F_OK);
      return true;
    } catch {
      return false;
    }
  }
}
