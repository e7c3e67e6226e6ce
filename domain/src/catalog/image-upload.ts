import { z } from 'zod';

/**
 * POST /api/objects/upload: how a browser stores one new image of a restaurant or item.
 * `PUT`: the file's bytes to `uploadURL` (local disk). `POST`: a multipart form of `fields`,
 * then the file as `file`, to `uploadURL` (S3). Then, when `confirmURL` is set, a POST there
 * has the server check what arrived; `imageUrl` is the address to save on the restaurant or
 * item once that has succeeded.
 */
export const uploadTargetSchema = z.object({
  method: z.enum(['PUT', 'POST']),
  uploadURL: z.string(),
  fields: z.record(z.string(), z.string()),
  imageUrl: z.string(),
  confirmURL: z.string().nullable(),
  expiresAt: z.string(),
});
export type UploadTarget = z.infer<typeof uploadTargetSchema>;

/**
 * The image once stored and checked: the local PUT answers its address and the type read
 * from its bytes; the S3 confirmation answers the address.
 */
export const uploadedImageSchema = z.object({
  url: z.string(),
  contentType: z.string().optional(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
