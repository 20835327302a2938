// The dimensions a PNG or JPEG declares in its header, read from the first bytes of the upload without decoding it.
// Written here rather than taken from a library: image-size, the usual one, knows only three of the JPEG frame types
// and, on a segment length it does not like, steps forward byte by byte until something looks like a frame header,
// so a crafted file could show it a small size while the decoder reads a huge one. This reader refuses whatever it
// does not follow exactly, and the first frame header it accepts is the one every decoder uses.

export interface ImageSize {
  mime: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}
export type ImageHeader = ImageSize | 'more' | 'unreadable';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** 'more': the bytes end before the size; 'unreadable': not a PNG or JPEG this reader can follow. */
export function imageHeader(b: Buffer): ImageHeader {
  if (b.length >= 2 && b[0] === 0xff && b[1] === 0xd8) return jpegHeader(b);
  if (b.length < 24) {
    const n = Math.min(b.length, PNG_SIGNATURE.length);
    return b.subarray(0, n).equals(PNG_SIGNATURE.subarray(0, n)) ? 'more' : 'unreadable';
  }
  // the IHDR chunk comes first (PNG §5.6): length 13, type, width, height
  if (!b.subarray(0, 8).equals(PNG_SIGNATURE) || b.toString('latin1', 12, 16) !== 'IHDR') return 'unreadable';
  return sized('image/png', b.readUInt32BE(16), b.readUInt32BE(20));
}

/** SOF0-SOF15 but DHT (C4), JPG (C8) and DAC (CC), which share the range: every frame type */
const isFrame = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;
/** markers that stand alone, without a length: TEM and the restart markers */
const isStandalone = (m: number) => m === 0x01 || (m >= 0xd0 && m <= 0xd7);

/** Walks the segments after SOI (ITU T.81 annex B) to the frame header; a scan or the end before it is unreadable. */
function jpegHeader(b: Buffer): ImageHeader {
  let at = 2;
  for (;;) {
    if (at + 2 > b.length) return 'more';
    if (b[at] !== 0xff) return 'unreadable';
    let marker = b[at + 1];
    // any number of 0xFF may pad before a marker
    while (marker === 0xff) {
      at++;
      if (at + 2 > b.length) return 'more';
      marker = b[at + 1];
    }
    if (isStandalone(marker)) {
      at += 2;
      continue;
    }
    if (marker === 0xd8 || marker === 0xd9 || marker === 0xda || marker === 0x00) return 'unreadable';
    if (at + 4 > b.length) return 'more';
    const length = b.readUInt16BE(at + 2);
    if (length < 2) return 'unreadable';
    if (isFrame(marker)) {
      if (at + 9 > b.length) return 'more';
      // P, then Y (lines) and X (samples per line); Y = 0 defers the height to a DNL marker, which decoders refuse
      return sized('image/jpeg', b.readUInt16BE(at + 7), b.readUInt16BE(at + 5));
    }
    at += 2 + length;
  }
}

const sized = (mime: ImageSize['mime'], width: number, height: number): ImageHeader =>
  width > 0 && height > 0 ? { mime, width, height } : 'unreadable';
