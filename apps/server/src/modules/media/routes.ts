import { MediaAnswer } from '@create-together/contract';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { ZodTypeProvider } from '../../lib/validation';
import { requireAuth } from '../users/auth';
import { MEDIA_NOT_FOUND } from './constants';
import { presentMedia } from './presenter';
import { mediaService } from './service';
import { mediaStorage } from './storage';
import { receiveUpload, uploadLimits } from './upload-parser';

export interface MediaRoutesOptions {
  db: Database;
  config: Config;
}

const MediaFileParams = z.object({ file: z.string().max(200) });

/**
 * What an upload is served with: its own type, never sniffed (nosniff), and, should a browser open
 * it as a document anyway, a sandbox without script or any other resource. Names are never reused,
 * so a file can be cached for good.
 */
const SERVED_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  'content-disposition': 'inline',
  'cache-control': 'public, max-age=31536000, immutable',
};

/**
 * POST /api/media (images for now) and GET /media/{file}. Registered without a prefix, as its two
 * routes live under different roots. Multipart parsing is registered here only: nowhere else in the
 * app accepts multipart bodies.
 */
export const mediaRoutes: FastifyPluginAsync<MediaRoutesOptions, RawServerDefault, ZodTypeProvider> = async (
  app,
  { db, config },
) => {
  const storage = mediaStorage(config.mediaDir);
  const media = mediaService(db, storage);
  await app.register(multipart, { limits: uploadLimits(config.mediaImageMaxBytes) });

  // Signed in, checked before the body is read; the app's Origin check covers it like every write.
  app.post(
    '/api/media',
    { schema: { response: { 201: MediaAnswer } }, onRequest: app.authenticate },
    async (request, reply) => {
      const { user } = requireAuth(request);
      const upload = await receiveUpload(request, storage, config.mediaImageMaxBytes);
      const row = await media.createImage(user.id, upload);
      return reply.code(201).send({ success: true, media: presentMedia(row) });
    },
  );

  app.get('/media/:file', { schema: { params: MediaFileParams } }, async (request, reply) => {
    const found = await media.open(request.params.file);
    if (!found) throw notFound(MEDIA_NOT_FOUND, 'MEDIA_NOT_FOUND');
    const etag = `"${found.id}"`;
    reply.headers({ ...SERVED_HEADERS, etag });
    if (request.headers['if-none-match'] === etag) {
      await found.handle.close();
      return reply.code(304).send();
    }
    reply.headers({ 'content-type': found.mimeType, 'content-length': String(found.size) });
    return reply.send(found.handle.createReadStream());
  });

  // Deeper paths are never files either: a JSON 404 rather than the web app's page.
  app.get('/media/*', async () => {
    throw notFound(MEDIA_NOT_FOUND, 'MEDIA_NOT_FOUND');
  });
};
