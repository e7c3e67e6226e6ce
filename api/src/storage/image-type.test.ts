import { describe, expect, it } from 'vitest';
import { detectImageType } from './image-type';
import { fakeImage } from './test-images';

describe('detectImageType', () => {
  it.each([
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['gif', 'image/gif'],
    ['webp', 'image/webp'],
    ['avif', 'image/avif'],
  ] as const)('recognises %s from its first bytes', (format, type) => {
    expect(detectImageType(fakeImage(format))).toBe(type);
  });

  it.each([
    ['text', Buffer.from('hello, this is not an image at all')],
    ['html', Buffer.from('<!doctype html><svg onload="alert(1)">')],
    ['svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['mp4 (ftyp without an avif brand)', Buffer.from('\0\0\0\x18ftypisom\0\0\0\0isommp42')],
    ['a truncated png header', Buffer.from([0x89, 0x50, 0x4e])],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_what, bytes) => {
    expect(detectImageType(bytes)).toBeNull();
  });
});
