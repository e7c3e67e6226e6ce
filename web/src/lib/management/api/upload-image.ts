import type { UploadedImage, UploadTarget } from '@pickup/domain/catalog/image-upload';
import { api } from '@/lib/api-client';

/** Spec §5, §9: one image, at most 5 MB, on the restaurant and item forms. */
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const MAX_IMAGE_MB = MAX_IMAGE_BYTES / (1024 * 1024);

export type ImageProblem = { title: string; description: string };

export function checkImage(file: File): ImageProblem | null {
  if (file.size > MAX_IMAGE_BYTES) {
    return {
      title: 'File too large',
      description: `File size must be less than ${MAX_IMAGE_MB} MB`,
    };
  }
  if (!file.type.startsWith('image/')) {
    return { title: 'Invalid file', description: 'Please choose an image file' };
  }
  return null;
}

/** A refused or broken upload, its message saying what to do next (issue 28). */
export class UploadError extends Error {
  override name = 'UploadError';
}

/** What the storage's refusal means for the person choosing the file, by its status. */
const ADVICE: Record<number, string> = {
  403: 'The upload link expired. Choose the image again to retry.',
  413: `The image is too large. Choose one smaller than ${MAX_IMAGE_MB} MB.`,
  415: 'That file is not an image Pickup can use. Choose a PNG, JPEG, GIF, WebP or AVIF image.',
};
const TRY_AGAIN = 'The image did not reach the server. Check your connection and try again.';

export const uploadAdvice = (status: number): string => ADVICE[status] ?? TRY_AGAIN;

/** The upload over XMLHttpRequest, which reports progress where fetch cannot. */
function sendWithProgress(target: UploadTarget, file: File, onProgress: (percent: number) => void) {
  return new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(target.method, target.uploadURL);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    xhr.addEventListener('load', () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve();
      else reject(new UploadError(uploadAdvice(xhr.status)));
    });
    xhr.addEventListener('error', () => reject(new UploadError(TRY_AGAIN)));
    xhr.addEventListener('abort', () => reject(new UploadError(TRY_AGAIN)));
    if (target.method === 'PUT') {
      xhr.setRequestHeader('Content-Type', file.type);
      xhr.send(file);
      return;
    }
    // S3 reads the policy's fields first; the file must be the last part of the form.
    const form = new FormData();
    for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
    form.append('file', file);
    xhr.send(form);
  });
}

/** Spec §7 "Upload": ask where, send the file there, have it checked, keep its address. */
export async function uploadImage(file: File, onProgress: (percent: number) => void) {
  const target = await api.post<UploadTarget>('/api/objects/upload', { contentType: file.type });
  onProgress(0);
  await sendWithProgress(target, file, onProgress);
  if (target.confirmURL) await api.post<UploadedImage>(target.confirmURL);
  return target.imageUrl;
}
