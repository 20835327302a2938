import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Real image bytes for upload tests. */
export const png = (color = '#CC337E') =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: color } }).png().toBuffer();
export const jpeg = (color = '#1E6B52') =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: color } }).jpeg().toBuffer();
export const gif = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).gif().toBuffer();
/** The first bytes of a Windows executable, renamed as an image by the caller. */
export const exe = () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]);

const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  return Buffer.concat([u32(data.length), body, u32(crc32(body))]);
};

/**
 * A PNG of width × height black pixels at 1 bit of grey: 16000 × 16000 is about 31 KB on the wire and 256 megapixels
 * once decoded (decision 0025). Written by hand: no encoder will make one quickly.
 */
export function hugePng(width = 16000, height = 16000) {
  const ihdr = Buffer.concat([u32(width), u32(height), Buffer.from([1, 0, 0, 0, 0])]);
  const rows = deflateSync(Buffer.alloc(height * (1 + Math.ceil(width / 8))), { level: 9 });
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), chunk('IHDR', ihdr), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]);
}

/** A JPEG's APPn segments of `bytes` in all (EXIF and ICC profiles go there), each at most 64 KiB. */
function appSegments(bytes: number) {
  const parts: Buffer[] = [];
  for (let left = bytes; left > 0; ) {
    const size = Math.max(0, Math.min(left - 4, 65533));
    const head = Buffer.from([0xff, 0xe2, 0, 0]);
    head.writeUInt16BE(size + 2, 2);
    parts.push(head, Buffer.alloc(size, 0x41));
    left -= size + 4;
  }
  return Buffer.concat(parts);
}

/** A real JPEG with `bytes` of metadata segments put between its start and its frame header (SOF). */
export const withMetadata = (jpegBytes: Buffer, bytes: number) =>
  Buffer.concat([jpegBytes.subarray(0, 2), appSegments(bytes), jpegBytes.subarray(2)]);

/** The header of a baseline JPEG of width × height (no scan: it stops after its frame header), after `metadata` bytes. */
export function jpegHeader(width: number, height: number, metadata = 0) {
  const sof = Buffer.from([0xff, 0xc0, 0, 17, 8, 0, 0, 0, 0, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), appSegments(metadata), sof, Buffer.from([0xff, 0xd9])]);
}

/** An opaque photo-like image (a gradient and a disc), so that it is not trivially small once encoded. */
export const picture = (width: number, height: number) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g">` +
        `<stop offset="0" stop-color="#123456"/><stop offset="1" stop-color="#fc8a30"/></linearGradient></defs>` +
        `<rect width="100%" height="100%" fill="url(#g)"/><circle cx="50%" cy="50%" r="30%" fill="#cc337e"/></svg>`,
    ),
  ).flatten({ background: '#ffffff' });
