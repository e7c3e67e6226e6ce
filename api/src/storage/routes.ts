import type { Request, Response } from 'express';
import { problem, route, type RouteDeps } from '../http/route';
import { UPLOADS_PATH, type LocalDiskStorage } from './local-storage';
import {
  BAD_UPLOAD_URL,
  FILE_TOO_LARGE,
  MAX_UPLOAD_BYTES,
  NOT_AN_IMAGE,
  type ObjectStorage,
} from './object-storage';

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
function localObjectRoutes(r: RouteDeps, storage: LocalDiskStorage): void {
  r.registry.add({
    method: 'put',
    path: `${UPLOADS_PATH}/:id`,
    summary: 'Store the image bytes at a signed upload address (once, before it expires)',
    tags,
    auth: 'public',
    responses: { 403: BAD_UPLOAD_URL, 413: FILE_TOO_LARGE, 415: NOT_AN_IMAGE },
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
    res.json({ url: `${UPLOADS_PATH}/${id}`, contentType: stored.contentType });
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
}

/** management-area §7 "Upload" (DECISIONS 24). */
export function uploadRoutes(deps: UploadRouteDeps): (r: RouteDeps) => void {
  return (r) => {
    route(r, {
      method: 'post',
      path: '/api/objects/upload',
      summary: 'A signed address for one image PUT, valid 15 minutes',
      tags,
      access: ['restaurant_owner', 'admin'],
      handler: async () => ({ body: await deps.storage.createUploadUrl() }),
    });
    if (deps.storage.kind === 'local') localObjectRoutes(r, deps.storage);
  };
}
