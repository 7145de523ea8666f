/**
 * Pixel dimensions read from a PNG or JPEG header, without decoding the image.
 * - PNG (ISO/IEC 15948, section 11.2.2): the first chunk is IHDR; width and height are big-endian
 *   uint32 at byte offsets 16 and 20.
 * - JPEG (ITU-T T.81, annex B): markers FF xx with a 2-byte length; a start-of-frame marker
 *   (C0-CF except C4 DHT, C8 JPG, CC DAC) holds precision (1 byte), height and width (2 bytes each).
 */
import type { RasterType } from './sniff.js';

export interface PixelSize {
  widthPx: number;
  heightPx: number;
}

export function rasterSize(bytes: Uint8Array, type: RasterType): PixelSize | undefined {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (type === 'image/png') {
    if (b.length < 24 || b.toString('latin1', 12, 16) !== 'IHDR') return undefined;
    return { widthPx: b.readUInt32BE(16), heightPx: b.readUInt32BE(20) };
  }
  let i = 2;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return undefined;
    const marker = b[i + 1];
    if (marker === 0xff) {
      i++; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2; // markers without a length
      continue;
    }
    const length = b.readUInt16BE(i + 2);
    if (length < 2) return undefined;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      if (i + 9 > b.length) return undefined;
      return { heightPx: b.readUInt16BE(i + 5), widthPx: b.readUInt16BE(i + 7) };
    }
    i += 2 + length;
  }
  return undefined;
}
