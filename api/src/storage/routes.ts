import type { Request, Response } from 'express';
import { z } from 'zod';
import {
  uploadedImageSchema,
  uploadTargetSchema,
  type UploadedImage,
} from '@pickup/domain/catalog/image-upload';
import { signedIn } from '../catalog/menus/access';
import { problem, route, type RouteDeps } from '../http/route';
import type { ImageType } from './image-type';
import { UPLOADS_PATH } from './local-storage';
import {
  BAD_UPLOAD_URL,
  FILE_TOO_LARGE,
  IMAGE_TYPES,
  MAX_UPLOAD_BYTES,
  NOT_AN_IMAGE,
  UPLOAD_MISSING,
  type ObjectStorage,
  type PresignedPostStorage,
  type SignedPutStorage,
} from './object-storage';
import type { UploadRecords } from './upload-records';

const tags = ['uploads'];

/** A year: an object id is never reused, so its bytes never change. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

function sendProblem(res: Response, status: number, detail: string): void {
  res.status(status).type('application/problem+json').json(problem(status, detail));
}

const text = (v: unknown) => (typeof v === 'string' ? v : undefined);

/** The body, or null as soon as it passes `max` bytes. */
async function readBody(req: Request, max: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Refuses, and stops reading the rest of the upload: the connection closes after. */
function refuse(req: Request, res: Response, status: number, detail: string): void {
  res.setHeader('Connection', 'close');
  sendProblem(res, status, detail);
  req.resume();
}

/** PUT and GET of /objects/uploads/{id} for the local-disk store. */
function localObjectRoutes(r: RouteDeps, storage: SignedPutStorage): void {
  r.registry.add({
    method: 'put',
    path: `${UPLOADS_PATH}/:id`,
    summary: 'Store the image bytes at a signed upload address (once, before it expires)',
    tags,
    auth: 'public',
    responses: { 200: 'Stored', 403: BAD_UPLOAD_URL, 413: FILE_TOO_LARGE, 415: NOT_AN_IMAGE },
    response: uploadedImageSchema,
  });
  r.router.put(`${UPLOADS_PATH}/:id`, async (req: Request, res: Response) => {
    const id = String(req.params.id);
    if (!(await storage.mayUpload(id, text(req.query.expires), text(req.query.sig)))) {
      refuse(req, res, 403, BAD_UPLOAD_URL);
      return;
    }
    if (Number(req.headers['content-length'] ?? 0) > MAX_UPLOAD_BYTES) {
      refuse(req, res, 413, FILE_TOO_LARGE);
      return;
    }
    const bytes = await readBody(req, MAX_UPLOAD_BYTES);
    if (bytes === null) {
      refuse(req, res, 413, FILE_TOO_LARGE);
      return;
    }
    const stored = await storage.store(id, bytes);
    if (!stored.ok) {
      if (stored.reason === 'already_used') sendProblem(res, 403, BAD_UPLOAD_URL);
      else sendProblem(res, 415, NOT_AN_IMAGE);
      return;
    }
    const answer: UploadedImage = { url: `${UPLOADS_PATH}/${id}`, contentType: stored.contentType };
    res.json(answer);
  });

  r.registry.add({
    method: 'get',
    path: `${UPLOADS_PATH}/:id`,
    summary: 'An uploaded image, with its type and long cache headers',
    tags,
    auth: 'public',
    responseMediaType: 'image/*',
    responses: { 404: 'No such object' },
  });
  r.router.get(`${UPLOADS_PATH}/:id`, async (req: Request, res: Response) => {
    const found = await storage.find(String(req.params.id));
    if (!found) {
      sendProblem(res, 404, 'Image not found');
      return;
    }
    res.setHeader('Content-Type', found.contentType);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    await new Promise<void>((resolve, reject) =>
      res.sendFile(
        found.file,
        { headers: { 'Cache-Control': IMMUTABLE }, cacheControl: false },
        (err) => (err && !res.headersSent ? reject(err) : resolve()),
      ),
    );
  });
}

export interface UploadRouteDeps {
  storage: ObjectStorage;
  /** S3 forms handed out, each confirmed once (local uploads check themselves on PUT). */
  records: UploadRecords;
}

const uploadRequest = z.object({
  contentType: z
    .string()
    .refine((t) => IMAGE_TYPES.some((allowed) => allowed === t), NOT_AN_IMAGE)
    .transform((t) => t as ImageType)
    .optional(),
});

/** management-area §7 "Upload" (DECISIONS 24), issue 17 item 8. */
export function uploadRoutes(deps: UploadRouteDeps): (r: RouteDeps) => void {
  const { storage, records } = deps;
  return (r) => {
    route(r, {
      method: 'post',
      path: '/api/objects/upload',
      summary:
        'Where to send one image: a signed PUT (local disk) or a presigned POST form (S3) to confirm after',
      tags,
      access: ['restaurant_owner', 'admin'],
      body: uploadRequest,
      response: uploadTargetSchema,
      handler: async ({ body, actor }) => {
        if (storage.kind === 'local') return { body: await storage.createUpload() };
        const { key, ...target } = await storage.createUpload(body.contentType);
        await records.open({
          id: key.slice('uploads/'.length),
          key,
          userId: signedIn(actor).userId,
          validMs: storage.ttlMs,
        });
        return { body: target };
      },
    });
    if (storage.kind === 'local') localObjectRoutes(r, storage);
    else s3ConfirmRoute(r, storage, records);
  };
}

/** After the browser's POST to the bucket: check what arrived, once, before it is used. */
function s3ConfirmRoute(r: RouteDeps, storage: PresignedPostStorage, records: UploadRecords): void {
  route(r, {
    method: 'post',
    path: '/api/objects/uploads/:id/confirm',
    summary: 'Check an image sent to S3 (size and type); a bad one is deleted',
    tags,
    access: ['restaurant_owner', 'admin'],
    params: z.object({ id: z.uuid(BAD_UPLOAD_URL) }),
    responses: {
      200: 'Checked',
      400: UPLOAD_MISSING,
      403: BAD_UPLOAD_URL,
      413: FILE_TOO_LARGE,
      415: NOT_AN_IMAGE,
    },
    response: uploadedImageSchema,
    handler: async ({ params, actor, res }) => {
      const key = await records.consume(params.id, signedIn(actor).userId);
      if (key === null) return sendProblem(res, 403, BAD_UPLOAD_URL);
      const checked = await storage.verify(key);
      if (!checked.ok) {
        const [status, detail] = REFUSALS[checked.reason];
        return sendProblem(res, status, detail);
      }
      const answer: UploadedImage = { url: storage.objectUrl(key) };
      return { body: answer };
    },
  });
}

const REFUSALS = {
  missing: [400, UPLOAD_MISSING],
  too_large: [413, FILE_TOO_LARGE],
  not_image: [415, NOT_AN_IMAGE],
} as const;
