import sharp from 'sharp';

/** Real image bytes for upload tests. */
export const png = (color = '#CC337E') =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: color } }).png().toBuffer();
export const jpeg = (color = '#1E6B52') =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: color } }).jpeg().toBuffer();
export const gif = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).gif().toBuffer();
/** The first bytes of a Windows executable, renamed as an image by the caller. */
export const exe = () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]);
