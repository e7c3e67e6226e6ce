/** Smallest headers of each accepted format, padded to a size (tests only). */
const HEADS: Record<string, number[]> = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpeg: [0xff, 0xd8, 0xff, 0xe0],
  gif: [...Buffer.from('GIF89a')],
  webp: [...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBPVP8 ')],
  // ftyp box of 28 bytes: major brand mif1, compatible brands mif1 avif miaf
  avif: [0, 0, 0, 28, ...Buffer.from('ftypmif1'), 0, 0, 0, 0, ...Buffer.from('mif1avifmiaf')],
};

export function fakeImage(format: keyof typeof HEADS, size = 256): Buffer {
  const bytes = Buffer.alloc(size, 7);
  Buffer.from(HEADS[format] ?? []).copy(bytes);
  return bytes;
}
