import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, type FakeRequest } from '@/testing/fake-server';
import { uploadImage } from './upload-image';

/** What the browser sent to the storage: method, address, headers and body. */
type Sent = { method: string; url: string; headers: Record<string, string>; body: unknown };
let sent: Sent[];
let storageStatus: number;

/** Storage as XMLHttpRequest reaches it: records the request, answers `storageStatus`. */
class FakeXhr extends EventTarget {
  status = 0;
  upload = new EventTarget();
  private request: Sent = { method: '', url: '', headers: {}, body: undefined };
  open(method: string, url: string) {
    this.request = { method, url, headers: {}, body: undefined };
  }
  setRequestHeader(name: string, value: string) {
    this.request.headers[name] = value;
  }
  send(body: unknown) {
    sent.push({ ...this.request, body });
    this.status = storageStatus;
    queueMicrotask(() => this.dispatchEvent(new Event('load')));
  }
}

const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'dish.png', { type: 'image/png' });
const ID = '11111111-2222-4333-8444-555555555555';

beforeEach(() => {
  sent = [];
  storageStatus = 204;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

describe('uploadImage', () => {
  it('posts the S3 form fields, then the file last, and has the server check it', async () => {
    const asked: FakeRequest[] = [];
    const confirmed: string[] = [];
    fakeServer({
      'POST /api/objects/upload': (req) => {
        asked.push(req);
        return {
          body: {
            method: 'POST',
            uploadURL: 'http://localhost:8333/pickup',
            fields: { key: `uploads/${ID}`, 'Content-Type': 'image/png', Policy: 'cG9saWN5' },
            imageUrl: `http://localhost:8333/pickup/uploads/${ID}`,
            confirmURL: `/api/objects/uploads/${ID}/confirm`,
            expiresAt: '2030-01-15T12:05:00.000Z',
          },
        };
      },
      [`POST /api/objects/uploads/${ID}/confirm`]: (req) => {
        confirmed.push(req.path);
        return { body: { url: `http://localhost:8333/pickup/uploads/${ID}` } };
      },
    });
    const url = await uploadImage(png, () => {});
    expect(asked[0]?.body).toEqual({ contentType: 'image/png' });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', url: 'http://localhost:8333/pickup' });
    const form = sent[0]?.body as FormData;
    expect([...form.keys()]).toEqual(['key', 'Content-Type', 'Policy', 'file']);
    expect(form.get('key')).toBe(`uploads/${ID}`);
    expect((form.get('file') as File).name).toBe('dish.png');
    expect(confirmed).toEqual([`/api/objects/uploads/${ID}/confirm`]);
    expect(url).toBe(`http://localhost:8333/pickup/uploads/${ID}`);
  });

  it('puts the bytes to a local signed address, with nothing to confirm', async () => {
    fakeServer({
      'POST /api/objects/upload': {
        body: {
          method: 'PUT',
          uploadURL: `/objects/uploads/${ID}?expires=1&sig=abc`,
          fields: {},
          imageUrl: `/objects/uploads/${ID}`,
          confirmURL: null,
          expiresAt: '2030-01-15T12:15:00.000Z',
        },
      },
    });
    storageStatus = 200;
    const url = await uploadImage(png, () => {});
    expect(sent).toEqual([
      {
        method: 'PUT',
        url: `/objects/uploads/${ID}?expires=1&sig=abc`,
        headers: { 'Content-Type': 'image/png' },
        body: png,
      },
    ]);
    expect(url).toBe(`/objects/uploads/${ID}`);
  });

  it("fails with the server's message when the check refuses what arrived", async () => {
    fakeServer({
      'POST /api/objects/upload': {
        body: {
          method: 'POST',
          uploadURL: 'http://localhost:8333/pickup',
          fields: { key: `uploads/${ID}` },
          imageUrl: `http://localhost:8333/pickup/uploads/${ID}`,
          confirmURL: `/api/objects/uploads/${ID}/confirm`,
          expiresAt: '2030-01-15T12:05:00.000Z',
        },
      },
      [`POST /api/objects/uploads/${ID}/confirm`]: {
        status: 413,
        body: { status: 413, message: 'File size must be less than 5 MB' },
      },
    });
    await expect(uploadImage(png, () => {})).rejects.toThrow('File size must be less than 5 MB');
  });
});
