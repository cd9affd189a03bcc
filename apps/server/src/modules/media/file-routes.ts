import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { bytesAnswer, SESSION_IF_ANY } from '../../lib/api-reference';
import { AppError } from '../../lib/errors';
import type { ZodTypeProvider } from '../../lib/validation';
import { MEDIA_NOT_FOUND } from './constants';
import { parseRange } from './range';
import type { MediaService, ServedFile } from './service';

const MediaFileParams = z.object({ file: z.string().max(200) });

/**
 * What an upload is served with: its own type, never sniffed (nosniff), and, should a browser open
 * it as a document anyway, a sandbox without script or any other resource.
 */
const SERVED_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  'content-disposition': 'inline',
  'accept-ranges': 'bytes',
};

/**
 * Names are never reused, so a public file can be cached for good, by anyone. A private file may be
 * kept by its owner's browser only, which asks again each time (ETag: a 304 is cheap): another
 * account signed in on the same browser must not get it from the cache. The address does not
 * change with the visibility, so a file made private after it was public may still be held by
 * caches that stored it while it was public; deleting it does not recall those copies either.
 */
const PUBLIC_CACHE = 'public, max-age=31536000, immutable';
const PRIVATE_CACHE = 'private, no-cache';

/** What GET /media/{file} answers, for the API reference. */
const FILE_ANSWERS = {
  200: bytesAnswer('The whole file, in its own type.', [
    'audio/*',
    'video/*',
    'image/*',
    'application/octet-stream',
  ]),
  206: bytesAnswer('The range asked for, with Content-Range.', ['audio/*', 'video/*']),
};

/** The same answer for a name that is not there and a private file of someone else. */
const fileNotFound = () =>
  new AppError(404, 'MEDIA_NOT_FOUND', MEDIA_NOT_FOUND, { 'cache-control': 'no-store' });

/**
 * Reading the session for a private file may refresh or clear its cookie (the cookie plugin writes
 * Set-Cookie just before this runs): another user's private file must answer exactly as an unknown
 * name, so its 404 carries no Set-Cookie.
 */
async function hideSessionOnNotFound(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode === 404) reply.removeHeader('set-cookie');
  return payload;
}

/** The whole file, a 206 of one range, or 416 for a range past its end. */
async function sendFile(request: FastifyRequest, reply: FastifyReply, file: ServedFile) {
  // If-Range: the range holds only if the client's copy is still this file.
  const ifRange = request.headers['if-range'];
  const { size } = file.stored;
  const range =
    ifRange === undefined || ifRange === file.etag ? parseRange(request.headers.range, size) : null;
  if (range === 'unsatisfiable') {
    await file.stored.close();
    throw new AppError(416, 'RANGE_NOT_SATISFIABLE', 'The requested range is not within the file.', {
      'content-range': `bytes */${size}`,
      'cache-control': 'no-store',
    });
  }
  reply.header('content-type', file.mimeType);
  if (file.encoding) {
    // A range of encoded bytes is of no use to anyone: the twin goes whole.
    reply.headers({ 'content-encoding': file.encoding, 'content-length': String(size) });
    return reply.send(await file.stored.read());
  }
  if (!range) {
    reply.header('content-length', String(size));
    return reply.send(await file.stored.read());
  }
  reply.code(206).headers({
    'content-range': `bytes ${range.start}-${range.end}/${size}`,
    'content-length': String(range.end - range.start + 1),
  });
  return reply.send(await file.stored.read(range));
}

/** GET /media/{file}: uploads, their thumbnails and peaks, with range requests. */
export function mediaFileRoutes(app: FastifyInstance, media: MediaService) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/media/:file',
    {
      schema: {
        summary: 'An uploaded file, its thumbnail or its peaks, with range requests',
        description:
          'Range: bytes=start-end answers 206 with that part (If-Range: the ETag for it to hold); ' +
          'If-None-Match: the ETag answers 304. A private file is served to its owner alone, by the ' +
          'session cookie; to anyone else it is 404, as a name that is not there.',
        params: MediaFileParams,
        security: SESSION_IF_ANY,
      },
      config: { reference: { response: FILE_ANSWERS } },
      onSend: hideSessionOnNotFound,
    },
    async (request, reply) => {
      // Asked for private files only: see MediaService.open.
      const viewerId = async () => {
        await app.identify(request, reply);
        return request.auth?.user.id ?? null;
      };
      const accepted = request.headers['accept-encoding'];
      const acceptsGzip = accepted !== undefined && negotiate(accepted, ['gzip']) === 'gzip';
      const file = await media.open(request.params.file, viewerId, acceptsGzip);
      if (!file) throw fileNotFound();
      reply.headers({
        ...SERVED_HEADERS,
        'cache-control': file.isPublic ? PUBLIC_CACHE : PRIVATE_CACHE,
        etag: file.etag,
      });
      if (request.params.file.endsWith('.peaks')) reply.header('vary', 'accept-encoding');
      if (file.encoding) reply.header('accept-ranges', 'none');
      if (request.headers['if-none-match'] === file.etag) {
        await file.stored.close();
        return reply.code(304).send();
      }
      return sendFile(request, reply, file);
    },
  );

  // Deeper paths are never files either: a JSON 404 rather than the web app's page.
  app.get('/media/*', async () => {
    throw fileNotFound();
  });
}
