import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fp from 'fastify-plugin';

/**
 * Below this a JSON answer goes as it is: it fits in one TCP packet either way, and compressing it
 * would cost CPU for nothing a phone could notice.
 */
export const COMPRESS_MIN_BYTES = 1400;

const ENCODINGS = ['br', 'gzip'];
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli at quality 4 packs JSON tighter than gzip at 6 at about the same speed; 11 (the static
 * files' setting, made once at build time) is two orders of magnitude slower, too slow per request.
 */
const compress = {
  br: (body: string) => brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (body: string) => gzipAsync(body, { level: 6 }),
};

/**
 * JSON answers of COMPRESS_MIN_BYTES or more go out compressed when the client accepts brotli or
 * gzip: lists of projects, posts and messages shrink five- to tenfold, which on a phone's
 * connection is the difference between one round trip and several. One call to zlib per answer on
 * its thread pool (no stream per request). Static files are compressed at build time instead
 * (plugins/web.ts), and media (images, audio, video) is compressed already.
 */
export const compressionPlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (typeof payload !== 'string' || payload.length < COMPRESS_MIN_BYTES) return payload;
      if (reply.hasHeader('content-encoding')) return payload;
      const type = reply.getHeader('content-type');
      if (typeof type !== 'string' || !type.startsWith('application/json')) return payload;
      reply.header('vary', 'Accept-Encoding');
      const accepted = request.headers['accept-encoding'];
      const encoding = accepted ? negotiate(accepted, ENCODINGS) : null;
      if (encoding !== 'br' && encoding !== 'gzip') return payload;
      reply.header('content-encoding', encoding);
      return compress[encoding](payload);
    });
  },
  { name: 'compression' },
);
