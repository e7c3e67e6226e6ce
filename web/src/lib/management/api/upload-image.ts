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

/** PUT with upload progress, which fetch cannot report. */
function putWithProgress(url: string, file: File, onProgress: (percent: number) => void) {
  return new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', file.type);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    xhr.addEventListener('load', () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve();
      else reject(new Error(`Upload failed with status ${xhr.status}`));
    });
    xhr.addEventListener('error', () => reject(new Error('Upload failed')));
    xhr.addEventListener('abort', () => reject(new Error('Upload failed')));
    xhr.send(file);
  });
}

/**
 * Spec §7 "Upload": ask for a signed address, PUT the bytes there, and keep the address
 * without its (signing) query string as the image URL.
 */
export async function uploadImage(file: File, onProgress: (percent: number) => void) {
  const { uploadURL } = await api.post<{ uploadURL: string }>('/api/objects/upload');
  onProgress(0);
  await putWithProgress(uploadURL, file, onProgress);
  return uploadURL.split('?')[0] as string;
}
