// How the API's answers are compressed (decision 0029, measured by `npm run bench`): Brotli at quality 2, else gzip;
// answers under 1 KiB are sent as they are (the headers would outweigh the gain). A 14 KB list page: 1,743 bytes in
// 49 µs at quality 2, 1,706 bytes in 98 µs at the plugin's default 4; compressed in one call up to 64 KiB (a zlib
// stream per answer costs more than the compression). Request bodies are never inflated: a small compressed body
// could expand past every limit.
import zlib from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';

export const API_COMPRESSION: FastifyCompressOptions = {
  encodings: ['br', 'gzip'],
  threshold: 1024,
  globalDecompression: false,
  syncThreshold: 65536,
  brotliOptions: {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 2, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT },
  },
};
